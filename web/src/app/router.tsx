import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { RequireAuth } from "@/features/auth/components/RequireAuth";
import { RequireAdmin } from "@/features/dashboard/components/RequireAdmin";

type Guard = (Page: ComponentType) => ComponentType;

/** A route whose page module loads on demand; `guard` wraps it in RequireAuth or RequireAdmin. */
function page(load: () => Promise<ComponentType>, guard?: Guard): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const Page = await load();
      return { Component: guard ? guard(Page) : Page };
    },
  };
}

const signedIn: Guard = (Page) =>
  function SignedIn() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };

const adminOnly: Guard = (Page) =>
  function AdminOnly() {
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    );
  };

const home = () => import("@/pages/HomePage").then((m) => m.HomePage);

/** Route table (spec section 2). */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, ...page(home) },
      { path: "home", ...page(home) },
      {
        path: "services",
        ...page(() => import("@/pages/ServicesPage").then((m) => m.ServicesPage)),
      },
      {
        path: "services/services/:id",
        ...page(
          () => import("@/pages/ServiceDetailPage").then((m) => m.ServiceDetailPage),
          signedIn,
        ),
      },
      { path: "login", ...page(() => import("@/pages/LoginPage").then((m) => m.LoginPage)) },
      { path: "signUp", ...page(() => import("@/pages/SignUpPage").then((m) => m.SignUpPage)) },
      { path: "*", ...page(() => import("@/pages/NotFoundPage").then((m) => m.NotFoundPage)) },
    ],
  },
  {
    path: "dashboard",
    HydrateFallback: PageSpinner,
    ...page(
      () =>
        import("@/features/dashboard/components/DashboardLayout").then((m) => m.DashboardLayout),
      signedIn,
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
        ...page(
          () => import("@/pages/dashboard/MakeAdminPage").then((m) => m.MakeAdminPage),
          adminOnly,
        ),
      },
      {
        path: "manageOrders",
        ...page(
          () => import("@/pages/dashboard/ManageOrdersPage").then((m) => m.ManageOrdersPage),
          adminOnly,
        ),
      },
      {
        path: "manageServices",
        ...page(
          () => import("@/pages/dashboard/ManageServicesPage").then((m) => m.ManageServicesPage),
          adminOnly,
        ),
      },
      {
        path: "addServices",
        ...page(
          () => import("@/pages/dashboard/AddServicePage").then((m) => m.AddServicePage),
          adminOnly,
        ),
      },
      {
        path: "manageReviews",
        ...page(
          () => import("@/pages/dashboard/ManageReviewsPage").then((m) => m.ManageReviewsPage),
          adminOnly,
        ),
      },
      {
        path: "messages",
        ...page(
          () => import("@/pages/dashboard/MessagesPage").then((m) => m.MessagesPage),
          adminOnly,
        ),
      },
    ],
  },
]);
