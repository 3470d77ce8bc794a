/**
 * Uploading pictures through Hosting (POST /api/images) and reading them back (GET /media/...),
 * on the emulators: photos in each accepted format are stored once, served upright in each width,
 * as AVIF, WebP or JPEG by Accept, without their metadata, with immutable cache headers; hostile
 * files are refused with a message and nothing is stored; only verified accounts upload, and
 * customers within their hourly budget.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../../scripts/lib/config.ts";
import { adminDb, createAccount, idToken } from "../../../tests/support/admin.ts";
import { fetchMedia, pictureDistance, uploadImage } from "../../../tests/support/media.ts";
import {
  decompressionBomb,
  hasGpsExif,
  oversizedJpeg,
  phonePhoto,
  photoJpeg,
  photoPng,
  photoWebp,
  textNamedPng,
  transparentPng,
} from "../../../tests/support/photos.ts";
import {
  DEFAULT_WIDTH,
  parseMediaRef,
  variantUrl,
  variantWidths,
  type UploadedImage,
} from "../shared/images";
import { RATE_LIMITS } from "../shared/limits";
import { COLLECTIONS } from "../shared/registry";

let adminToken = "";
let customerToken = "";
let customerUid = "";
let unverifiedToken = "";

const imageCount = async () =>
  (await adminDb().collection(COLLECTIONS.images).count().get()).data().count;

beforeAll(async () => {
  const [admin, customer, unverified] = await Promise.all([
    createAccount("media-admin", { admin: true }),
    createAccount("media-customer"),
    createAccount("media-unverified", { verified: false }),
  ]);
  [adminToken, customerToken, unverifiedToken] = await Promise.all([
    idToken(admin),
    idToken(customer),
    idToken(unverified),
  ]);
  customerUid = customer.uid;
});

afterAll(async () => {
  await adminDb().doc(`users/${customerUid}/limits/images`).delete();
});

async function uploaded(bytes: Buffer, contentType: string): Promise<UploadedImage> {
  const res = await uploadImage(bytes, { token: adminToken, contentType });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.image).not.toBeNull();
  return res.image as UploadedImage;
}

describe("accepted pictures", () => {
  const cases: [string, () => Promise<Buffer>, string][] = [
    ["PNG", () => photoPng({ width: 900, height: 600, seed: 11 }), "image/png"],
    ["JPEG", () => photoJpeg({ width: 2400, height: 1600, seed: 12 }), "image/jpeg"],
    ["WebP", () => photoWebp({ width: 700, height: 700, seed: 13 }), "image/webp"],
  ];

  it.each(cases)("a %s is stored and served in each width and format", async (_, make, type) => {
    const bytes = await make();
    const source = await sharp(bytes).metadata();
    const image = await uploaded(bytes, type);
    const ref = parseMediaRef(image.src);
    if (!ref) throw new Error(`not a reference: ${image.src}`);
    // Scaled to fit 1600 pixels a side, never enlarged; the reference names the size.
    const scale = Math.min(1, 1600 / Math.max(source.width, source.height));
    expect(image.width).toBe(Math.round(source.width * scale));
    expect(ref.width).toBe(image.width);
    expect(ref.height).toBe(image.height);

    for (const w of variantWidths(ref.width)) {
      const [avif, webp, jpeg] = await Promise.all([
        fetchMedia(variantUrl(ref, w), "image/avif,image/webp,*/*"),
        fetchMedia(variantUrl(ref, w), "image/webp,*/*"),
        fetchMedia(variantUrl(ref, w), "*/*"),
      ]);
      for (const [res, format] of [
        [avif, "heif"],
        [webp, "webp"],
        [jpeg, "jpeg"],
      ] as const) {
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("vary")).toMatch(/accept/i);
        const meta = await sharp(res.bytes).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(w);
        expect(meta.exif).toBeUndefined();
      }
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
      // The same picture as the upload.
      expect(await pictureDistance(bytes, webp.bytes)).toBeLessThan(12);
    }
    // The reference itself is a picture (what the REST API's img fields hold).
    const plain = await fetchMedia(image.src);
    expect(plain.status).toBe(200);
    expect((await sharp(plain.bytes).metadata()).width).toBe(Math.min(ref.width, DEFAULT_WIDTH));
  });

  it("a phone photo is turned upright and loses its EXIF, GPS position included", async () => {
    const bytes = await phonePhoto({ seed: 14 });
    expect(await hasGpsExif(bytes)).toBe(true);
    const image = await uploaded(bytes, "image/jpeg");
    // Stored 2000 x 1500 with Orientation 6: shown upright it is 1500 x 2000, scaled to fit 1600.
    expect([image.width, image.height]).toEqual([1200, 1600]);
    const ref = parseMediaRef(image.src);
    if (!ref) throw new Error(`not a reference: ${image.src}`);
    for (const accept of ["image/avif", "image/webp", "image/jpeg"]) {
      const res = await fetchMedia(variantUrl(ref, 1200), accept);
      const meta = await sharp(res.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(await hasGpsExif(res.bytes)).toBe(false);
      expect(res.bytes.includes(Buffer.from("ExamplePhone"))).toBe(false);
    }
  });

  it("a picture with transparency keeps it, as PNG for a browser without AVIF or WebP", async () => {
    const image = await uploaded(await transparentPng(), "image/png");
    const ref = parseMediaRef(image.src);
    if (!ref) throw new Error(`not a reference: ${image.src}`);
    const res = await fetchMedia(image.src, "image/jpeg,image/png;q=0.9");
    expect(res.headers.get("content-type")).toBe("image/png");
    const { isOpaque } = await sharp(res.bytes).stats();
    expect(isOpaque).toBe(false);
  });

  it("the same file uploaded again is the same picture, stored once", async () => {
    const bytes = await photoJpeg({ width: 640, height: 480, seed: 15 });
    const first = await uploadImage(bytes, { token: adminToken, contentType: "image/jpeg" });
    const before = await imageCount();
    const second = await uploadImage(bytes, { token: adminToken, contentType: "image/jpeg" });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.image?.src).toBe(first.image?.src);
    expect(await imageCount()).toBe(before);
  });
});

