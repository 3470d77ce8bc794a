/** The route table (spec section 2); robots.txt is written by the build. */
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "pages/sitemap.ts"),
  route("insights/feed.xml", "pages/insights-feed.ts"),
  layout("components/layout/PublicLayout.tsx", [
    index("pages/HomePage.tsx", { id: "home" }),
    route("home", "pages/HomePage.tsx", { id: "homeAlias" }),
    route("services", "pages/ServicesPage.tsx"),
    route("services/services/:id", "pages/ServiceDetailPage.tsx"),
    route("insights", "pages/InsightsPage.tsx"),
    route("insights/:slug", "pages/ArticlePage.tsx"),
    route("login", "pages/LoginPage.tsx"),
    route("signUp", "pages/SignUpPage.tsx"),
    // The Content-Security-Policy's test page: on the emulators only, not found elsewhere.
    route("csp-probe", "pages/CspProbePage.tsx"),
    route("*", "pages/NotFoundPage.tsx"),
  ]),
  route("dashboard", "features/dashboard/components/DashboardLayout.tsx", [
    index("pages/dashboard/DashboardHomePage.tsx"),
    route("myOrders", "pages/dashboard/MyOrdersPage.tsx"),
    route("myCalls", "pages/dashboard/MyCallsPage.tsx"),
    route("bookCall", "pages/dashboard/BookCallPage.tsx"),
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
    route("manageArticles", "pages/dashboard/ManageArticlesPage.tsx"),
    route("addArticle", "pages/dashboard/AddArticlePage.tsx"),
    route("editArticle/:id", "pages/dashboard/EditArticlePage.tsx"),
    route("availability", "pages/dashboard/AvailabilityPage.tsx"),
    route("serviceCalls/:id", "pages/dashboard/ServiceCallPage.tsx"),
    route("agenda", "pages/dashboard/AgendaPage.tsx"),
  ]),
] satisfies RouteConfig;
