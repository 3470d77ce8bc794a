import { lazy } from "react";
import { createToaster } from "@chakra-ui/react";
import { ClientOnly } from "@/lib/client-only";

/** The app's notifications (the old site's alerts). */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true });

const ToastList = lazy(() => import("./ToastList").then((m) => ({ default: m.ToastList })));

/**
 * Where toasts show. Its code loads after the page is interactive; toasts created before that
 * are kept by the store and shown when it arrives.
 */
export function Toaster() {
  return (
    <ClientOnly>
      <ToastList />
    </ClientOnly>
  );
}
