/**
 * An uploaded picture, checked from its header before anything is decoded (a "decompression
 * bomb" is a small file that claims a huge picture), then turned upright, scaled and encoded
 * afresh with sharp (docs/pictures.md). No metadata survives: sharp writes none unless asked.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  variantHeight,
  variantName,
  variantWidths,
  type ServedFormat,
  type StoredPicture,
} from "../shared/images";

/** Changes when the encoding changes, so a re-upload after that is a new picture. */
const PROCESSING_VERSION = "v1";

/** The largest stored variant: a Firestore document holds at most 1 MiB, with its fields. */
export const MAX_VARIANT_BYTES = 1_000_000;

/** An upload refused: the HTTP status to answer with and a message for the person uploading. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = "ImageRejected";
  }
}

export const NOT_AN_IMAGE =
  "This file is not a picture we can use. Choose a PNG, JPEG, WebP, GIF or AVIF image.";

const MB = 1024 * 1024;

interface ProcessedVariant {
  name: string;
  width: number;
  format: ServedFormat;
  data: Buffer;
}

/** A picture as `images/{hash}` stores it, with its variants encoded but not written yet. */
export interface ProcessedImage extends Omit<StoredPicture, "variants" | "bytes" | "createdBy"> {
  variants: ProcessedVariant[];
}

/** The hash that names an upload (see shared/images.ts). */
export function uploadHash(bytes: Uint8Array): string {
  return createHash("sha256")
    .update(PROCESSING_VERSION)
    .update("\0")
    .update(bytes)
    .digest("hex")
    .slice(0, 24);
}

/** The upload's format, when it is one we take: AVIF arrives as HEIF with the AV1 codec. */
function acceptedFormat(metadata: Metadata): string | null {
  const { format } = metadata;
  if (format === "png" || format === "jpeg" || format === "webp" || format === "gif") return format;
  if (format === "heif") return metadata.compression === "av1" ? "avif" : null;
  return null;
}

/** Checks an upload's size, format and dimensions without decoding its pixels. */
export async function inspectUpload(
  bytes: Uint8Array,
): Promise<{ format: string; width: number; height: number }> {
  if (bytes.byteLength === 0) throw new ImageRejected(400, "The file is empty.");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new ImageRejected(
      413,
      `The file is ${(bytes.byteLength / MB).toFixed(1)} MB; pictures may be at most ${MAX_UPLOAD_BYTES / MB} MB.`,
    );
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(400, NOT_AN_IMAGE);
  }
  const format = acceptedFormat(metadata);
  if (!format) {
    throw new ImageRejected(
      400,
      metadata.format === "heif"
        ? "HEIC photos cannot be used. Choose a JPEG (most phones can share a photo as JPEG), PNG or WebP."
        : NOT_AN_IMAGE,
    );
  }
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejected(400, NOT_AN_IMAGE);
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw new ImageRejected(
      422,
      `The picture is ${width} x ${height} pixels (${((width * height) / 1e6).toFixed(0)} megapixels); pictures may have at most ${MAX_UPLOAD_PIXELS / 1e6} megapixels.`,
    );
  }
  return { format, width, height };
}

interface Master {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** The upright picture, scaled to fit MAX_IMAGE_SIDE, as raw sRGB pixels (alpha only if used). */
async function decode(bytes: Uint8Array): Promise<Master> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_UPLOAD_PIXELS,
      failOn: "error",
    })
      .autoOrient()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels === 4 || info.channels === 2 ? 4 : 3;
    const raw = { width: info.width, height: info.height, channels: info.channels };
    let pixels = data;
    if (info.channels !== channels) {
      pixels = await sharp(data, { raw }).toColourspace("srgb").ensureAlpha().raw().toBuffer();
    }
    if (channels === 4) {
      const { isOpaque } = await sharp(pixels, { raw: { ...raw, channels: 4 } }).stats();
      if (isOpaque) {
        const rgb = await sharp(pixels, { raw: { ...raw, channels: 4 } })
          .removeAlpha()
          .raw()
          .toBuffer();
        return { pixels: rgb, width: info.width, height: info.height, channels: 3 };
      }
    }
    return { pixels, width: info.width, height: info.height, channels };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected(400, "The picture could not be read: the file may be damaged.");
  }
}

/** Encoder settings per format, from the best quality tried first to the least. */
const QUALITIES: Record<ServedFormat, number[]> = {
  avif: [50, 40, 30],
  webp: [78, 65, 50],
  jpeg: [80, 68, 55],
  png: [100, 80, 60],
};

function encoder(image: Sharp, format: ServedFormat, quality: number): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality, effort: 2 });
    case "webp":
      return image.webp({ quality, effort: 4 });
    case "jpeg":
      return image.jpeg({ quality, mozjpeg: true });
    case "png":
      // Below 100, a palette (lossy, much smaller for photographs with transparency).
      return image.png(quality < 100 ? { palette: true, quality, effort: 7 } : { effort: 7 });
  }
}

async function encodeVariant(
  master: Master,
  width: number,
  format: ServedFormat,
): Promise<ProcessedVariant> {
  const raw = { width: master.width, height: master.height, channels: master.channels };
  for (const quality of QUALITIES[format]) {
    let image = sharp(master.pixels, { raw });
    if (width !== master.width) {
      image = image.resize({ width, height: variantHeight(master, width), fit: "fill" });
    }
    const data = await encoder(image, format, quality).toBuffer();
    if (data.byteLength <= MAX_VARIANT_BYTES) {
      return { name: variantName(width, format), width, format, data };
    }
  }
  throw new ImageRejected(
    422,
    "The picture has too much fine detail to store at a usable size. Choose another picture or a smaller one.",
  );
}

export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const { format: sourceFormat } = await inspectUpload(bytes);
  const master = await decode(bytes);
  const fallback = master.channels === 4 ? "png" : "jpeg";
  const formats: ServedFormat[] = ["avif", "webp", fallback];
  const variants = await Promise.all(
    variantWidths(master.width).flatMap((width) =>
      formats.map((format) => encodeVariant(master, width, format)),
    ),
  );
  return {
    hash: uploadHash(bytes),
    width: master.width,
    height: master.height,
    fallback,
    sourceFormat,
    uploadedBytes: bytes.byteLength,
    variants,
  };
}
