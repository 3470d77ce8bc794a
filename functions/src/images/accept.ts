/**
 * Content negotiation for stored pictures: the best format the request's Accept header names.
 * Browsers that decode AVIF say so (Chromium, Firefox, Safari 16+: "image/avif,image/webp,..."),
 * older ones name WebP; a client that names neither (an email client, curl, an old REST client)
 * gets the picture's fallback, JPEG or PNG. A type with q=0 is refused by the client, so skipped.
 */
import type { ServedFormat } from "../shared/images";

/** The format served for a request's Accept header, given the picture's fallback format. */
export function negotiate(accept: string | undefined, fallback: "jpeg" | "png"): ServedFormat {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type?.trim()),
  );
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return fallback;
}
