import { useState } from "react";

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
