import { useEffect, useRef, useState } from "react";
import { UploadCancelled, uploadImage, type UploadOptions } from "./api";

/**
 * A form's picture uploads: whether any runs (the form holds its Save button meanwhile), and
 * `resetKey`, which `clear()` changes to empty the file inputs once the form is reset.
 */
export function useUploads() {
  const [running, setRunning] = useState(0);
  const [resetKey, setResetKey] = useState(0);
  const onBusyChange = (busy: boolean) =>
    setRunning((count) => Math.max(0, count + (busy ? 1 : -1)));
  const clear = () => setResetKey((key) => key + 1);
  return { uploading: running > 0, onBusyChange, resetKey, clear };
}

export type Uploads = ReturnType<typeof useUploads>;

/**
 * One picture upload at a time: `start` resolves to the stored picture, or null when `cancel()`
 * stopped it (or the form went away), and rejects with an Error saying why not.
 */
export function useUpload(onBusyChange?: (busy: boolean) => void) {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const start = async (file: File, options: Omit<UploadOptions, "signal"> = {}) => {
    const controller = new AbortController();
    running.current = controller;
    onBusyChange?.(true);
    try {
      return await uploadImage(file, { ...options, signal: controller.signal });
    } catch (failure) {
      if (failure instanceof UploadCancelled) return null;
      throw failure instanceof Error ? failure : new Error("This picture cannot be used.");
    } finally {
      if (running.current === controller) running.current = null;
      onBusyChange?.(false);
    }
  };
  return { start, cancel: () => running.current?.abort() };
}
