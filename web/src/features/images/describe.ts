import type { UploadedImage } from "@shared/images";
import { formatBytes } from "./api";

/** Where a picture is shown at most about 640 CSS pixels wide, on a screen of 2 device pixels. */
export const SHARP_WIDTH = 1280;

/**
 * What the agency reads once a picture is stored: that it is ready and what it weighs. Its size in
 * pixels only when it matters, below `sharpWidth` (the width from which it looks sharp where the
 * form shows it).
 */
export function describeUpload(
  image: Pick<UploadedImage, "width" | "bytes" | "uploadedBytes">,
  sharpWidth: number = SHARP_WIDTH,
): string {
  const ready = `Picture ready: ${formatBytes(image.bytes)} stored (uploaded ${formatBytes(image.uploadedBytes)}).`;
  if (image.width >= sharpWidth) return ready;
  const pixels = `${image.width.toLocaleString("en")} ${image.width === 1 ? "pixel" : "pixels"}`;
  return `${ready} It is ${pixels} wide and may look blurred here: ${sharpWidth.toLocaleString("en")} or more looks sharp.`;
}
