/**
 * Every volume limit of the app (docs/limits-and-moderation.md); firestore.rules carries the same
 * numbers (limits.test.ts compares). Per-user limits count in fixed hourly windows in
 * `users/{uid}/limits/{kind}`, which the web client (checked by the rules) and the REST API both
 * step, so both paths draw on one budget; contact messages count per client address.
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
  /**
   * Times held per client address (POST /holds): a visitor who changes their mind a few times
   * while booking, not a script holding every free time.
   */
  holdsPerHourPerClient: 30,
} as const;

/** The length of a counting window. */
export const RATE_WINDOW_MS = 3_600_000;

/** The most documents a client list query on a public collection may ask for (the rules). */
export const PUBLIC_QUERY_LIMIT = 50;

/** The most items one REST list answer holds (`?limit=` may ask for fewer). */
export const REST_LIST_LIMIT = 100;

/** Each is a collection and a counter document of the same name. */
export const COUNTED_KINDS = ["orders", "reviews"] as const;
export type CountedKind = (typeof COUNTED_KINDS)[number];

export const PER_USER_LIMITS: Record<CountedKind, number> = {
  orders: RATE_LIMITS.ordersPerHour,
  reviews: RATE_LIMITS.reviewsPerHour,
};

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

const LIMITED_WRITES = {
  orders: ["booked", "service"],
  reviews: ["posted", "review"],
  images: ["uploaded", "picture"],
  messages: ["sent", "message"],
  holds: ["held", "time"],
} as const;

/** What the user is told when a limit refuses a write. */
export function limitMessage(kind: keyof typeof LIMITED_WRITES, count: number): string {
  const [verb, noun] = LIMITED_WRITES[kind];
  return `You have ${verb} ${count} ${noun}${count === 1 ? "" : "s"} in the last hour. Please try again later.`;
}
