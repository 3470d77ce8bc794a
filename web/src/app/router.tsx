import { createBrowserRouter } from "react-router-dom";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { RequireAuth } from "@/features/auth/components/RequireAuth";

/** Route table (spec section 2). Pages load on demand. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import("@/pages/HomePage")).HomePage }),
      },
      {
        path: "home",
        lazy: async () => ({ Component: (await import("@/pages/HomePage")).HomePage }),
      },
      {
        path: "services",
        lazy: async () => ({ Component: (await import("@/pages/ServicesPage")).ServicesPage }),
      },
      {
        path: "services/services/:id",
        lazy: async () => {
          const { ServiceDetailPage } = await import("@/pages/ServiceDetailPage");
          return {
            Component: () => (
              <RequireAuth>
                <ServiceDetailPage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: "login",
        lazy: async () => ({ Component: (await import("@/pages/LoginPage")).LoginPage }),
      },
      {
        path: "signUp",
        lazy: async () => ({ Component: (await import("@/pages/SignUpPage")).SignUpPage }),
      },
      {
        path: "*",
        lazy: async () => ({ Component: (await import("@/pages/NotFoundPage")).NotFoundPage }),
      },
    ],
  },
]);
