/**
 * The route table (spec section 2), the only one: the server renders and the browser hydrates
 * from it, Hosting sends every path that is not a file to the `ssr` function, and links are built
 * from its paths with React Router's typed `href` (config/paths.ts).
 *
 * The public pages render on the server with their Firestore content. The dashboard and the
 * service detail page need the signed-in user, which only the browser knows: they render in the
 * browser behind their guards (the dashboard's modules export a `clientLoader` and a
 * `HydrateFallback`; the service page's server loader reads only what its <head> names).
 *
 * /sitemap.xml is a resource route: its loader answers with the file itself. robots.txt is a
 * static file the build writes (react-router.config.ts).
 */
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "pages/sitemap.ts"),
  layout("components/layout/PublicLayout.tsx", [
    index("pages/HomePage.tsx", { id: "home" }),
    route("home", "pages/HomePage.tsx", { id: "homeAlias" }),
    route("services", "pages/ServicesPage.tsx"),
    route("services/services/:id", "pages/ServiceDetailPage.tsx"),
    route("login", "pages/LoginPage.tsx"),
    route("signUp", "pages/SignUpPage.tsx"),
    route("*", "pages/NotFoundPage.tsx"),
  ]),
  route("dashboard", "features/dashboard/components/DashboardLayout.tsx", [
    index("pages/dashboard/DashboardHomePage.tsx"),
    route("myOrders", "pages/dashboard/MyOrdersPage.tsx"),
    route("makePayment", "pages/dashboard/MakePaymentPage.tsx"),
    route("addReview", "pages/dashboard/AddReviewPage.tsx"),
    route("account", "pages/dashboard/AccountPage.tsx"),
    route("makeAdmin", "pages/dashboard/MakeAdminPage.tsx"),
    route("manageOrders", "pages/dashboard/ManageOrdersPage.tsx"),
    route("manageServices", "pages/dashboard/ManageServicesPage.tsx"),
    route("addServices", "pages/dashboard/AddServicePage.tsx"),
    route("editService/:id", "pages/dashboard/EditServicePage.tsx"),
    route("manageReviews", "pages/dashboard/ManageReviewsPage.tsx"),
    route("messages", "pages/dashboard/MessagesPage.tsx"),
    route("manageTeam", "pages/dashboard/ManageTeamPage.tsx"),
  ]),
] satisfies RouteConfig;
