import { describe, expect, it } from "vitest";
import { describeUpload, SHARP_WIDTH } from "./describe";

describe("describeUpload", () => {
  it("says the picture is ready and what it weighs, without its size when it is sharp", () => {
    expect(describeUpload({ width: 1600, bytes: 312_000, uploadedBytes: 5_452_595 })).toBe(
      "Picture ready: 305 KB stored (uploaded 5.2 MB).",
    );
    expect(describeUpload({ width: SHARP_WIDTH, bytes: 669, uploadedBytes: 669 })).toBe(
      "Picture ready: 669 bytes stored (uploaded 669 bytes).",
    );
  });

  it("gives the width, and the width that looks sharp, when the picture is narrower", () => {
    expect(describeUpload({ width: 1, bytes: 669, uploadedBytes: 669 })).toBe(
      "Picture ready: 669 bytes stored (uploaded 669 bytes). It is 1 pixel wide and may look blurred here: 1,280 or more looks sharp.",
    );
    expect(describeUpload({ width: 400, bytes: 20_480, uploadedBytes: 30_720 }, 640)).toBe(
      "Picture ready: 20 KB stored (uploaded 30 KB). It is 400 pixels wide and may look blurred here: 640 or more looks sharp.",
    );
    expect(describeUpload({ width: 640, bytes: 20_480, uploadedBytes: 30_720 }, 640)).toBe(
      "Picture ready: 20 KB stored (uploaded 30 KB).",
    );
  });
});
