import type { ComponentPropsWithoutRef } from "react";
import { imageAttributes } from "@shared/images";

/**
 * How a picture loads, by where it first shows:
 * - "lazy": below the first viewport on every screen; the browser fetches it as it nears.
 * - "eager": in the first viewport on some screen, but not the page's largest picture there.
 * - "priority": the largest picture in the first viewport (the page's LCP candidate): fetched
 *   first, before the page's other pictures (and preloaded from the server's HTML).
 */
export type PictureLoad = "lazy" | "eager" | "priority";

type ImgProps = ComponentPropsWithoutRef<"img">;

export interface PictureProps extends Omit<
  ImgProps,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority" | "alt"
> {
  /**
   * What the document holds: a stored picture's reference (`/media/<id>`), or anything else an
   * `<img src>` shows (a static `/images/*.svg`, a Google profile photo, an older data URL).
   */
  value: string;
  /**
   * How wide the layout shows the picture at each breakpoint (the `sizes` attribute), so the
   * browser picks the smallest of its widths that is sharp there: config/picture-sizes.ts.
   */
  sizes: string;
  alt: string;
  /**
   * The width and height to state for a picture whose size is not known (not a stored one): the
   * shape the layout shows it in. A stored picture states its own size.
   */
  fallbackSize?: { width: number; height: number };
  load?: PictureLoad;
}

/**
 * The attributes of an `<img>` showing `value`: for a stored picture, `src`, `srcSet` over its
 * widths, `sizes`, and its `width` and `height`, so that the page keeps its place before it
 * arrives (the CSS scales it: `height: auto` or an `aspect-ratio` with `object-fit`); for
 * anything else its `src` only, with `fallbackSize`. And how it loads.
 */
export function pictureAttributes({
  value,
  sizes,
  fallbackSize,
  load = "lazy",
}: Pick<PictureProps, "value" | "sizes" | "fallbackSize" | "load">): ImgProps {
  const { src, srcSet, sizes: shownSizes, width, height } = imageAttributes(value, sizes);
  const size = width && height ? { width, height } : fallbackSize;
  return {
    src,
    ...(srcSet ? { srcSet, sizes: shownSizes } : {}),
    ...(size ? { width: size.width, height: size.height } : {}),
    ...(load === "lazy" ? { loading: "lazy" } : {}),
    // The LCP picture is painted as soon as it is decoded; the others need not hold up a frame.
    ...(load === "priority" ? { fetchPriority: "high" } : { decoding: "async" }),
  };
}

/** An `<img>` showing a stored picture responsively (or any other picture as it is). */
export function Picture({ value, sizes, fallbackSize, load, alt, ...rest }: PictureProps) {
  return <img {...rest} {...pictureAttributes({ value, sizes, fallbackSize, load })} alt={alt} />;
}
