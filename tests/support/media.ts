/** Uploading pictures (POST /api/images) and reading them back (GET /media/...) on the emulators. */
import { request } from "node:http";
import sharp from "sharp";
import { URLS } from "../../scripts/lib/config.ts";
import type { UploadedImage } from "../../functions/src/shared/images.ts";
import type { ApiResponse } from "./api.ts";

/** The Accept header Chromium sends for an `<img>`. */
export const BROWSER_IMAGE_ACCEPT =
  "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * Uploads `bytes` as a picture through Hosting (as the web app does), with the caller's token.
 * Each upload has a connection of its own (node:http, no agent): a server may close a connection
 * after refusing a large body, and a pooled one would then fail the next request that reuses it.
 */
export async function uploadImage(
  bytes: Uint8Array,
  {
    token,
    contentType = "image/png",
    base = URLS.hosting,
  }: { token?: string; contentType?: string; base?: string } = {},
): Promise<ApiResponse & { image: UploadedImage | null }> {
  const url = new URL(`${base}/api/images`);
  const { status, headers, text } = await new Promise<{
    status: number;
    headers: Headers;
    text: string;
  }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": contentType,
          "content-length": String(bytes.byteLength),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === "string") headers.set(name, value);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString("utf8"),
          });
        });
      },
    );
    req.on("error", reject);
    req.end(bytes);
  });
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  const image = status === 200 || status === 201 ? (body as UploadedImage) : null;
  return { status, headers, body, image };
}

export interface Fetched {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** GETs a picture path (`/media/...`) through Hosting, with an Accept header. */
export async function fetchMedia(path: string, accept = BROWSER_IMAGE_ACCEPT): Promise<Fetched> {
  const res = await fetch(`${URLS.hosting}${path}`, { headers: { accept } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * How different two pictures look: the mean absolute difference of their pixels (0-255), both
 * scaled to `size` x `size` RGB. Re-encoding a photo gives a few units; different pictures, tens.
 */
export async function pictureDistance(a: Uint8Array, b: Uint8Array, size = 64): Promise<number> {
  const pixels = (bytes: Uint8Array) =>
    sharp(bytes)
      .flatten({ background: "#ffffff" })
      .resize(size, size, { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer();
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}
