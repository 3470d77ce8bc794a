/**
 * The one registry of the stored data (ADR 011): every collection's name, each collection's
 * reader (documents.ts) and writer (from a validated payload, schemas.ts), the server-only
 * writers, and every query as a description that names no SDK, from which the web app's hooks
 * (web/src/lib/firebase/query.ts) and the Admin SDK (adminQuery) build theirs. No other module
 * spells a collection's name.
 */
import { articleInputSchema, type ArticleInput } from "./articles";
import {
  readArticle,
  readArticleSlug,
  readImage,
  readLandingSettings,
  readMessage,
  readOrder,
  readReview,
  readService,
  readTeamMember,
  readUser,
  type DocumentReader,
} from "./documents";
import type { StoredPicture } from "./images";
import { readIndex, type InsightsIndexEntry } from "./insights";
import { PUBLIC_QUERY_LIMIT } from "./limits";
import type { ArticleStatus, OrderStatus } from "./model";
import {
  hostContactSchema,
  hostSchema,
  schedulingSettingsSchema,
  serviceCallSchema,
  type BookingStatus,
  type BusyKind,
  type Host,
  type HostContact,
  type SchedulingSettings,
  type ServiceCall,
} from "./scheduling/model";
import {
  readBooking,
  readBusy,
  readHost,
  readHostContact,
  readSchedulingSettings,
  readServiceCall,
} from "./scheduling/documents";
import {
  messageInputSchema,
  orderInputSchema,
  reviewInputSchema,
  serviceEditSchema,
  serviceInputSchema,
  teamMemberFields,
  teamMemberInputSchema,
  topServicesSchema,
  userProfileInputSchema,
  type MessageInput,
  type OrderInput,
  type ReviewInput,
  type ServiceInput,
  type TeamMemberInput,
} from "./schemas";
import type { z } from "./zod";

