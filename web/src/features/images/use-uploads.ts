import { useEffect, useRef, useState } from "react";
import { UploadCancelled, uploadImage, type UploadOptions } from "./api";

/** `clear()` changes `resetKey`, which empties the file inputs once the form is reset. */
export function useUploads() {
  const [running, setRunning] = useState(0);
  const [resetKey, setResetKey] = useState(0);
  const onBusyChange = (busy: boolean) =>
    setRunning((count) => Math.max(0, count + (busy ? 1 : -1)));
  const clear = () => setResetKey((key) => key + 1);
  return { uploading: running > 0, onBusyChange, resetKey, clear };
}

export type Uploads = ReturnType<typeof useUploads>;

/** `start` resolves to null when cancelled (or the form went away). */
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
