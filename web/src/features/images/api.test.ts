import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/images";
import { formatBytes, isUploadedImage, refusalMessage, uploadProblem } from "./api";

const REF = "/media/0123456789abcdef01234567-1600x1067";

describe("the browser's check before an upload", () => {
  it("lets a picture of an accepted type and size through", () => {
    expect(uploadProblem({ name: "a.jpg", type: "image/jpeg", size: 3_500_000 })).toBeNull();
    expect(
      uploadProblem({ name: "a.avif", type: "image/avif", size: MAX_UPLOAD_BYTES }),
    ).toBeNull();
  });

  it("refuses a file that is not one of the upload types, by its type", () => {
    for (const type of ["text/plain", "image/svg+xml", "image/heic", ""]) {
      expect(uploadProblem({ name: "notes.txt", type, size: 10 })).toBe(
        "notes.txt is not a picture this site can use. Choose a PNG, JPEG, WebP, GIF or AVIF file.",
      );
    }
  });

  it("refuses a file over the limit, and an empty one", () => {
    expect(uploadProblem({ name: "big.jpg", type: "image/jpeg", size: 30 * 1024 * 1024 })).toBe(
      "big.jpg is 30 MB; pictures may be at most 20 MB. Choose a smaller file.",
    );
    expect(
      uploadProblem({ name: "big.jpg", type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 }),
    ).toMatch(/at most 20 MB/);
    expect(uploadProblem({ name: "x.png", type: "image/png", size: 0 })).toBe(
      "x.png is empty. Choose another file.",
    );
  });
});

describe("sizes as people read them", () => {
  it("says bytes, KB or MB", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(240 * 1024)).toBe("240 KB");
    expect(formatBytes(3.4 * 1024 * 1024)).toBe("3.4 MB");
  });
});

describe("the server's answers", () => {
  it("accepts a stored picture's description, and nothing else", () => {
    const image = { src: REF, width: 1600, height: 1067, bytes: 245_760, uploadedBytes: 3_565_158 };
    expect(isUploadedImage(image)).toBe(true);
    expect(isUploadedImage({ ...image, src: "data:image/png;base64,AAAA" })).toBe(false);
    expect(isUploadedImage({ ...image, width: "1600" })).toBe(false);
    expect(isUploadedImage(null)).toBe(false);
  });

  it("shows a refusal's detail, or a sentence for its status", () => {
    const problem = JSON.stringify({ status: 400, detail: "This file is not a picture." });
    expect(refusalMessage(400, problem)).toBe("This file is not a picture.");
    expect(refusalMessage(413, "<html>Too large</html>")).toMatch(/at most 20 MB/);
    expect(refusalMessage(502, "")).toBe(
      "The picture could not be uploaded (HTTP 502). Try again.",
    );
  });
});
