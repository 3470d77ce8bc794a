import { lazy } from "react";
import { ClientOnly } from "@/lib/client-only";
import { useToastsUsed } from "./toast-signal";

const ToastHost = lazy(() => import("./ToastList").then((m) => ({ default: m.ToastHost })));

/** The document's toasts (they outlive a page), loaded once a page has loaded the toaster. */
export function Toasts() {
  return useToastsUsed() ? (
    <ClientOnly>
      <ToastHost />
    </ClientOnly>
  ) : null;
}
