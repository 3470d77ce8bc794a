/**
 * Pictures as files (ADR 010, docs/pictures.md): a stored picture is named by its path on this
 * site, `/media/<hash>-<width>x<height>` (24 hex digits of the upload's SHA-256, and its size, so a
 * page can give `width`/`height` and a `srcset` without reading anything else). No dependencies:
 * shared by the web app, the functions and the tests.
 */

/** The widths a picture is stored in (those below its own width, and its own width). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** The longest side a stored picture has: larger uploads are scaled down to fit. */
export const MAX_IMAGE_SIDE = 1600;

/** The width `/media/<id>` answers with (or the picture's own width when smaller). */
export const DEFAULT_WIDTH = 960;

/** A phone's photo is 2-12 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Larger uploads are refused undecoded. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** The server decides by the bytes, not by the name or type. */
export const UPLOAD_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;

/** The formats a stored picture is served in, by the request's Accept header. */
export const SERVED_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type ServedFormat = (typeof SERVED_FORMATS)[number];

export const CONTENT_TYPES: Record<ServedFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

export const MEDIA_PREFIX = "/media/";

const MEDIA_ID = /^([0-9a-f]{24})-([1-9][0-9]{0,3})x([1-9][0-9]{0,3})$/;
const MEDIA_REF = /^\/media\/([0-9a-f]{24}-[1-9][0-9]{0,3}x[1-9][0-9]{0,3})$/;

export interface MediaRef {
  /** `<hash>-<width>x<height>`: the `images` document's id. */
  id: string;
  hash: string;
  width: number;
  height: number;
  /** The reference as stored: `/media/<id>`. */
  path: string;
}

/** The picture named by `id` (`<hash>-<w>x<h>`), or null when it is not such a name. */
export function parseMediaId(id: string): MediaRef | null {
  const match = MEDIA_ID.exec(id);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return null;
  return { id, hash: match[1], width, height, path: `${MEDIA_PREFIX}${id}` };
}

/** The stored picture `value` names (`/media/<id>`), or null for any other string. */
export function parseMediaRef(value: string): MediaRef | null {
  const match = MEDIA_REF.exec(value);
  return match?.[1] ? parseMediaId(match[1]) : null;
}

export function isMediaRef(value: string): boolean {
  return parseMediaRef(value) !== null;
}

/** A stored picture's reference inside a text: `/media/<id>`, then no more of a size's digits. */
const MEDIA_REF_IN_TEXT = /\/media\/([0-9a-f]{24}-[1-9][0-9]{0,3}x[1-9][0-9]{0,3})(?![0-9])/g;

/** A character spelled as Markdown and URLs allow: `\-`, `&#45;`, `&#x2D;`, `&sol;`, `%2D`. */
const SPELLED =
  /\\([!-/:-@[-`{-~])|&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));|&sol;|%([0-9a-fA-F]{2})/g;

/** `text` with each character spelled otherwise (SPELLED) written as itself, where it is ASCII. */
function respelled(text: string): string {
  return text.replace(
    SPELLED,
    (spelled, escaped: string | undefined, hex?: string, decimal?: string, percent?: string) => {
      if (escaped !== undefined) return escaped;
      if (spelled === "&sol;") return "/";
      const code = parseInt(hex ?? percent ?? decimal ?? "", hex || percent ? 16 : 10);
      return code > 0 && code < 0x80 ? String.fromCharCode(code) : spelled;
    },
  );
}

/**
 * Every stored picture a text names, each once, wherever it is (a Markdown picture or link, a
 * width, plain text), spelled as written or escaped as Markdown or a URL allow. For the sweep,
 * which must not free a picture a text may show: one named in a code span is kept too.
 */
export function mediaRefsInText(text: string): MediaRef[] {
  const found = new Map<string, MediaRef>();
  for (const spelling of new Set([text, respelled(text)])) {
    for (const match of spelling.matchAll(MEDIA_REF_IN_TEXT)) {
      const ref = match[1] ? parseMediaId(match[1]) : null;
      if (ref && !found.has(ref.id)) found.set(ref.id, ref);
    }
  }
  return [...found.values()];
}

export function mediaId(hash: string, width: number, height: number): string {
  return `${hash}-${width}x${height}`;
}

/** The widths a picture `width` pixels wide is stored in, ascending. */
export function variantWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** The width `/media/<id>` answers with. */
export function defaultWidth(width: number): number {
  const widths = variantWidths(width);
  return widths.filter((w) => w <= DEFAULT_WIDTH).at(-1) ?? widths[0] ?? width;
}

/** The height of the picture's variant `w` pixels wide (as the server scales it). */
export function variantHeight(ref: Pick<MediaRef, "width" | "height">, w: number): number {
  return Math.max(1, Math.round((ref.height * w) / ref.width));
}

export function variantUrl(ref: MediaRef, w: number): string {
  return `${ref.path}/${w}`;
}

/** The `variants` subcollection's document id. */
export function variantName(w: number, format: ServedFormat): string {
  return `${w}.${format}`;
}

/**
 * The attributes of an `<img>` showing `value`: for a stored picture, a `srcSet` over its widths
 * and its `width` and `height` (the page keeps its place before it arrives); else only `src`.
 */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

export function imageAttributes(value: string, sizes: string): ImageAttributes {
  const ref = parseMediaRef(value);
  if (!ref) return { src: value };
  const widths = variantWidths(ref.width);
  return {
    src: variantUrl(ref, defaultWidth(ref.width)),
    srcSet: widths.map((w) => `${variantUrl(ref, w)} ${w}w`).join(", "),
    sizes,
    width: ref.width,
    height: ref.height,
  };
}

/** What POST /api/images answers; `bytes`: the stored variants' total size. */
export interface UploadedImage {
  /** The reference to store in a document: `/media/<id>`. */
  src: string;
  width: number;
  height: number;
  bytes: number;
  uploadedBytes: number;
}

/** `images/{hash}` (the registry's writer adds `createdAt` and `unreferencedSince`). */
export interface StoredPicture {
  hash: string;
  width: number;
  height: number;
  /** What a browser that takes neither AVIF nor WebP gets. */
  fallback: "jpeg" | "png";
  sourceFormat: string;
  variants: string[];
  bytes: number;
  uploadedBytes: number;
  /** Null for a picture the server stored (migration, REST data URL). */
  createdBy: string | null;
}
