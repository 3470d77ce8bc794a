import { externalStore } from "@/lib/external-store";

/** Whether the toaster has loaded: only then does the document load toast code. */
let used = false;
const store = externalStore(() => used, false);

export function markToastsUsed(): void {
  used = true;
  store.changed();
}

export const useToastsUsed = store.useValue;
