/** Links to every page, with React Router's `href`: a link to no route fails the typecheck. */
import { href } from "react-router-dom";

export const paths = {
  home: href("/"),
  homeAlias: href("/home"),
  services: href("/services"),
  serviceDetail: (id: string) => href("/services/services/:id", { id: encodeURIComponent(id) }),
  insights: href("/insights"),
  article: (slug: string) => href("/insights/:slug", { slug: encodeURIComponent(slug) }),
  insightsFeed: href("/insights/feed.xml"),
  login: href("/login"),
  signUp: href("/signUp"),
  dashboard: href("/dashboard"),
  myOrders: href("/dashboard/myOrders"),
  myCalls: href("/dashboard/myCalls"),
  bookCall: href("/dashboard/bookCall"),
  makePayment: href("/dashboard/makePayment"),
  addReview: href("/dashboard/addReview"),
  account: href("/dashboard/account"),
  makeAdmin: href("/dashboard/makeAdmin"),
  manageOrders: href("/dashboard/manageOrders"),
  manageServices: href("/dashboard/manageServices"),
  addServices: href("/dashboard/addServices"),
  editService: (id: string) => href("/dashboard/editService/:id", { id: encodeURIComponent(id) }),
  manageReviews: href("/dashboard/manageReviews"),
  messages: href("/dashboard/messages"),
  manageTeam: href("/dashboard/manageTeam"),
  manageArticles: href("/dashboard/manageArticles"),
  addArticle: href("/dashboard/addArticle"),
  editArticle: (id: string) => href("/dashboard/editArticle/:id", { id: encodeURIComponent(id) }),
  availability: href("/dashboard/availability"),
  serviceCall: (id: string) => href("/dashboard/serviceCalls/:id", { id: encodeURIComponent(id) }),
  agenda: href("/dashboard/agenda"),
} as const;

export const anchors = {
  aboutUs: `${paths.homeAlias}#aboutUs`,
  team: `${paths.homeAlias}#team`,
  reviews: `${paths.homeAlias}#reviews`,
  contactUs: `${paths.homeAlias}#contactUs`,
} as const;
