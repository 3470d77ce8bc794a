/**
 * The stored documents, one schema per collection, derived from the payload schema that writes
 * it (schemas.ts) plus the fields the server or the rules add. Reading is forgiving: a missing or
 * mistyped field reads as an empty value ("" / 0 / false / null) instead of breaking a page,
 * because documents written before a schema change, or by the console, must still show; writing
 * stays strict. `read<Collection>(id, data)` gives a plain object with its id.
 */
import { z } from "./zod";
import {
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  MAIL_STATES,
  ORDER_STATUSES,
  REVIEW_STATUSES,
} from "./model";
import { isTopServiceId, UNPLACED } from "./services";
import type { OrderCall } from "./order-calls";
import {
  isDocumentId,
  isStoredImage,
  messageInputSchema,
  orderInputSchema,
  reviewInputSchema,
  serviceBlockSchema,
  serviceInputSchema,
  userProfileInputSchema,
} from "./schemas";

/** An object's fields, or none. */
export const fieldsOf = (value: unknown): object =>
  typeof value === "object" && value !== null ? value : {};

export const text = z.string().catch("");
const number = z.number().catch(0);
const flag = z.boolean().catch(false);
/** "" for a URL written around the rules (the console): no page tries to load it. */
const image = z.string().refine(isStoredImage).catch("");

/** A Firestore Timestamp of either SDK (anything with toDate()) as a Date, else null. */
export const date = z
  .unknown()
  .optional()
  .transform((value): Date | null => {
    if (typeof value === "object" && value !== null && "toDate" in value) {
      const toDate = (value as { toDate?: unknown }).toDate;
      if (typeof toDate === "function") {
        const result: unknown = toDate.call(value);
        if (result instanceof Date) return result;
      }
    }
    return null;
  });

const status = z.enum(ORDER_STATUSES).catch("pending");

/** A review written before moderation (no status) was never approved (the rules agree). */
const reviewStatus = z.enum(REVIEW_STATUSES).catch("pending");

const IMAGE_KEYS: ReadonlySet<string> = new Set(["img", "img1", "image", "photoURL"]);

function textFields<K extends string>(keys: readonly K[]): Record<K, typeof text> {
  return Object.fromEntries(keys.map((key) => [key, IMAGE_KEYS.has(key) ? image : text])) as Record<
    K,
    typeof text
  >;
}

const keysOf = <S extends z.ZodObject>(schema: S) =>
  Object.keys(schema.shape) as (keyof S["shape"] & string)[];

const payloadDocument = <S extends z.ZodObject, A extends z.ZodRawShape>(schema: S, added: A) =>
  z.object({ ...textFields(keysOf(schema)), ...added });

export const serviceBlockDocument = z.object(textFields(keysOf(serviceBlockSchema)));

/** A detail block without an id reads with its position as id. */
const blocks = z
  .unknown()
  .optional()
  .transform((value) =>
    Array.isArray(value)
      ? value.map((raw: unknown, index) => {
          const block = serviceBlockDocument.parse(fieldsOf(raw));
          return { ...block, id: block.id || String(index) };
        })
      : [],
  );

const { des1: _blocks, ...serviceTextKeys } = serviceInputSchema.shape;
/** A service without `order` (new, or older) reads as UNPLACED: after the placed ones. */
export const serviceDocument = z.object({
  ...textFields(Object.keys(serviceTextKeys) as (keyof typeof serviceTextKeys)[]),
  des1: blocks,
  order: z.number().catch(UNPLACED),
  createdAt: date,
});

/** `settings/landing`: only plain ids are read, so no reader ever turns a pick into a path. */
export const landingSettingsDocument = z.object({
  topServices: z
    .array(z.unknown())
    .catch([])
    .transform((ids) =>
      ids.filter((id): id is string => typeof id === "string" && isTopServiceId(id)),
    ),
});

/** A member written before `order` existed reads as 0 (ties go by id: sortTeam). */
export const teamDocument = z.object({ img: image, nameDeg: text, order: number });

const { ratings: _ratings, ...reviewTextKeys } = reviewInputSchema.shape;
export const reviewDocument = z.object({
  ...textFields(Object.keys(reviewTextKeys) as (keyof typeof reviewTextKeys)[]),
  ratings: number,
  uid: text,
  status: reviewStatus,
});

/**
 * An order's booked calls (orders/{id}.calls), the earliest first; entries with an unreadable
 * id or time are left out. null for an order written before orders kept their calls.
 */
