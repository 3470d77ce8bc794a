/**
 * Seed data for the local emulators, written by scripts/lib/seed.ts and exported to emulator-data/
 * by `npm run seed:export`. Every image is a file under web/public, so the site renders offline.
 * The two accounts are for local use only; they never exist in a real project.
 */

import type { ArticleInput } from "../../functions/src/shared/articles.ts";
import type { ReviewInput, ServiceEdit } from "../../functions/src/shared/schemas.ts";
import type {
  HostEdit,
  ServiceCall,
  WeeklyHours,
} from "../../functions/src/shared/scheduling/model.ts";

export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  admin: boolean;
}

/** Each payload is validated by its schema when it is written (scripts/lib/seed.ts). */
export interface SeedService extends ServiceEdit {
  id: string;
  /** Place on the services page, ascending (the landing shows the first four). */
  order: number;
}

export interface SeedTeamMember {
  id: string;
  img: string;
  nameDeg: string;
  /** Place on the landing, ascending. */
  order: number;
}

export interface SeedReview extends ReviewInput {
  id: string;
  uid: string;
  /** Public once approved by an admin; the seeded reviews are. */
  status: "pending" | "approved";
}

export interface SeedOrder {
  id: string;
  uid: string;
  serviceId: string;
  address: string;
  phoneNumber: string;
  status: "pending" | "delivered";
}

export const accounts = {
  admin: {
    uid: "seed-admin",
    email: "admin@agency.test",
    password: "admin-pass-1",
    displayName: "Ada Admin",
    admin: true,
  },
  customer: {
    uid: "seed-customer",
    email: "customer@agency.test",
    password: "customer-pass-1",
    displayName: "Carl Customer",
    admin: false,
  },
} as const satisfies Record<string, SeedAccount>;

export const services: SeedService[] = [
  {
    id: "search-engine-optimization",
    order: 1,
    name: "Search Engine Optimization",
    des: "Get found by the people already searching for what you sell: technical audits, content that ranks and links that last.",
    img: "/images/services/seo.svg",
    bannerh: "Search engine optimization that compounds",
    bannerP:
      "We fix what holds your site back, publish what your customers look for, and earn the links that keep you on the first page month after month.",
    des1: [
      {
        id: "seo-audit",
        h1: "Technical audit",
        p1: "We crawl every page the way a search engine does and rank the issues by the traffic they cost you: speed, indexing, duplicate content, broken links and structured data.",
        p2: "You get a short, prioritised plan and we ship the fixes with your team, so the first gains arrive within weeks instead of quarters.",
        img1: "/images/blocks/analytics.svg",
      },
      {
        id: "seo-content",
        h1: "Content that ranks",
        p1: "Keyword research tells us what your customers type; interviews with your experts tell us what to answer. Together they become pages that deserve to rank.",
        p2: "Every article has a target query, a brief and a refresh date, so your library keeps earning traffic long after it is published.",
        img1: "/images/blocks/content.svg",
      },
      {
        id: "seo-authority",
        h1: "Authority building",
        p1: "Digital PR, partnerships and genuinely useful resources earn links from sites your market already trusts.",
        p2: "No link farms and no shortcuts: we build the kind of authority that survives every algorithm update.",
        img1: "/images/blocks/growth.svg",
      },
    ],
  },
  {
    id: "web-design",
    order: 2,
    name: "Web Design",
    des: "Fast, accessible websites that explain what you do in five seconds and turn visitors into enquiries.",
    img: "/images/services/web-design.svg",
    bannerh: "Websites that work as hard as you do",
    bannerP:
      "From the first sketch to launch day we design and build sites that load instantly, read clearly on any screen and are easy for your team to update.",
    des1: [
      {
        id: "web-research",
        h1: "Research and strategy",
        p1: "We start with your customers: what they need to know, what makes them hesitate and what convinces them to get in touch.",
        p2: "The result is a site map and a message hierarchy that every later design decision is measured against.",
        img1: "/images/blocks/strategy.svg",
      },
      {
        id: "web-design-system",
        h1: "Design system",
        p1: "Typography, colour, spacing and components are designed once and reused everywhere, so every page feels like part of the same brand.",
        p2: "Your team gets a documented library that keeps new pages consistent long after we hand over.",
        img1: "/images/blocks/design.svg",
      },
      {
        id: "web-build",
        h1: "Build and launch",
        p1: "We build with modern, standards-based tools, test on real phones and meet accessibility guidelines from the first release.",
        p2: "Analytics, redirects and search settings are in place on launch day, so you keep the traffic you already earned.",
        img1: "/images/blocks/code.svg",
      },
      {
        id: "web-care",
        h1: "Care and growth",
        p1: "After launch we watch speed, uptime and conversions, and ship small improvements every month.",
        p2: "A site is never finished; ours get better the longer they run.",
        img1: "/images/blocks/growth.svg",
      },
    ],
  },
  {
    id: "ad-campaigns",
    order: 3,
    name: "Ad Campaigns",
    des: "Search, social and display campaigns that put every unit of budget where it earns the most.",
    img: "/images/services/ads.svg",
    bannerh: "Advertising that pays for itself",
    bannerP:
      "We plan, launch and tune paid campaigns across search and social, with clear reporting on what each channel returns.",
    des1: [
      {
        id: "ads-targeting",
        h1: "Audience targeting",
        p1: "We define the audiences most likely to buy and reach them on the platforms where they spend their time.",
        p2: "Lookalike audiences, remarketing and careful exclusions keep wasted impressions to a minimum.",
        img1: "/images/blocks/target.svg",
      },
      {
        id: "ads-measurement",
        h1: "Measured spend",
        p1: "Conversion tracking is set up before the first ad runs, so every decision rests on real results.",
        p2: "Weekly optimisation moves budget from what does not work to what does, and you see why in plain language.",
        img1: "/images/blocks/analytics.svg",
      },
    ],
  },
  {
    id: "social-media",
    order: 4,
    name: "Social Media Management",
    des: "A consistent, human presence on the networks your customers use, planned, published and answered for you.",
    img: "/images/services/social-media.svg",
    bannerh: "Social media that builds a community",
    bannerP:
      "We plan your content calendar, create posts people want to share and answer your audience quickly and in your voice.",
    des1: [
      {
        id: "social-calendar",
        h1: "Content calendar",
        p1: "A monthly plan ties every post to a goal: awareness, engagement or leads, and to the moments that matter to your market.",
        p2: "You approve the plan once; we design, write and schedule the rest.",
        img1: "/images/blocks/content.svg",
      },
      {
        id: "social-community",
        h1: "Community management",
        p1: "Comments and messages are answered within business hours, in a tone agreed with you.",
        p2: "Questions that need your team are passed on the same day, so no customer is left waiting.",
        img1: "/images/blocks/community.svg",
      },
      {
        id: "social-reporting",
        h1: "Reporting",
        p1: "A monthly report shows reach, engagement and the enquiries social media brought in.",
        p2: "We explain what worked, what did not and what we will change next month.",
        img1: "/images/blocks/analytics.svg",
      },
    ],
  },
];

