/**
 * The allowed values and size limits shared by the web app, the functions and the tests.
 * firestore.rules mirrors these numbers (its tests write each limit and one past it).
 */

export const RATINGS = [1, 2, 3, 3.5, 4, 4.5, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const ORDER_STATUSES = ["pending", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A review is written pending and public once an admin approves it. */
export const REVIEW_STATUSES = ["pending", "approved"] as const;

/** orders/{id}.mailState, from the mail's `delivery.state` (`error`: the extension gave up). */
export const MAIL_STATES = ["queued", "sent", "error"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** A display `order` is 0 <= order < ORDER_MAX: no negative, NaN or Infinity (as in the rules). */
export const ORDER_MAX = 1_000_000_000;

/** Maximum lengths, in characters. */
export const LIMITS = {
  name: 100,
  subject: 100,
  email: 254,
  phone: 30,
  address: 300,
  review: 1000,
  message: 2000,
  des: 2000,
  bannerP: 2000,
  bannerh: 100,
  nameDeg: 100,
  serviceName: 100,
  serviceId: 100,
  blockHeading: 100,
  blockParagraph: 2000,
  /** Counts, not lengths: a service's detail blocks, an article's services, a case's results. */
  blocks: 6,
  articleServices: 6,
  caseStudyResults: 6,
  /** An article's body, in Markdown (a Firestore document holds 1 MiB). */
  articleBody: 50_000,
  articleTitle: 120,
  articleSummary: 300,
  articleSlug: 80,
  caseStudyClient: 100,
  caseStudyChallenge: 2000,
  resultFigure: 30,
  resultLabel: 100,
  /** Data URLs the REST API takes, as the old API did (stored as pictures): a service's image. */
  imageDataUrl: 700_000,
  /** Every image reference; also the REST API's longest data URL for a review's or profile photo. */
  imageUrl: 2048,
  /** A detail block's picture as a data URL on the REST API. */
  blockImage: 45_000,
} as const;

/** What the agency publishes under /insights. */
export const ARTICLE_KINDS = ["article", "case-study"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Drafts are seen by admins only; published articles by everyone. */
export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