const orderCalls = z
  .unknown()
  .optional()
  .transform((value): OrderCall[] | null => {
    if (!Array.isArray(value)) return null;
    const calls: OrderCall[] = [];
    for (const raw of value as unknown[]) {
      const { bookingId, start, end } = fieldsOf(raw) as Record<string, unknown>;
      const [from, to] = [date.parse(start), date.parse(end)];
      if (typeof bookingId === "string" && bookingId && from && to) {
        calls.push({ bookingId, start: from, end: to });
      }
    }
    return calls.sort((a, b) => a.start.getTime() - b.start.getTime());
  });

export const orderDocument = payloadDocument(orderInputSchema, {
  uid: text,
  status,
  createdAt: date,
  /** Absent until the server has queued the customer's email. */
  mailState: z.enum(MAIL_STATES).optional().catch(undefined),
  /** When the customer deleted their account (its customer fields are then blank). */
  accountDeletedAt: date,
  /**
   * The order's next live call (bookings/{id}) and its start, as of its last change ("" and null
   * when none); `calls` are all its booked calls, from which the pages pick the next one now
   * (order-calls.ts nextOrderCall), so a call that ends hands over to the following one.
   */
  bookingId: text,
  callStart: date,
  calls: orderCalls,
});

/** `appCheckVerified`: the sender passed App Check; false when not known (older, no script). */
export const messageDocument = payloadDocument(messageInputSchema, {
  read: flag,
  appCheckVerified: flag,
  createdAt: date,
});

export const userDocument = payloadDocument(userProfileInputSchema, {
  admin: flag,
  claimsUpdatedAt: date,
});

export const counterDocument = z.object({
  windowStart: date,
  count: number,
  last: text,
  at: date,
});

export const articleSlugDocument = z.object({
  articleId: z.string().refine(isDocumentId).catch(""),
});

/** What a request with an Idempotency-Key created: an order (POST /orders) or a call (POST /bookings). */
export const idempotencyKeyDocument = z.object({ orderId: text, bookingId: text });

export const imageDocument = z.object({
  fallback: z.enum(["jpeg", "png"]).catch("jpeg"),
  width: number,
  height: number,
  bytes: number,
  unreferencedSince: date,
});

export const imageVariantDocument = z.object({
  data: z.instanceof(Uint8Array).nullable().catch(null),
  contentType: text,
});

const ids = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.filter((id): id is string => typeof id === "string" && isDocumentId(id)),
  );

const resultDocument = z.object({ figure: text, label: text });

/** A case study's client, challenge and results; null on an article (or when unreadable). */
const caseStudyDocument = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value !== "object" || value === null) return null;
    const { client, challenge, results } = z
      .object({ client: text, challenge: text, results: z.array(z.unknown()).catch([]) })
      .parse(value);
    return {
      client,
      challenge,
      results: results.map((raw) => resultDocument.parse(fieldsOf(raw))),
    };
  });

/** An unreadable status reads as a draft. */
export const articleDocument = z.object({
  kind: z.enum(ARTICLE_KINDS).catch("article"),
  title: text,
  slug: text,
  summary: text,
  cover: image,
  authorId: text,
  serviceIds: ids,
  body: text,
  caseStudy: caseStudyDocument,
  status: z.enum(ARTICLE_STATUSES).catch("draft"),
  publishedAt: date,
  updatedAt: date,
});

type WithId<S extends z.ZodType> = { id: string } & z.output<S>;

export type ServiceBlock = z.output<typeof serviceBlockDocument>;
export type Service = WithId<typeof serviceDocument>;
export type TeamMember = WithId<typeof teamDocument>;
export type Review = WithId<typeof reviewDocument>;
export type Order = WithId<typeof orderDocument>;
export type Message = WithId<typeof messageDocument>;
export type Article = WithId<typeof articleDocument>;
export type StoredImage = WithId<typeof imageDocument>;

export type DocumentReader<T> = (id: string, data: unknown) => T;

export function reader<S extends z.ZodObject>(schema: S): DocumentReader<WithId<S>> {
  return (id, data) => ({ id, ...schema.parse(fieldsOf(data)) });
}

export const readService = reader(serviceDocument);
export const readLandingSettings = reader(landingSettingsDocument);
export const readTeamMember = reader(teamDocument);
export const readReview = reader(reviewDocument);
export const readOrder = reader(orderDocument);
export const readMessage = reader(messageDocument);
export const readArticle = reader(articleDocument);
export const readUser = reader(userDocument);
export const readCounter = reader(counterDocument);
export const readArticleSlug = reader(articleSlugDocument);
export const readImage = reader(imageDocument);
export const readImageVariant = reader(imageVariantDocument);
export const readIdempotencyKey = reader(idempotencyKeyDocument);

/** A stored counter as limits.ts counts with it; null when there is none (or no window start). */
export function counterOf(data: unknown): { windowStart: Date; count: number } | null {
  if (data === undefined || data === null) return null;
  const { windowStart, count } = readCounter("", data);
  return windowStart ? { windowStart, count } : null;
}
