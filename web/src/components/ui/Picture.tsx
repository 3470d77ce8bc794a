import type { ComponentPropsWithoutRef } from "react";
import { imageAttributes } from "@shared/images";

/** "lazy" below the first viewport, "eager" in it, "priority" for the page's LCP picture. */
type PictureLoad = "lazy" | "eager" | "priority";

type ImgProps = ComponentPropsWithoutRef<"img">;

interface PictureProps extends Omit<
  ImgProps,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority" | "alt"
> {
  /** A stored picture's reference (`/media/<id>`), or anything else an `<img src>` shows. */
  value: string;
  /** How wide the layout shows it (config/picture-sizes.ts), so the browser picks a width. */
  sizes: string;
  alt: string;
  /** The size to state for a picture of unknown size (not a stored one): the layout's shape. */
  fallbackSize?: { width: number; height: number };
  load?: PictureLoad;
}

/** An `<img>` of a stored picture, with its widths and size; any other picture as it is. */
export function Picture({ value, sizes, fallbackSize, load = "lazy", alt, ...rest }: PictureProps) {
  const { src, srcSet, sizes: shownSizes, width, height } = imageAttributes(value, sizes);
  const size = width && height ? { width, height } : fallbackSize;
  return (
    <img
      {...rest}
      src={src}
      {...(srcSet ? { srcSet, sizes: shownSizes } : {})}
      {...size}
      {...(load === "lazy" ? { loading: "lazy" } : {})}
      // The LCP picture is painted as soon as it is decoded; the others need not hold up a frame.
      {...(load === "priority" ? { fetchPriority: "high" } : { decoding: "async" })}
      alt={alt}
    />
  );
}
