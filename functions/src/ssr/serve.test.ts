import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeBody } from "./serve";

const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Bluepeak</p>".repeat(500)}</body></html>`,
);

describe("encodeBody", () => {
  it("sends Brotli when the client takes it, as browsers do", () => {
    const { body, encoding } = encodeBody(page, "gzip, deflate, br, zstd");
    expect(encoding).toBe("br");
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).equals(page)).toBe(true);
  });

  it("sends gzip to a client that takes gzip but not Brotli", () => {
    for (const header of ["gzip", "gzip, deflate", "br;q=0, gzip;q=0.8", "GZIP"]) {
      const { body, encoding } = encodeBody(page, header);
      expect(encoding, header).toBe("gzip");
      expect(gunzipSync(body).equals(page), header).toBe(true);
    }
  });

  it("sends the page as it is to a client that takes neither, and a small body always", () => {
    for (const header of [undefined, "", "identity", "deflate", "br;q=0, gzip;q=0.0"]) {
      expect(encodeBody(page, header), String(header)).toEqual({ body: page });
    }
    const small = Buffer.from("Found");
    expect(encodeBody(small, "br")).toEqual({ body: small });
  });
});
