import { lazy } from "react";
import { ClientOnly } from "@/lib/client-only";
import { useToastsUsed } from "./toast-signal";

const ToastHost = lazy(() => import("./ToastList").then((m) => ({ default: m.ToastHost })));

/**
 * Where toasts show, on every page: rendered by the document, so a toast outlives the page that
 * created it (sign-up's "User Created successfully" on the home page it leads to). Its code, with
 * Chakra UI, loads only once a page has loaded the toaster (toaster.tsx); toasts created before
 * it arrives are kept by the store and shown then. Public pages never load it.
 */
export function Toasts() {
  return useToastsUsed() ? (
    <ClientOnly>
      <ToastHost />
    </ClientOnly>
  ) : null;
}
