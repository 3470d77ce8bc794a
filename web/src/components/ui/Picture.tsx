import type { ComponentPropsWithoutRef } from "react";
import { imageAttributes } from "@shared/images";

/** "lazy" below the first viewport, "eager" in it, "priority" for the page's LCP picture. */
type PictureLoad = "lazy" | "eager" | "priority";

type ImgProps = ComponentPropsWithoutRef<"img">;

interface PictureProps extends Omit<
  ImgProps,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority" | "alt"
> {
  /** A stored picture's reference (`/media/<id>`), or any `<img src>`. */
  value: string;
  /** config/picture-sizes.ts */
  sizes: string;
  alt: string;
  /** For a picture of unknown size (not a stored one): the layout's shape. */
  fallbackSize?: { width: number; height: number };
  load?: PictureLoad;
}

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
