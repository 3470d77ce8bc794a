import { brand } from "@shared/site";

export const site = {
  brand: brand.name,
  tagline: "Marketing that gets you found, trusted and chosen",
  description:
    "Bluepeak Digital: search engine optimization, web design, ad campaigns and social media management for growing businesses.",
  blurb:
    "Bluepeak Digital is a full-service digital agency. We help growing businesses get found on search, look great on every screen and turn attention into customers.",
  contactPitch:
    "Have a project in mind? Tell us where you want to grow and we will come back within one business day with a plan.",
  address: brand.address,
  phones: brand.phones,
  emails: brand.emails,
  hours: brand.hours,
} as const;

/** Each public page's name in its <title> and its meta description, unique per page. */
export const pageTexts = {
  home: { description: site.description },
  services: {
    title: "Services",
    description:
      "Search engine optimization, web design, ad campaigns and social media: every service we offer, each starting with a free consultation and a measurable plan.",
  },
  service: {
    title: "Service",
    description:
      "What this Bluepeak Digital service includes, how we work and how to book it online.",
  },
  missingService: {
    title: "Service not found",
    description: "This service is no longer offered. See every service Bluepeak Digital offers.",
  },
  insights: {
    title: "Insights",
    description:
      "Articles and case studies from Bluepeak Digital: how search, web design, ads and social media bring growing businesses customers, with the figures to show it.",
  },
  missingArticle: {
    title: "Article not found",
    description:
      "This article is not published. See every article and case study from Bluepeak Digital.",
  },
  login: {
    title: "Login",
    description:
      "Sign in to your Bluepeak Digital account to book services, follow your orders and leave reviews.",
  },
  signUp: {
    title: "Sign up",
    description:
      "Create a free Bluepeak Digital account to book a service, follow your orders and review our work.",
  },
  notFound: {
    title: "Page not found",
    description:
      "This page does not exist on the Bluepeak Digital site. See our services or go back to the home page.",
  },
} as const;

/**
 * "A", "A and B", "A, B, and C": English's list, written out rather than with Intl.ListFormat,
 * whose first use loads locale data (about 20 ms of the page's main thread on a phone).
 */
function englishList(names: readonly string[]): string {
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, -1).join(", ")}, and ${names.at(-1) ?? ""}`;
}

/** The services page's description, naming the services it lists. */
export function servicesDescription(names: readonly string[]): string {
  if (names.length === 0) return pageTexts.services.description;
  const count = names.length === 1 ? "One service" : `${names.length} services`;
  const list = englishList(names);
  return `${count} from one team: ${list}. Each starts with a free consultation and a measurable plan.`;
}

export const aboutPoints = [
  {
    title: "Strategy",
    text: "We start from your customers and your numbers, and agree on goals we can measure.",
  },
  {
    title: "Design",
    text: "Clear, accessible design that makes your brand recognisable on every screen.",
  },
  {
    title: "Engineering",
    text: "Fast, secure and maintainable sites built on modern, standards-based tools.",
  },
  {
    title: "Marketing",
    text: "Search, ads and social media working together, reported in plain language.",
  },
] as const;
