/**
 * Actors and valid documents for the rules suite. Each `valid*` function returns a payload that
 * the rules accept for the right actor; hostile tests change one thing at a time.
 */
import {
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type FieldValue,
  type Firestore,
} from "firebase/firestore";
import type { CountedKind } from "../../functions/src/shared/limits.ts";
import { MEDIA_REF, PNG_DATA_URL } from "../support/images.ts";

export { MEDIA_REF };

export interface Actor {
  name: "anonymous" | "customer A" | "customer B" | "admin" | "unverified" | "anonymous account";
  uid: string | null;
  token: {
    email?: string;
    email_verified?: boolean;
    admin?: boolean;
    firebase?: { sign_in_provider: "anonymous" | "password" | "google.com" | "custom" };
  };
}

/** An email and password account, `<uid>@agency.test`, verified unless `token` says otherwise. */
function emailAccount(name: Actor["name"], uid: string, token: Actor["token"] = {}): Actor {
  return { name, uid, token: { email: `${uid}@agency.test`, email_verified: true, ...token } };
}

export const anonymous: Actor = { name: "anonymous", uid: null, token: {} };
export const customerA = emailAccount("customer A", "alice");
export const customerB = emailAccount("customer B", "bob");
export const admin = emailAccount("admin", "ada", { admin: true });

export const ACTORS = [anonymous, customerA, customerB, admin] as const;

/**
 * Signed in, but not proven to own an address: an email and password account whose
 * verification link was never followed, and an anonymous Firebase account (no email at all).
 * Neither may book or post a review.
 */
export const unverified = emailAccount("unverified", "mallory", { email_verified: false });
export const anonymousAccount: Actor = {
  name: "anonymous account",
  uid: "nobody",
  token: { firebase: { sign_in_provider: "anonymous" } },
};

/**
 * A picture inline as a data URL, as documents held them before pictures were files: no new write
 * may store one, but a document that still holds one stays editable.
 */
export const LEGACY_DATA_URL = PNG_DATA_URL;

type Doc = Record<string, unknown>;

export function validBlock(id = "block-1"): Doc {
  return {
    id,
    h1: "Technical audit",
    p1: "We crawl every page.",
    p2: "You get a plan.",
    img1: "/images/blocks/analytics.svg",
  };
}

export function validService(): Doc & { createdAt: FieldValue } {
  return {
    name: "Search Engine Optimization",
    des: "Get found by the people already searching for you.",
    img: MEDIA_REF,
    bannerh: "Search that compounds",
    bannerP: "We fix what holds your site back.",
    des1: [validBlock("b1"), validBlock("b2")],
    createdAt: serverTimestamp(),
  };
}

export function validTeamMember(): Doc {
  return { img: "/images/team/maya-chen.svg", nameDeg: "Maya Chen, Creative Director", order: 1 };
}

export function validReview(uid: string): Doc {
  return {
    name: "Priya Sharma",
    ratings: 4.5,
    review: "Our organic traffic doubled in six months.",
    image: "/images/reviewers/priya-sharma.svg",
    uid,
    status: "pending",
    createdAt: serverTimestamp(),
  };
}

export function validOrder(uid: string, email: string): Doc {
  return {
    name: "Alice Customer",
    email,
    phoneNumber: "+1 555 0100",
    address: "12 Harbour Street, Springfield",
    serviceName: "Search Engine Optimization",
    serviceId: "svc-1",
    uid,
    status: "pending",
    createdAt: serverTimestamp(),
  };
}

export function validUser(email: string): Doc {
  return {
    email,
    displayName: "Alice Customer",
    photoURL: "",
    createdAt: serverTimestamp(),
  };
}

export function validMessage(): Doc {
  return {
    fullName: "Jamie Visitor",
    email: "jamie@example.com",
    subject: "A new website",
    phone: "+1 555 0199",
    message: "We would like a quote for a new website.",
    read: false,
    createdAt: serverTimestamp(),
  };
}

/** A string of exactly `length` characters. */
export function text(length: number): string {
  return "x".repeat(length);
}

/** The path of `uid`'s rate-limit counter of `kind`. */
export function counterPath(uid: string, kind: CountedKind): string {
  return `users/${uid}/limits/${kind}`;
}

/**
 * The web client's counter step when it does not know the counter (none yet, or a running
 * window): a window starting now if there is none, else one more; for the document `id`.
 */
export function counterStep(id: string): Doc {
  return {
    windowStart: serverTimestamp(),
    count: increment(1),
    last: id,
    at: serverTimestamp(),
  };
}

/**
 * Creates `path` as the web client does: in one batch with a step of the author's counter of
 * `kind` (`counter` replaces the default step, merged into the stored counter).
 */
export function countedCreate(
  db: Firestore,
  uid: string,
  kind: CountedKind,
  path: string,
  data: Doc,
  counter: Doc = counterStep(path.split("/").at(-1) ?? ""),
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, path), data);
  batch.set(doc(db, counterPath(uid, kind)), counter, { merge: true });
  return batch.commit();
}