export const team: SeedTeamMember[] = [
  {
    id: "maya-chen",
    img: "/images/team/maya-chen.svg",
    nameDeg: "Maya Chen, Creative Director",
    order: 1,
  },
  {
    id: "daniel-okafor",
    img: "/images/team/daniel-okafor.svg",
    nameDeg: "Daniel Okafor, Head of SEO",
    order: 2,
  },
  {
    id: "sofia-ramirez",
    img: "/images/team/sofia-ramirez.svg",
    nameDeg: "Sofia Ramirez, Lead Web Developer",
    order: 3,
  },
  {
    id: "liam-novak",
    img: "/images/team/liam-novak.svg",
    nameDeg: "Liam Novak, Paid Media Strategist",
    order: 4,
  },
];

export const reviews: SeedReview[] = [
  {
    id: "review-priya",
    name: "Priya Sharma",
    ratings: 5,
    review:
      "Our organic traffic doubled in six months. The team explained every step and never hid behind jargon.",
    image: "/images/reviewers/priya-sharma.svg",
    uid: "seed-reviewer-1",
    status: "approved",
  },
  {
    id: "review-tom",
    name: "Tom Becker",
    ratings: 4.5,
    review:
      "The new website loads in a blink and we finally get enquiries through it. Launch went without a hitch.",
    image: "/images/reviewers/tom-becker.svg",
    uid: "seed-reviewer-2",
    status: "approved",
  },
  {
    id: "review-amara",
    name: "Amara Nwosu",
    ratings: 5,
    review:
      "They cut our cost per lead by a third in the first quarter and showed us exactly where the savings came from.",
    image: "/images/reviewers/amara-nwosu.svg",
    uid: "seed-reviewer-3",
    status: "approved",
  },
  {
    id: "review-lucas",
    name: "Lucas Moreau",
    ratings: 4,
    review:
      "Reliable, friendly and quick to answer. Our social channels have never been this active.",
    image: "/images/reviewers/lucas-moreau.svg",
    uid: "seed-reviewer-4",
    status: "approved",
  },
  {
    id: "review-hana",
    name: "Hana Sato",
    ratings: 3.5,
    review:
      "Good results on search. Reporting took a while to settle into a format we liked, but it is great now.",
    image: "/images/reviewers/hana-sato.svg",
    uid: "seed-reviewer-5",
    status: "approved",
  },
  {
    id: "review-carl",
    name: "Carl Customer",
    ratings: 5,
    review:
      "Booked web design and SEO together. Clear plan, fair price and a site our customers compliment.",
    image: "/images/reviewers/carl-customer.svg",
    uid: accounts.customer.uid,
    status: "approved",
  },
];

