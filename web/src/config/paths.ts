/** Every route path of the app, in one place. */
export const paths = {
  home: "/",
  homeAlias: "/home",
  services: "/services",
  serviceDetailPattern: "/services/services/:id",
  serviceDetail: (id: string) => `/services/services/${encodeURIComponent(id)}`,
  login: "/login",
  signUp: "/signUp",
  dashboard: "/dashboard",
  myOrders: "/dashboard/myOrders",
  makePayment: "/dashboard/makePayment",
  addReview: "/dashboard/addReview",
  makeAdmin: "/dashboard/makeAdmin",
  manageOrders: "/dashboard/manageOrders",
  manageServices: "/dashboard/manageServices",
  addServices: "/dashboard/addServices",
  manageReviews: "/dashboard/manageReviews",
  messages: "/dashboard/messages",
} as const;

/** Sections of the landing page reachable from the top bar. */
export const anchors = {
  aboutUs: "/home#aboutUs",
  team: "/home#team",
  reviews: "/home#reviews",
  contactUs: "/home#contactUs",
} as const;
