/**
 * Turns a chosen image file into an inline data URL small enough for a Firestore document:
 * scaled to at most `maxWidth` pixels wide and re-encoded as WebP (JPEG where WebP encoding is not
 * available), lowering the quality until it fits `maxChars`.
 */
export class NotAnImageError extends Error {
  constructor() {
    super("This file is not an image. Choose a PNG, JPEG, WebP or GIF file.");
    this.name = "NotAnImageError";
  }
}

export class ImageTooLargeError extends Error {
  constructor() {
    super("This image cannot be made small enough. Choose a smaller image.");
    this.name = "ImageTooLargeError";
  }
}

const ACCEPTED = ["image/png", "image/jpeg", "image/webp", "image/gif"];

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new NotAnImageError());
    };
    image.src = url;
  });
}

export interface CompressOptions {
  /** The widest the image may be, in pixels. */
  maxWidth?: number;
  /** The longest the data URL may be, in characters (the field's limit). */
  maxChars?: number;
}

export async function compressImage(
  file: File,
  { maxWidth = 1200, maxChars = 700_000 }: CompressOptions = {},
): Promise<string> {
  if (!ACCEPTED.includes(file.type)) throw new NotAnImageError();
  const image = await loadImage(file);
  let width = Math.min(maxWidth, image.naturalWidth || maxWidth);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const height = Math.max(
      1,
      Math.round((width / (image.naturalWidth || width)) * (image.naturalHeight || width)),
    );
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new NotAnImageError();
    context.drawImage(image, 0, 0, width, height);
    for (const quality of [0.85, 0.7, 0.55]) {
      let url = canvas.toDataURL("image/webp", quality);
      if (!url.startsWith("data:image/webp")) url = canvas.toDataURL("image/jpeg", quality);
      if (url.length <= maxChars) return url;
    }
    width = Math.round(width * 0.7);
  }
  throw new ImageTooLargeError();
}