export const orders: SeedOrder[] = [
  {
    id: "order-carl-web",
    uid: accounts.customer.uid,
    serviceId: "web-design",
    address: "12 Harbour Street, Springfield",
    phoneNumber: "+1 555 0100",
    status: "delivered",
  },
  {
    id: "order-carl-seo",
    uid: accounts.customer.uid,
    serviceId: "search-engine-optimization",
    address: "12 Harbour Street, Springfield",
    phoneNumber: "+1 555 0100",
    status: "pending",
  },
];

export interface SeedArticle extends ArticleInput {
  id: string;
  /** Days after the seed clock's start (seedTime) it was published. */
  publishedDay: number;
}

/** Two articles and a case study, published (the index and slug claims are derived from them). */
export const articles: SeedArticle[] = [
  {
    id: "local-seo-checklist",
    publishedDay: 3,
    kind: "article",
    title: "Local SEO in 2026: a checklist for businesses with a shop front",
    slug: "local-seo-checklist",
    summary:
      "Most searches with a place in them end in a visit within a day. Ten steps that put a local business in the map results, and keep it there.",
    cover: "/images/insights/local-seo.svg",
    authorId: "daniel-okafor",
    serviceIds: ["search-engine-optimization", "social-media"],
    body: [
      "People search with a place in mind: *near me*, a district, a street. The map results answer them before any website does, so a local business earns its visits there first.",
      "## Start with your business profile",
      "1. Claim the profile and verify the address.",
      "2. Choose the main category that says what you sell, not what you are.",
      "3. Add opening hours, holiday hours included, and keep them true.",
      "4. Upload real photos of the shop, the team and the work every month.",
      "## Make every listing say the same",
      "Search engines trust a business whose name, address and phone number read the same everywhere. Check the directories, the social profiles and your own footer.",
      "> A phone number that differs by one digit is, to a search engine, another business.",
      "## Ask for reviews, and answer them",
      "- Ask right after a good visit, with a short link.",
      "- Answer every review within two days, the critical ones first.",
      "- Never offer anything in return: it breaks the platforms' rules.",
      "## Measure what matters",
      "Calls, direction requests and bookings tell more than rankings. Tag the profile's website link, for example `?utm_source=maps`, to see those visits in your analytics.",
      "Want a second pair of eyes? [Book a free consultation](/services) and we will go through your profile with you.",
    ].join("\n\n"),
    caseStudy: null,
  },
  {
    id: "page-speed-sales",
    publishedDay: 10,
    kind: "article",
    title: "Why a faster site sells more: page speed in plain words",
    slug: "page-speed-sales",
    summary:
      "Visitors on phones leave a slow page before it shows them anything. What the Core Web Vitals measure, and the fixes that pay off first.",
    cover: "/images/insights/page-speed.svg",
    authorId: "sofia-ramirez",
    serviceIds: ["web-design"],
    body: [
      "A visitor on a phone decides in the first seconds. If the page is still blank, many go back to the search results and pick the next one.",
      "## The three figures to know",
      "- **Largest Contentful Paint**: when the main picture or heading shows. Aim for under 2.5 seconds.",
      "- **Interaction to Next Paint**: how soon a tap gets an answer. Aim for under 200 milliseconds.",
      "- **Cumulative Layout Shift**: how much the page jumps while it loads. Aim for under 0.1.",
      "## The fixes that pay off first",
      "1. Serve pictures at the size they are shown, in a modern format.",
      "2. Send the page's content in its HTML instead of building it in the browser.",
      "3. Load third-party scripts after the page is usable, or not at all.",
      "4. Give every picture its width and height, so nothing moves when it arrives.",
      "## Check it like a visitor",
      "Lab tools simulate a slow phone; the field data in your search console shows what real visitors got. Watch both, and trust the field when they disagree.",
      "Read more on [web.dev](https://web.dev/articles/vitals).",
    ].join("\n\n"),
    caseStudy: null,
  },
  {
    id: "bakery-local-growth",
    publishedDay: 17,
    kind: "case-study",
    title: "How a neighbourhood bakery tripled its online orders",
    slug: "bakery-local-growth",
    summary:
      "A family bakery was invisible on the map and on page two of search. Six months of local SEO and a faster site later, it leads its district.",
    cover: "/images/insights/bakery-growth.svg",
    authorId: "daniel-okafor",
    serviceIds: ["search-engine-optimization", "web-design"],
    body: [
      "Crumb & Co. bakes for three districts from one shop. Its bread sold out every morning; its website sold almost nothing.",
      "## What we found",
      "The business profile listed an old phone number, the website took nine seconds to show on a phone, and the menu was a scanned PDF that search engines could not read.",
      "![Search results before and after: the bakery moves from page two to the top three](/images/insights/bakery-before-after.svg)",
      "## What we did",
      "1. Corrected the profile and every directory listing in the first week.",
      "2. Rebuilt the menu as a page with prices, allergens and photos.",
      "3. Moved the site to fast hosting with pictures sized for phones.",
      "4. Started a review routine at the counter with a printed link.",
      "![A phone showing the bakery first in the map results](/images/insights/bakery-map-pack.svg)",
      "## What the owners say",
      "> We used to explain on the phone where we are. Now people arrive with their order ready.",
    ].join("\n\n"),
    caseStudy: {
      client: "Crumb & Co. Bakery",
      challenge:
        "Invisible in the map results, a menu search engines could not read and a site that took nine seconds to show on a phone.",
      results: [
        { figure: "+140%", label: "organic traffic in 6 months" },
        { figure: "3x", label: "online orders" },
        { figure: "1.8 s", label: "page load on a phone, from 9 s" },
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Booking a call: the agency's zone, two hosts (team members) with their hours, three services
// with calls, and a few calls of the customer. The calls are booked when the seed is written,
// through the server's own createBooking, at free times of the days after: so the calendar shows
// taken and free times whenever `npm start` runs.

/** settings/scheduling. */
export const scheduling = { timeZone: "Europe/Berlin" } as const;

const weekdays = (ranges: WeeklyHours["mon"]): WeeklyHours => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: [],
  sun: [],
});

/** hosts/{id} and hostContacts/{id}, by team member id (Maya is linked to the admin account). */
export const hosts: Record<string, HostEdit> = {
  "maya-chen": {
    weekly: weekdays([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]),
    exceptions: [],
    email: "maya.chen@bluepeakdigital.com",
    uid: accounts.admin.uid,
  },
  "daniel-okafor": {
    weekly: {
      ...weekdays([{ start: "10:00", end: "18:00" }]),
      fri: [{ start: "10:00", end: "14:00" }],
    },
    exceptions: [],
    email: "daniel.okafor@bluepeakdigital.com",
    uid: null,
  },
};

/** serviceCalls/{serviceId}. */
export const serviceCalls: Record<string, ServiceCall> = {
  "search-engine-optimization": {
    enabled: true,
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 240,
    bookingWindowDays: 60,
    dailyCapPerHost: 6,
    stepMinutes: 30,
    cancelCutoffHours: 24,
    // The seed's customer has 3 calls of it (bookings below) and may book one more.
    maxUpcomingPerCustomer: 4,
    hostIds: ["daniel-okafor", "maya-chen"],
  },
  "web-design": {
    enabled: true,
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    minimumNoticeMinutes: 1440,
    bookingWindowDays: 90,
    dailyCapPerHost: 4,
    stepMinutes: 30,
    cancelCutoffHours: 48,
    maxUpcomingPerCustomer: 2,
    hostIds: ["maya-chen"],
  },
  "ad-campaigns": {
    enabled: true,
    durationMinutes: 45,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 10,
    minimumNoticeMinutes: 120,
    bookingWindowDays: 30,
    dailyCapPerHost: 5,
    stepMinutes: 15,
    cancelCutoffHours: 12,
    maxUpcomingPerCustomer: 2,
    hostIds: ["daniel-okafor"],
  },
};

export interface SeedBooking {
  serviceId: string;
  /** Booked on the `day`-th day (agency time) after the seed's day that has free times... */
  day: number;
  /** ...at its `slot`-th free time (0: the first). */
  slot: number;
  /** The customer's zone. */
  timeZone: string;
  notes?: string;
}

/**
 * The customer's calls, all for SEO: they join the customer's pending SEO order
 * (order-carl-seo), as a booked call joins its service's open order.
 */
export const bookings: SeedBooking[] = [
  {
    serviceId: "search-engine-optimization",
    day: 1,
    slot: 2,
    timeZone: "America/New_York",
    notes: "Our rankings dropped after the site move in spring.",
  },
  { serviceId: "search-engine-optimization", day: 1, slot: 6, timeZone: "America/New_York" },
  { serviceId: "search-engine-optimization", day: 4, slot: 0, timeZone: "America/New_York" },
];
