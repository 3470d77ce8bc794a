/** The agency's fixed texts: brand, contact details and the landing page's static content. */
export const site = {
  brand: "Bluepeak Digital",
  tagline: "Marketing that gets you found, trusted and chosen",
  description:
    "Bluepeak Digital: search engine optimization, web design, ad campaigns and social media management for growing businesses.",
  blurb:
    "Bluepeak Digital is a full-service digital agency. We help growing businesses get found on search, look great on every screen and turn attention into customers.",
  contactPitch:
    "Have a project in mind? Tell us where you want to grow and we will come back within one business day with a plan.",
  address: "221 Market Street, Suite 400, San Francisco, CA 94105",
  phones: ["+1 (415) 555-0142", "+1 (415) 555-0199"],
  emails: ["hello@bluepeakdigital.com", "support@bluepeakdigital.com"],
  hours: "Monday to Friday, 9:00 to 18:00",
} as const;

export interface TopService {
  title: string;
  text: string;
  img: string;
}

export const topServices: TopService[] = [
  {
    title: "Search Engine Optimization",
    text: "Technical fixes, content and links that move you up the results page and keep you there.",
    img: "/images/services/seo.svg",
  },
  {
    title: "Web Design",
    text: "Fast, accessible websites that explain what you do in five seconds.",
    img: "/images/services/web-design.svg",
  },
  {
    title: "Ad Campaigns",
    text: "Search and social campaigns measured on the revenue they bring, not the clicks.",
    img: "/images/services/ads.svg",
  },
  {
    title: "Social Media",
    text: "A consistent, human presence on the networks your customers use every day.",
    img: "/images/services/social-media.svg",
  },
];

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
