/**
 * The agency's name and contact details, shared by the web app (web/src/config/site.ts builds its
 * page texts on them) and the functions (the emails they queue).
 */
export const brand = {
  name: "Bluepeak Digital",
  address: "221 Market Street, Suite 400, San Francisco, CA 94105",
  phones: ["+1 (415) 555-0142", "+1 (415) 555-0199"],
  /** hello@ for customers and new business, support@ for existing customers. */
  emails: ["hello@bluepeakdigital.com", "support@bluepeakdigital.com"],
  hours: "Monday to Friday, 9:00 to 18:00",
} as const;

/** Paths of the web app that the functions link to (web/src/config/paths.ts holds the same). */
export const sitePaths = {
  manageOrders: "/dashboard/manageOrders",
  myOrders: "/dashboard/myOrders",
  /** A customer's calls, upcoming and past (Move, Cancel). */
  myCalls: "/dashboard/myCalls",
} as const;

/** A service's page, where its calls are booked. */
export const servicePagePath = (serviceId: string): string =>
  `/services/services/${encodeURIComponent(serviceId)}`;
