import { RouterProvider, type createBrowserRouter } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { AppProviders } from "./providers";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app around a data router: a browser router in the page, a memory one when pre-rendering. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>
  );
}