export const COLLECTIONS = {
  services: "services",
  team: "team",
  reviews: "reviews",
  orders: "orders",
  users: "users",
  messages: "messages",
  /** `settings/landing` (LANDING_SETTINGS) and the server's `settings/insights`. */
  settings: "settings",
  articles: "articles",
  /** Every slug an article has had, naming the article: unique slugs, and old ones redirect. */
  articleSlugs: "articleSlugs",
  /** Booking a call (and `settings/scheduling`, SCHEDULING_SETTINGS): a host's hours, by team member id. */
  hosts: "hosts",
  /** A host's email for the invites and linked admin account (admins only). */
  hostContacts: "hostContacts",
  /** How a service's calls are booked, by service id. */
  serviceCalls: "serviceCalls",
  /** The calls booked (the customer reads their own, admins all; the server writes). */
  bookings: "bookings",
  /** Every booking's and hold's busy time, without personal data: what the pickers read. */
  busy: "busy",
  // Server only from here on (docs/data-model.md describes each).
  adminGrants: "adminGrants",
  deletedAccounts: "deletedAccounts",
  idempotencyKeys: "idempotencyKeys",
  clientLimits: "clientLimits",
  serverKeys: "serverKeys",
  formTokenUses: "formTokenUses",
  /** Emails for the Trigger Email extension, which records the outcome in `delivery`. */
  mail: "mail",
  /** The key of every email ever queued, kept after its `mail` document expires. */
  mailLog: "mailLog",
  images: "images",
  /** A time held for 5 minutes while a visitor completes the booking form. */
  holds: "holds",
  /** The lock: one document per occupied 5-minute cell of a host's busy time. */
  occupancy: "occupancy",
  /** A host's calls on an agency-local date: the daily cap's counter. */
  hostDays: "hostDays",
  /** A customer's bookings of one service: written in each booking's transaction (the limit). */
  customerCalls: "customerCalls",
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Subcollections: a user's rate-limit counters (limits.ts), a picture's encoded variants. */
export const SUBCOLLECTIONS = { limits: "limits", variants: "variants" } as const;

/**
 * A collection the web app reads. `stamp` is the SDK's server timestamp (each SDK has its own),
 * so the writer names no SDK.
 */
export interface Entry<T, In> {
  name: CollectionName;
  /**
   * The payload schemas whose values the documents hold. A field tagged as naming pictures
   * (picture-tags.ts) must be stored under its own name: the sweep and the migration read these
   * tags (images/references.ts), and no other list of picture fields exists.
   */
  stores: readonly z.core.$ZodType[];
  read: DocumentReader<T>;
  write: (input: In, stamp?: unknown) => Record<string, unknown>;
}

const entry = <T, In>(
  name: CollectionName,
  stores: readonly z.core.$ZodType[],
  read: DocumentReader<T>,
  write: (input: In, stamp?: unknown) => Record<string, unknown>,
): Entry<T, In> => ({ name, stores, read, write });

/** Fields set only by the server or the rules' checks are written here, never by a form. */
export const registry = {
  services: entry(
    COLLECTIONS.services,
    [serviceInputSchema, serviceEditSchema],
    readService,
    (input: ServiceInput, stamp) => ({
      ...input,
      des1: input.des1 ?? [],
      createdAt: stamp,
    }),
  ),
  team: entry(
    COLLECTIONS.team,
    [teamMemberInputSchema],
    readTeamMember,
    ({ input, order }: { input: TeamMemberInput; order: number }) => ({
      ...teamMemberFields(input),
      order,
    }),
  ),
  reviews: entry(
    COLLECTIONS.reviews,
    [reviewInputSchema],
    readReview,
    ({ uid, input }: { uid: string; input: ReviewInput }, stamp) => ({
      ...input,
      uid,
      status: "pending",
      createdAt: stamp,
    }),
  ),
  orders: entry(
    COLLECTIONS.orders,
    [orderInputSchema],
    readOrder,
    ({ uid, serviceId, input }: { uid: string; serviceId: string; input: OrderInput }, stamp) => ({
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      address: input.address,
      serviceName: input.serviceName,
      serviceId,
      uid,
      status: "pending",
      createdAt: stamp,
    }),
  ),
  messages: entry(
    COLLECTIONS.messages,
    [messageInputSchema],
    readMessage,
    (read: { read: boolean }) => read,
  ),
  users: entry(
    COLLECTIONS.users,
    [userProfileInputSchema],
    readUser,
    (profile: { email: string; displayName: string; photoURL: string }, stamp) => ({
      ...profile,
      createdAt: stamp,
    }),
  ),
  articles: entry(
    COLLECTIONS.articles,
    [articleInputSchema],
    readArticle,
    (
      {
        input,
        status,
        publishedAt,
      }: { input: ArticleInput; status: ArticleStatus; publishedAt: unknown },
      stamp,
    ) => ({ ...input, status, publishedAt, updatedAt: stamp }),
  ),
  // settings/landing holds topServicesSchema's payload.
  settings: entry(
    COLLECTIONS.settings,
    [topServicesSchema],
    readLandingSettings,
    (ids: readonly string[]) => ({
      topServices: [...ids],
    }),
  ),
  /** settings/insights (INSIGHTS_INDEX): the index the server keeps, made from the articles. */
  insightsIndex: entry(
    COLLECTIONS.settings,
    [],
    (id, data) => ({ id, entries: readIndex(data) }),
    (entries: readonly InsightsIndexEntry[]) => ({ entries: [...entries] }),
  ),
  articleSlugs: entry(COLLECTIONS.articleSlugs, [], readArticleSlug, (articleId: string) => ({
    articleId,
  })),
  /** The picture's document; its variants are written first (functions/src/images/store.ts). */
  images: entry(COLLECTIONS.images, [], readImage, (picture: StoredPicture, stamp) => ({
    ...picture,
    createdAt: stamp,
    unreferencedSince: null,
  })),
  /** hosts/{teamMemberId}: written by the REST API (PUT /hosts/{id}) only. */
  hosts: entry(COLLECTIONS.hosts, [hostSchema], readHost, (host: Host, stamp) => ({
    name: host.name,
    weekly: host.weekly,
    exceptions: [...host.exceptions].sort((a, b) => (a.date < b.date ? -1 : 1)),
    updatedAt: stamp,
  })),
  hostContacts: entry(
    COLLECTIONS.hostContacts,
    [hostContactSchema],
    readHostContact,
    (contact: HostContact, stamp) => ({
      email: contact.email.trim().toLowerCase(),
      uid: contact.uid,
      updatedAt: stamp,
    }),
  ),
  serviceCalls: entry(
    COLLECTIONS.serviceCalls,
    [serviceCallSchema],
    readServiceCall,
    (call: ServiceCall, stamp) => ({ ...call, updatedAt: stamp }),
  ),
  /** settings/scheduling (SCHEDULING_SETTINGS): the agency's time zone. */
  schedulingSettings: entry(
    COLLECTIONS.settings,
    [schedulingSettingsSchema],
    readSchedulingSettings,
    (settings: SchedulingSettings, stamp) => ({ timeZone: settings.timeZone, updatedAt: stamp }),
  ),
  /** Written by the server only (functions/src/server/bookings/), with its busy document. */
  bookings: entry(COLLECTIONS.bookings, [], readBooking, (booking: BookingRecord, stamp) => ({
    ...booking,
    phoneNumber: booking.phoneNumber ?? "",
    notes: booking.notes ?? "",
    createdAt: stamp,
    updatedAt: stamp,
  })),
  /** Written by the server only, in the booking's or hold's transaction. */
  busy: entry(COLLECTIONS.busy, [], readBusy, (busy: BusyRecord) => ({
    ...busy,
    expiresAt: busy.kind === "hold" ? busy.expiresAt : null,
  })),
};

/** A booking's fields as the server stores them (Dates become Timestamps in either SDK). */
export interface BookingRecord {
  serviceId: string;
  serviceTitle: string;
  hostId: string;
  hostName: string;
  uid: string;
  name: string;
  email: string;
  /** The customer's zone, for their mails and pages. */
  timeZone: string;
  phoneNumber?: string;
  notes?: string;
  start: Date;
  end: Date;
  busyStart: Date;
  busyEnd: Date;
  status: BookingStatus;
  orderId: string;
  sequence: number;
  /**
   * When the call got its current time (booked, or last moved): its reminders count from it.
   * The server always writes it; a booking written without it counts from createdAt.
   */
  scheduledAt?: Date;
  /**
   * The agency-local date of its hostDays place (hostDays/{hostId}_{hostDay}), as taken. The
   * server always writes it; without it, the place is found by the start's date in today's zone.
   */
  hostDay?: string;
}

export interface HoldRecord {
  tokenHash: string;
  serviceId: string;
  hostId: string;
  start: Date;
  end: Date;
  busyStart: Date;
  busyEnd: Date;
  expiresAt: Date;
  /** The agency-local date of its hostDays place (hostDays/{hostId}_{hostDay}), as taken. */
  hostDay: string;
}

export interface OccupancyRecord {
  hostId: string;
  start: Date;
  /** "bookings/ID" or "holds/ID". */
  owner: string;
  /** A hold's expiry; null for a booking. */
  expiresAt: Date | null;
}

/** A busy document's fields: `expiresAt` for a hold (null for a booking). */
export interface BusyRecord {
  hostId: string;
  serviceId: string;
  kind: BusyKind;
  start: Date;
  end: Date;
  busyStart: Date;
  busyEnd: Date;
  expiresAt: Date | null;
}

interface ServerEntry<In> {
  name: CollectionName | (typeof SUBCOLLECTIONS)[keyof typeof SUBCOLLECTIONS];
  write: (input: In, stamp?: unknown) => Record<string, unknown>;
}

const serverEntry = <In>(
  name: ServerEntry<In>["name"],
  write: (input: In, stamp?: unknown) => Record<string, unknown>,
): ServerEntry<In> => ({ name, write });

/** An entry of the adminGrants audit log: who changed whose role; `reason` when not asked for. */
export interface AdminGrant {
  by: string;
  target: string;
  action: "grant" | "revoke";
  reason?: "account-deleted";
}

/** A rate-limit counter's window (limits.ts); `last`: the id of the document last counted. */
export interface CounterWindow {
  windowStart: unknown;
  count: number;
  last: string;
  /** For a TTL policy. */
  expireAt?: Date;
}

const counterFields = ({ expireAt, ...window }: CounterWindow, stamp?: unknown) => ({
  ...window,
  at: stamp,
  ...(expireAt ? { expireAt } : {}),
});

/** The writers of the records no browser writes (`stamp` as in Entry). */
export const serverWriters = {
  adminGrants: serverEntry(COLLECTIONS.adminGrants, (grant: AdminGrant, stamp) => ({
    ...grant,
    at: stamp,
  })),
  /** Only the server creates messages (server/messages.ts); an admin marks them read. */
  messages: serverEntry(
    COLLECTIONS.messages,
    (
      { message, appCheckVerified }: { message: MessageInput; appCheckVerified: boolean },
      stamp,
    ) => ({ ...message, read: false, appCheckVerified, createdAt: stamp }),
  ),
  deletedAccounts: serverEntry(COLLECTIONS.deletedAccounts, (_: null, stamp) => ({
    deletedAt: stamp,
  })),
  idempotencyKeys: serverEntry(
    COLLECTIONS.idempotencyKeys,
    (key: { uid: string } & ({ orderId: string } | { bookingId: string }), stamp) => ({
      ...key,
      at: stamp,
    }),
  ),
  formTokenUses: serverEntry(
    COLLECTIONS.formTokenUses,
    ({ message, expireAt }: { message: string; expireAt: Date }, stamp) => ({
      message,
      usedAt: stamp,
      expireAt,
    }),
  ),
  /** The email's document (mail/templates.ts) and when a TTL policy may delete it. */
  mail: {
    name: COLLECTIONS.mail,
    write: <M extends object, T>(mail: M, expireAt: T): M & { expireAt: T } => ({
      ...mail,
      expireAt,
    }),
  },
  mailLog: serverEntry(COLLECTIONS.mailLog, (kind: string, stamp) => ({ kind, at: stamp })),
  /** A signing key the server made for itself (the contact form's page tokens). */
  serverKeys: serverEntry(COLLECTIONS.serverKeys, (key: Uint8Array, stamp) => ({
    key,
    createdAt: stamp,
  })),
  /** A client address's message counter (its id a hash of the address). */
  clientLimits: serverEntry(COLLECTIONS.clientLimits, counterFields),
  /** A user's counter of one kind, `users/{uid}/limits/{kind}` (the web app steps it too). */
  limits: serverEntry(SUBCOLLECTIONS.limits, counterFields),
  /** holds/{holdId}: a held time; the visitor has the token, the document its SHA-256. */
  holds: serverEntry(COLLECTIONS.holds, (hold: HoldRecord) => ({ ...hold })),
  /** occupancy/{hostId}_{cellStartMs}: one occupied cell, owned by a booking or a hold. */
  occupancy: serverEntry(COLLECTIONS.occupancy, (cell: OccupancyRecord) => ({ ...cell })),
  /** hostDays/{hostId}_{date}: a host's calls on an agency-local date, each with its expiry. */
  hostDays: serverEntry(
    COLLECTIONS.hostDays,
    (day: { hostId: string; date: string; calls: ReadonlyMap<string, Date | null> }) => ({
      hostId: day.hostId,
      date: day.date,
      calls: Object.fromEntries(day.calls),
    }),
  ),
  /** customerCalls/{hash}: touched by each booking of a customer and service (their limit). */
  customerCalls: serverEntry(
    COLLECTIONS.customerCalls,
    (calls: { uid: string; serviceId: string; last: string }, stamp) => ({ ...calls, at: stamp }),
  ),
  /** One encoded variant of a picture, `images/{hash}/variants/{name}`. */
  variants: serverEntry(
    SUBCOLLECTIONS.variants,
    ({ data, contentType }: { data: Uint8Array; contentType: string }) => ({
      data,
      contentType,
      bytes: data.byteLength,
    }),
  ),
};

export type EntryKey = keyof typeof registry;
export type Stored<K extends EntryKey> = ReturnType<(typeof registry)[K]["read"]>;

/** Each collection's reader, typed by key (for code generic over the collection). */
export const readers = Object.fromEntries(
  Object.entries(registry).map(([key, { read }]) => [key, read]),
) as { [K in EntryKey]: DocumentReader<Stored<K>> };

export interface DocumentDescription<K extends EntryKey = EntryKey> {
  collection: K;
  id: string;
}

export type RangeOperator = ">=" | ">" | "<" | "<=";

/** A query, as both SDKs build it: equalities (`where`), and ranges on instants (`range`). */
export interface QueryDescription<K extends EntryKey = EntryKey> {
  collection: K;
  where?: readonly (readonly [field: string, value: string | boolean])[];
  range?: readonly (readonly [field: string, op: RangeOperator, value: Date])[];
  orderBy?: readonly (readonly [field: string, direction: "asc" | "desc"])[];
  limit?: number;
}

/** The settings document that holds the landing's picks (see the rules). */
export const LANDING_SETTINGS: DocumentDescription<"settings"> = {
  collection: "settings",
  id: "landing",
};

/** /insights' index (shared/insights.ts), kept by a trigger; only the server reads it. */
export const INSIGHTS_INDEX: DocumentDescription<"insightsIndex"> = {
  collection: "insightsIndex",
  id: "insights",
};

export const articlePath = (id: string): DocumentDescription<"articles"> => ({
  collection: "articles",
  id,
});

export const servicePath = (id: string): DocumentDescription<"services"> => ({
  collection: "services",
  id,
});

export const userPath = (uid: string): DocumentDescription<"users"> => ({
  collection: "users",
  id: uid,
});

/** The agency's time zone (settings/scheduling; the default when missing). */
export const SCHEDULING_SETTINGS: DocumentDescription<"schedulingSettings"> = {
  collection: "schedulingSettings",
  id: "scheduling",
};

/** A host's hours: hosts/{teamMemberId}. */
export const hostPath = (id: string): DocumentDescription<"hosts"> => ({ collection: "hosts", id });

/** A service's call settings: serviceCalls/{serviceId}. */
export const serviceCallPath = (serviceId: string): DocumentDescription<"serviceCalls"> => ({
  collection: "serviceCalls",
  id: serviceId,
});

export const bookingPath = (id: string): DocumentDescription<"bookings"> => ({
  collection: "bookings",
  id,
});

/**
 * The most busy documents one page of a host's busy time holds (the rules bound every list of
 * busy): a reader that gets a full page reads the next one after its last document, so no busy
 * time is ever cut off.
 */
export const BUSY_QUERY_LIMIT = 2000;

/** The most bookings one list reads (a customer's calls; an admin's agenda of a range). */
export const BOOKINGS_QUERY_LIMIT = 500;

/** How many approved reviews the landing's carousel shows, newest first. */
export const LATEST_REVIEWS = 20;

/** How many of the author's pending reviews the Add Review page lists. */
export const MY_PENDING_SHOWN = 20;

/** Counts pending reviews up to this many (one page of a public list); more shows as "49+". */
export const PENDING_CAP = PUBLIC_QUERY_LIMIT - 1;

/** How many articles Manage articles lists (the rules bound every list of articles at 50). */
export const ADMIN_ARTICLES_SHOWN = PUBLIC_QUERY_LIMIT;

/** Counts unread messages up to this many; more shows as "99+". */
export const UNREAD_CAP = 99;

export type OrderFilter = OrderStatus | "all";

const newestFirst = [["createdAt", "desc"]] as const;

/**
 * The public lists are bounded (the rules refuse one without a limit). Services and the team are
 * sorted after reading, not with orderBy("order"): Firestore leaves out documents without the
 * ordered field, and new services have none.
 */
export const queries = {
  /** The services page's list (oldest first, then sorted by `order`). */
  services: {
    collection: "services",
    orderBy: [["createdAt", "asc"]],
    limit: PUBLIC_QUERY_LIMIT,
  } satisfies QueryDescription<"services">,
  team: { collection: "team", limit: PUBLIC_QUERY_LIMIT } satisfies QueryDescription<"team">,
  /** The landing's reviews: approved, newest first. */
  latestReviews: {
    collection: "reviews",
    where: [["status", "approved"]],
    orderBy: newestFirst,
    limit: LATEST_REVIEWS,
  } satisfies QueryDescription<"reviews">,
  /** The signed-in author's reviews that await approval. */
  myPendingReviews: (uid: string): QueryDescription<"reviews"> => ({
    collection: "reviews",
    where: [
      ["uid", uid],
      ["status", "pending"],
    ],
    orderBy: newestFirst,
    limit: MY_PENDING_SHOWN,
  }),
  /** Admins: every review; the number awaiting approval (capped). */
  allReviews: { collection: "reviews", orderBy: newestFirst } satisfies QueryDescription<"reviews">,
  pendingReviews: {
    collection: "reviews",
    where: [["status", "pending"]],
    orderBy: newestFirst,
    limit: PENDING_CAP + 1,
  } satisfies QueryDescription<"reviews">,
  /** Every published article (the sitemap, on the server; pages read the index instead). */
  publishedArticles: {
    collection: "articles",
    where: [["status", "published"]],
  } satisfies QueryDescription<"articles">,
  /** Admins: the inbox, and its unread messages (capped). */
  inbox: { collection: "messages", orderBy: newestFirst } satisfies QueryDescription<"messages">,
  unreadMessages: {
    collection: "messages",
    where: [["read", false]],
    orderBy: newestFirst,
    limit: UNREAD_CAP + 1,
  } satisfies QueryDescription<"messages">,
  /** Users whose profile carries the server-written admin flag. */
  admins: {
    collection: "users",
    where: [["admin", true]],
    limit: 100,
  } satisfies QueryDescription<"users">,
  /** A customer's own orders: a query on their uid, never all orders. */
  myOrders: (uid: string): QueryDescription<"orders"> => ({
    collection: "orders",
    where: [["uid", uid]],
    orderBy: newestFirst,
  }),
  /** Every customer's orders for admins, by status and/or exact customer email. */
  adminOrders: ({ filter, email }: { filter: OrderFilter; email?: string }) => {
    const where: [string, string][] = [];
    if (filter !== "all") where.push(["status", filter]);
    if (email) where.push(["email", email.trim().toLowerCase()]);
    return {
      collection: "orders",
      where,
      orderBy: newestFirst,
    } satisfies QueryDescription<"orders">;
  },
  /** The newest `count` published articles, for the browser's live pages; all for the REST API. */
  latestArticles: (count?: number): QueryDescription<"articles"> => ({
    collection: "articles",
    where: [["status", "published"]],
    orderBy: [["publishedAt", "desc"]],
    limit: count,
  }),
  /** Admins: articles and case studies, drafts too, the last updated first. */
  adminArticles: {
    collection: "articles",
    orderBy: [["updatedAt", "desc"]],
    limit: ADMIN_ARTICLES_SHOWN,
  } satisfies QueryDescription<"articles">,
  /** Every host (public: hours and names only). */
  hosts: { collection: "hosts", limit: PUBLIC_QUERY_LIMIT } satisfies QueryDescription<"hosts">,
  /** The services whose calls can be booked now (the customer's "Book a call" list). */
  serviceCallsOffered: {
    collection: "serviceCalls",
    where: [["enabled", true]],
    limit: PUBLIC_QUERY_LIMIT,
  } satisfies QueryDescription<"serviceCalls">,
  /**
   * One host's busy time starting in [from, to) (shared/scheduling/bounds.ts busyWindow), by
   * busyStart, a page at a time: a full page is followed by the page after its last document.
   */
  busyBetween: (hostId: string, from: Date, to: Date): QueryDescription<"busy"> => ({
    collection: "busy",
    where: [["hostId", hostId]],
    range: [
      ["busyStart", ">=", from],
      ["busyStart", "<", to],
    ],
    orderBy: [["busyStart", "asc"]],
    limit: BUSY_QUERY_LIMIT,
  }),
  /** A customer's own calls, every status, the earliest first: a query on their uid. */
  myBookings: (uid: string): QueryDescription<"bookings"> => ({
    collection: "bookings",
    where: [["uid", uid]],
    orderBy: [["start", "asc"]],
    limit: BOOKINGS_QUERY_LIMIT,
  }),
  /** Admins: the calls starting in [from, to), of one host or all, the earliest first. */
  bookingsBetween: ({
    from,
    to,
    hostId,
  }: {
    from: Date;
    to: Date;
    hostId?: string;
  }): QueryDescription<"bookings"> => ({
    collection: "bookings",
    where: hostId === undefined ? [] : [["hostId", hostId]],
    range: [
      ["start", ">=", from],
      ["start", "<", to],
    ],
    orderBy: [["start", "asc"]],
    limit: BOOKINGS_QUERY_LIMIT,
  }),
  /** Admins: the calls of one order, the earliest first (a customer filters myBookings). */
  ordersBookings: (orderId: string): QueryDescription<"bookings"> => ({
    collection: "bookings",
    where: [["orderId", orderId]],
    orderBy: [["start", "asc"]],
    limit: BOOKINGS_QUERY_LIMIT,
  }),
};

/** The part of the Admin SDK's query API that adminQuery uses (no firebase-admin import here). */
interface AdminQuery<Q> {
  where(field: string, op: "==" | RangeOperator, value: unknown): Q;
  orderBy(field: string, direction: "asc" | "desc"): Q;
  limit(count: number): Q;
}

/** A description as an Admin SDK query, from `db.collection(name)`. */
export function adminQuery<Q extends AdminQuery<Q>>(
  collection: (name: CollectionName) => Q,
  description: QueryDescription,
): Q {
  let query = collection(registry[description.collection].name);
  for (const [field, value] of description.where ?? []) query = query.where(field, "==", value);
  for (const [field, op, value] of description.range ?? []) query = query.where(field, op, value);
  for (const [field, direction] of description.orderBy ?? [])
    query = query.orderBy(field, direction);
  return description.limit === undefined ? query : query.limit(description.limit);
}
