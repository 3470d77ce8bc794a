import { lazy } from "react";
import { ClientOnly } from "@/lib/client-only";
import { useToastsUsed } from "./toast-signal";

const ToastHost = lazy(() => import("./ToastList").then((m) => ({ default: m.ToastHost })));

/**
 * Where toasts show: rendered by the document, so a toast outlives the page that made it. Its
 * code, with Chakra UI, loads only once a page has loaded the toaster (toaster.tsx).
 */
export function Toasts() {
  return useToastsUsed() ? (
    <ClientOnly>
      <ToastHost />
    </ClientOnly>
  ) : null;
}
