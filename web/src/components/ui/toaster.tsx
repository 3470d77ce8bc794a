import { createToaster } from "@chakra-ui/react";
import { island } from "@/lib/island";

/** The app's notifications (the old site's alerts). */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true });

const Nothing = () => null;

/**
 * Where toasts show. Its code loads after the page is interactive; toasts created before that
 * are kept by the store and shown when it arrives.
 */
export const Toaster = island(() => import("./ToastList").then((m) => m.ToastList), Nothing);
