import { useCallback, useState } from "react";

/**
 * Whether any of a form's pictures is still uploading (each ImagePicker reports through
 * `onBusyChange`), so that the form holds its Save button until every upload has settled.
 */
export function useUploadsRunning(): { uploading: boolean; onBusyChange: (busy: boolean) => void } {
  const [running, setRunning] = useState(0);
  const onBusyChange = useCallback(
    (busy: boolean) => setRunning((count) => Math.max(0, count + (busy ? 1 : -1))),
    [],
  );
  return { uploading: running > 0, onBusyChange };
}
