import { createToaster } from "@chakra-ui/react";
import { markToastsUsed } from "./toast-signal";

/** The app's notifications (the old site's alerts); shown by Toasts (toast-host.tsx). */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true });
// Loading this module means a page may notify: the document starts showing toasts.
markToastsUsed();
