/**
 * Every volume limit of the app, in one place: how much one user or one client may write per
 * hour, and how much one read may return. The web app, the functions and the tests import these;
 * firestore.rules carries the same numbers (limits.test.ts reads the rules file and compares).
 *
 * Per-user write limits count in fixed windows of an hour, kept in a counter document
 * `users/{uid}/limits/{kind}` ({windowStart, count, last, at}): the web client updates it in the
 * same batch as the document it counts (the rules check both), the REST API in a transaction, so
 * both paths draw on one budget. Contact messages have no user: they go through the REST API,
 * which counts them per client address (hashed) in the server-only `clientLimits` collection.
 */

/** Writes per hour. */
export const RATE_LIMITS = {
  /** Bookings per user: a busy customer books a handful of services, not ten in an hour. */
  ordersPerHour: 10,
  /** Reviews per user: one review per service booked is the norm; three leaves room for typos. */
  reviewsPerHour: 3,
  /** Contact messages per client address (a shared office network sends a few). */
  messagesPerHourPerClient: 5,
  /**
   * Picture uploads per customer (a review's photo: a few tries); admins are not counted. Each
   * upload is decoded and encoded in several sizes, so this bounds what one account can cost.
   */
  imageUploadsPerHour: 20,
} as const;

/** The length of a counting window. */
export const RATE_WINDOW_MS = 3_600_000;

/** The most documents a client list query on a public collection may ask for (the rules). */
export const PUBLIC_QUERY_LIMIT = 50;

/** The most items one REST list answer holds (`?limit=` may ask for fewer). */
export const REST_LIST_LIMIT = 100;

/** What a per-user counter counts; each is a collection and a counter document of the same name. */
export const COUNTED_KINDS = ["orders", "reviews"] as const;
export type CountedKind = (typeof COUNTED_KINDS)[number];

/** The hourly limit of each counted kind. */
export const PER_USER_LIMITS: Record<CountedKind, number> = {
  orders: RATE_LIMITS.ordersPerHour,
  reviews: RATE_LIMITS.reviewsPerHour,
};

/** A counter as stored: when its window started and how many writes it has counted. */
export interface Counter {
  windowStart: Date;
  count: number;
}

/**
 * What the next write does to a counter:
 * - `start`: there is no counter, or its window is over: a new window, counting 1;
 * - `next`: the window is running and has room: count + 1;
 * - `refused`: the window is full; `retryAfterMs` until it is over.
 */
export type CounterStep =
  { step: "start" } | { step: "next" } | { step: "refused"; count: number; retryAfterMs: number };

/** The next step of `counter` (null: none yet) at `now` (ms), for `limit` writes per window. */
export function nextStep(counter: Counter | null, now: number, limit: number): CounterStep {
  if (!counter) return { step: "start" };
  const ends = counter.windowStart.getTime() + RATE_WINDOW_MS;
  if (ends <= now) return { step: "start" };
  if (counter.count < limit) return { step: "next" };
  return { step: "refused", count: counter.count, retryAfterMs: ends - now };
}

/** Whole seconds until `ms` from now, at least 1 (a Retry-After header). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** What the user is told when a limit refuses a write. */
export function limitMessage(kind: CountedKind | "messages" | "images", count: number): string {
  const done =
    kind === "orders"
      ? `You have booked ${count} ${count === 1 ? "service" : "services"}`
      : kind === "reviews"
        ? `You have posted ${count} ${count === 1 ? "review" : "reviews"}`
        : kind === "images"
          ? `You have uploaded ${count} ${count === 1 ? "picture" : "pictures"}`
          : `You have sent ${count} ${count === 1 ? "message" : "messages"}`;
  return `${done} in the last hour. Please try again later.`;
}
