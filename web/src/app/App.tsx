import { RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { AppProviders } from "./providers";
import { router } from "./router";

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>
  );
}
