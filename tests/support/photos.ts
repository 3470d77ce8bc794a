/**
 * Pictures made at test time (nothing binary is committed): photo-like images with the detail of a
 * real photograph (smooth shapes plus sensor-like noise, which compresses as badly as a photo
 * does), a phone photo with EXIF (camera, GPS position, rotation), and hostile files: text named
 * .png, an oversized file, a decompression bomb. Used by the tests, the bench and its data set.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Changes the picture (its colours and shapes), so that each seed is a different photo. */
  seed?: number;
}

function rng(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** A photo-like scene: gradients and soft shapes, drawn small and scaled up, plus fine noise. */
async function scene({ width = 1600, height = 1200, seed = 1 }: PhotoOptions): Promise<Sharp> {
  const random = rng(seed);
  const hue = () => Math.floor(random() * 255);
  const w = Math.max(8, Math.round(width / 8));
  const h = Math.max(8, Math.round(height / 8));
  const blobs = Array.from({ length: 14 }, () => {
    const cx = Math.round(random() * w);
    const cy = Math.round(random() * h);
    const r = Math.round((0.08 + random() * 0.25) * Math.min(w, h));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="rgb(${hue()},${hue()},${hue()})" fill-opacity="0.55"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="rgb(${hue()},${hue()},${hue()})"/>
      <stop offset="1" stop-color="rgb(${hue()},${hue()},${hue()})"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${blobs}</svg>`;
  const base = await sharp(Buffer.from(svg))
    .removeAlpha()
    .resize(width, height, { kernel: "cubic" })
    .blur(1.5)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: "gaussian", mean: 128, sigma: 18 },
      background: "#808080",
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pixels = await sharp(base)
    .composite([{ input: noise, blend: "soft-light" }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A photo-like JPEG (quality 92, as a camera saves), with no metadata. */
export async function photoJpeg(options: PhotoOptions = {}): Promise<Buffer> {
  return (await scene(options)).jpeg({ quality: 92 }).toBuffer();
}

/** A photo-like PNG (lossless: about four times the JPEG's size). */
export async function photoPng(options: PhotoOptions = {}): Promise<Buffer> {
  return (await scene(options)).png().toBuffer();
}

/** A photo-like WebP. */
export async function photoWebp(options: PhotoOptions = {}): Promise<Buffer> {
  return (await scene(options)).webp({ quality: 85 }).toBuffer();
}

/** A PNG with real transparency: a coloured disc on a transparent square. */
export async function transparentPng(size = 400): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#1e6fd9"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const PHONE_CAMERA = { Make: "ExamplePhone", Model: "Pro 15" };
export const PHONE_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "48/1 51/1 2400/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "2/1 21/1 0/1",
};

/**
 * A phone photo: a landscape-stored JPEG whose EXIF says to show it turned 90 degrees (Orientation
 * 6, as phones save portrait photos), with the camera's make and model and a GPS position.
 * Shown upright it is `height` wide and `width` tall.
 */
export async function phonePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  return (await scene({ width: 2000, height: 1500, ...options }))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: PHONE_CAMERA, IFD3: PHONE_GPS })
    .toBuffer();
}

/** True when `bytes` carries EXIF with a GPS position (the GPSInfo tag, 0x8825). */
export async function hasGpsExif(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** Text in a file named like a picture. */
export function textNamedPng(): Buffer {
  return Buffer.from("This is a text file, renamed photo.png.\n".repeat(20));
}

/** A real JPEG padded to `megabytes` MB (a camera's file, too large to accept). */
export async function oversizedJpeg(megabytes = 30): Promise<Buffer> {
  const jpeg = await photoJpeg({ width: 800, height: 600 });
  // Bytes after the JPEG's end marker are ignored by decoders: a valid picture of that size.
  return Buffer.concat([jpeg, Buffer.alloc(megabytes * 1024 * 1024 - jpeg.length, 0)]);
}

/**
 * A decompression bomb: a PNG of about 60 KB that decodes to `side` x `side` pixels (20000 x 20000:
 * 400 megapixels, 1.6 GB of memory as RGBA). Written by hand (a 1-bit greyscale image of zeros) so
 * that making it takes milliseconds.
 */
export function decompressionBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