describe("refused uploads store nothing", () => {
  const refusals: [string, () => Promise<Buffer> | Buffer, string, number, RegExp][] = [
    ["a text file named .png", textNamedPng, "image/png", 400, /not a picture we can use/],
    ["a 30 MB file", () => oversizedJpeg(30), "image/jpeg", 413, /at most 20 MB/],
    ["a decompression bomb", () => decompressionBomb(), "image/png", 422, /400 megapixels/],
    ["an empty body", () => Buffer.alloc(0), "image/png", 400, /picture file/],
  ];

  it.each(refusals)("%s", async (_, make, type, status, message) => {
    const bytes = await make();
    const before = await imageCount();
    const res = await uploadImage(bytes, { token: adminToken, contentType: type });
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect((res.body as { detail: string }).detail).toMatch(message);
    expect(await imageCount()).toBe(before);
  });

  it("without a token, 401; an unverified account, 403", async () => {
    const bytes = await photoJpeg({ width: 320, height: 240, seed: 16 });
    const before = await imageCount();
    expect((await uploadImage(bytes)).status).toBe(401);
    const unverified = await uploadImage(bytes, { token: unverifiedToken });
    expect(unverified.status).toBe(403);
    expect((unverified.body as { detail: string }).detail).toMatch(/Verify your email address/);
    expect(await imageCount()).toBe(before);
  });

  it("a customer uploads within the hourly budget, then gets 429", async () => {
    await adminDb()
      .doc(`users/${customerUid}/limits/images`)
      .set({ windowStart: new Date(), count: RATE_LIMITS.imageUploadsPerHour - 1 });
    const bytes = () => photoJpeg({ width: 320, height: 240, seed: Math.random() * 1e9 });
    const last = await uploadImage(await bytes(), { token: customerToken });
    expect(last.status).toBe(201);
    const before = await imageCount();
    const refused = await uploadImage(await bytes(), { token: customerToken });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((refused.body as { detail: string }).detail).toMatch(/uploaded 20 pictures/);
    expect(await imageCount()).toBe(before);
  });
});

describe("reading pictures", () => {
  it("an unknown picture or width is 404 problem+json; other methods 405", async () => {
    const image = await uploaded(
      await photoJpeg({ width: 500, height: 400, seed: 17 }),
      "image/jpeg",
    );
    const ref = parseMediaRef(image.src);
    if (!ref) throw new Error(`not a reference: ${image.src}`);
    for (const path of [
      `${image.src}/640`, // wider than the picture
      `${image.src}/321`, // not one of its widths
      `/media/${"0".repeat(24)}-500x400`,
      "/media/not-a-picture",
    ]) {
      const res = await fetchMedia(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    }
    const post = await fetch(`${URLS.hosting}${image.src}`, {
      method: "POST",
      body: "x",
    });
    expect(post.status).toBe(405);
  });

  it("a repeated request with the ETag gets 304", async () => {
    const image = await uploaded(
      await photoJpeg({ width: 400, height: 300, seed: 18 }),
      "image/jpeg",
    );
    const first = await fetchMedia(image.src);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${URLS.hosting}${image.src}`, {
      headers: { accept: "image/avif,image/webp,*/*", "if-none-match": etag ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
