/**
 * The contact form's page tokens: what the landing's script-free form must carry when App Check
 * is enforced (web/src/features/contact/form-token.server.ts issues and checks them), since a
 * plain HTML post carries no App Check token.
 *
 * A token is `v1.<issued at, ms>.<nonce>.<signature>`: the time the page was rendered, 16 random
 * bytes, and an HMAC-SHA256 of both under the server's key. It is good from FORM_TOKEN_MIN_AGE_MS
 * after it was issued (a person takes longer to fill in the form; a script posting at once is
 * refused) until FORM_TOKEN_LIFETIME_MS after (the CDN serves one rendered page, and so one
 * token, for up to 5 minutes, and a visitor may read and write for a long while). It is used
 * once per client address (formTokenUseId): the second visitor of a cached page has a different
 * address, and sends with the same token.
 *
 * Pure (node:crypto only): the clock and the key are passed in.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A token is refused sooner than this after it was issued (ms). */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;

/**
 * A token is refused this long after it was issued (ms): an hour. The CDN keeps a page for 240 s
 * and a browser for 60 s more (PUBLIC_CACHE_CONTROL), so a visitor has at least 55 minutes to read
 * the page and write; a refused post comes back with what was typed and a fresh token.
 */
export const FORM_TOKEN_LIFETIME_MS = 60 * 60_000;

/** The signing key's length in bytes. */
export const FORM_TOKEN_KEY_BYTES = 32;

const VERSION = "v1";
const NONCE_BYTES = 16;
const TOKEN = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Uint8Array, payload: string): Buffer =>
  createHmac("sha256", key).update(`contact-form:${payload}`).digest();

/** A new random signing key. */
export const newFormTokenKey = (): Buffer => randomBytes(FORM_TOKEN_KEY_BYTES);

/** A token issued at `now` (ms since the epoch), signed with `key`. */
export function issueFormToken(
  key: Uint8Array,
  now: number,
  nonce: Uint8Array = randomBytes(NONCE_BYTES),
): string {
  const payload = `${VERSION}.${Math.floor(now)}.${Buffer.from(nonce).toString("base64url")}`;
  return `${payload}.${signature(key, payload).toString("base64url")}`;
}

/** A token that checked out: its nonce (its identity) and when it stops being accepted. */
export interface ValidFormToken {
  ok: true;
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

/** Why a token was refused (for logs and tests; the visitor is told the same for each). */
export type FormTokenRefusal = "missing" | "malformed" | "forged" | "early" | "expired";

export type FormTokenCheck = ValidFormToken | { ok: false; reason: FormTokenRefusal };

/** Whether `token` was signed with `key` and is accepted at `now` (ms since the epoch). */
export function checkFormToken(token: unknown, key: Uint8Array, now: number): FormTokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, issued = "", nonce = "", signed = ""] = match;
  // Compared as text: only the signature's one spelling is accepted.
  const expected = Buffer.from(
    signature(key, `${VERSION}.${issued}.${nonce}`).toString("base64url"),
  );
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "forged" };
  }
  const issuedAt = Number(issued);
  if (now < issuedAt + FORM_TOKEN_MIN_AGE_MS) return { ok: false, reason: "early" };
  const expiresAt = issuedAt + FORM_TOKEN_LIFETIME_MS;
  if (now >= expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, nonce, issuedAt, expiresAt };
}

/**
 * The id of the record that a token was used from a client address: a hash of both, so no
 * address is stored (as clientCounterId, counter.ts).
 */
export function formTokenUseId(nonce: string, address: string): string {
  return createHash("sha256").update(`form-token:${nonce}:${address}`).digest("hex");
}
