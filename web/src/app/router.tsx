import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { PageSpinner } from "@/components/ui/PageSpinner";

interface PageOptions {
  /** RequireAuth or RequireAdmin around the page. */
  guard?: "signedIn" | "admin";
  /** The page reads Firestore through reactfire: load the SDK with it and provide it. */
  firestore?: boolean;
}

/**
 * A route whose page module loads on demand, with its guard and, for pages that read Firestore,
 * the Firestore scope. Pages without `firestore` (the pre-rendered public pages) load no
 * Firebase code with their route.
 */
function page(
  load: () => Promise<ComponentType>,
  { guard, firestore = false }: PageOptions = {},
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const [Page, Guard, Scope] = await Promise.all([
        load(),
        guard === "signedIn"
          ? import("@/features/auth/components/RequireAuth").then((m) => m.RequireAuth)
          : guard === "admin"
            ? import("@/features/dashboard/components/RequireAdmin").then((m) => m.RequireAdmin)
            : null,
        firestore ? import("@/lib/firebase/scope").then((m) => m.FirestoreScope) : null,
      ]);
      const guarded = Guard ? (
        <Guard>
          <Page />
        </Guard>
      ) : (
        <Page />
      );
      const element = Scope ? <Scope>{guarded}</Scope> : guarded;
      return { element };
    },
  };
}

const home = () => import("@/pages/HomePage").then((m) => m.HomePage);

/**
 * Route table (spec section 2). The ids name the pre-rendered pages (scripts/prerender.ts), so
 * the client knows whether the HTML it got is the page it is about to render.
 */
export const routes: RouteObject[] = [
  {
    id: "public",
    element: <PublicLayout />,
    HydrateFallback: PageSpinner,
    children: [
      { id: "home", index: true, ...page(home) },
      { id: "homeAlias", path: "home", ...page(home) },
      {
        id: "services",
        path: "services",
        ...page(() => import("@/pages/ServicesPage").then((m) => m.ServicesPage)),
      },
      {
        id: "serviceDetail",
        path: "services/services/:id",
        ...page(() => import("@/pages/ServiceDetailPage").then((m) => m.ServiceDetailPage), {
          guard: "signedIn",
          firestore: true,
        }),
      },
      {
        id: "login",
        path: "login",
        ...page(() => import("@/pages/LoginPage").then((m) => m.LoginPage)),
      },
      {
        id: "signUp",
        path: "signUp",
        ...page(() => import("@/pages/SignUpPage").then((m) => m.SignUpPage)),
      },
      {
        id: "notFound",
        path: "*",
        ...page(() => import("@/pages/NotFoundPage").then((m) => m.NotFoundPage)),
      },
    ],
  },
  {
    id: "dashboard",
    path: "dashboard",
    HydrateFallback: PageSpinner,
    ...page(
      () =>
        import("@/features/dashboard/components/DashboardLayout").then((m) => m.DashboardLayout),
      { guard: "signedIn", firestore: true },
    ),
    children: [
      {
        index: true,
        ...page(() =>
          import("@/pages/dashboard/DashboardHomePage").then((m) => m.DashboardHomePage),
        ),
      },
      {
        path: "myOrders",
        ...page(() => import("@/pages/dashboard/MyOrdersPage").then((m) => m.MyOrdersPage)),
      },
      {
        path: "makePayment",
        ...page(() => import("@/pages/dashboard/MakePaymentPage").then((m) => m.MakePaymentPage)),
      },
      {
        path: "addReview",
        ...page(() => import("@/pages/dashboard/AddReviewPage").then((m) => m.AddReviewPage)),
      },
      {
        path: "makeAdmin",
        ...page(() => import("@/pages/dashboard/MakeAdminPage").then((m) => m.MakeAdminPage), {
          guard: "admin",
        }),
      },
      {
        path: "manageOrders",
        ...page(
          () => import("@/pages/dashboard/ManageOrdersPage").then((m) => m.ManageOrdersPage),
          { guard: "admin" },
        ),
      },
      {
        path: "manageServices",
        ...page(
          () => import("@/pages/dashboard/ManageServicesPage").then((m) => m.ManageServicesPage),
          { guard: "admin" },
        ),
      },
      {
        path: "addServices",
        ...page(() => import("@/pages/dashboard/AddServicePage").then((m) => m.AddServicePage), {
          guard: "admin",
        }),
      },
      {
        path: "manageReviews",
        ...page(
          () => import("@/pages/dashboard/ManageReviewsPage").then((m) => m.ManageReviewsPage),
          { guard: "admin" },
        ),
      },
      {
        path: "messages",
        ...page(() => import("@/pages/dashboard/MessagesPage").then((m) => m.MessagesPage), {
          guard: "admin",
        }),
      },
    ],
  },
];
