/** POST /api/images, with XHR: only XHR reports upload progress. */
import { isMediaRef, MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadedImage } from "@shared/images";
import { apiHeaders } from "@/lib/backend";

export type { UploadedImage };

export class UploadCancelled extends Error {
  constructor() {
    super("The upload was cancelled.");
    this.name = "UploadCancelled";
  }
}

const TYPE_NAMES = "PNG, JPEG, WebP, GIF or AVIF";

/** "240 KB", "3.4 MB": a size as people read it (1 KB = 1024 bytes, as the server counts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
}

function isUploadType(type: string): type is (typeof UPLOAD_TYPES)[number] {
  return (UPLOAD_TYPES as readonly string[]).includes(type);
}

export function uploadProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  if (!isUploadType(file.type)) {
    return `${file.name} is not a picture this site can use. Choose a ${TYPE_NAMES} file.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose another file.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; pictures may be at most ${formatBytes(MAX_UPLOAD_BYTES)}. Choose a smaller file.`;
  }
  return null;
}

export function isUploadedImage(value: unknown): value is UploadedImage {
  if (typeof value !== "object" || value === null) return false;
  const { src, width, height, bytes, uploadedBytes } = value as Record<string, unknown>;
  return (
    typeof src === "string" &&
    isMediaRef(src) &&
    [width, height, bytes, uploadedBytes].every(
      (n) => typeof n === "number" && Number.isFinite(n) && n >= 0,
    )
  );
}

const FALLBACK: Record<number, string> = {
  401: "Sign in again to upload pictures.",
  403: "Your account may not upload pictures.",
  413: `The file is too large; pictures may be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`,
  429: "You have uploaded many pictures in the last hour. Try again later.",
};

/** The body as JSON, or null when it is not (a proxy's error page). */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

export function refusalMessage(status: number, body: string): string {
  const problem = parsed(body);
  if (typeof problem === "object" && problem !== null && "detail" in problem) {
    const { detail } = problem;
    if (typeof detail === "string" && detail.trim()) return detail;
  }
  return FALLBACK[status] ?? `The picture could not be uploaded (HTTP ${status}). Try again.`;
}

export interface UploadOptions {
  onProgress?: (progress: { loaded: number; total: number }) => void;
  /** Called once every byte is sent: the server is now re-encoding the picture. */
  onSent?: () => void;
  signal?: AbortSignal;
}

export async function uploadImage(
  file: File,
  { onProgress, onSent, signal }: UploadOptions = {},
): Promise<UploadedImage> {
  const problem = uploadProblem(file);
  if (problem) throw new Error(problem);
  const headers = await apiHeaders();
  if (!headers) throw new Error(FALLBACK[401]);
  if (signal?.aborted) throw new UploadCancelled();

  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open("POST", "/api/images");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("content-type", file.type);
    // Upload listeners must be in place before send(), or the browser reports no progress.
    xhr.upload.addEventListener("progress", (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    });
    xhr.upload.addEventListener("load", () => onSent?.());
    xhr.addEventListener("load", () => {
      signal?.removeEventListener("abort", abort);
      if (xhr.status === 200 || xhr.status === 201) {
        const body = parsed(xhr.responseText);
        if (isUploadedImage(body)) resolve(body);
        else reject(new Error("The server's answer was not understood. Try again."));
        return;
      }
      reject(new Error(refusalMessage(xhr.status, xhr.responseText)));
    });
    xhr.addEventListener("error", () => {
      signal?.removeEventListener("abort", abort);
      reject(new Error("The picture could not be sent. Check the connection and try again."));
    });
    xhr.addEventListener("abort", () => reject(new UploadCancelled()));
    signal?.addEventListener("abort", abort, { once: true });
    xhr.send(file);
  });
}
