/**
 * The contact form's page tokens, which the script-free form carries when App Check is enforced
 * (a plain HTML post has no App Check token): `v1.<issued at, ms>.<nonce>.<HMAC-SHA256>`. Used
 * once per client address (formTokenUseId): the CDN serves one rendered page, and so one token,
 * to every visitor for up to 5 minutes. Pure: the clock and the key are passed in.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A person takes longer to fill in the form; a script posting at once is refused. */
export const FORM_TOKEN_MIN_AGE_MS = 3_000;

/** Pages are cached 5 minutes at most, so a visitor has 55 to write; a refusal keeps the text. */
export const FORM_TOKEN_LIFETIME_MS = 60 * 60_000;

export const FORM_TOKEN_KEY_BYTES = 32;

const VERSION = "v1";
const NONCE_BYTES = 16;
const TOKEN = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Uint8Array, payload: string): Buffer =>
  createHmac("sha256", key).update(`contact-form:${payload}`).digest();

export const newFormTokenKey = (): Buffer => randomBytes(FORM_TOKEN_KEY_BYTES);

export function issueFormToken(
  key: Uint8Array,
  now: number,
  nonce: Uint8Array = randomBytes(NONCE_BYTES),
): string {
  const payload = `${VERSION}.${Math.floor(now)}.${Buffer.from(nonce).toString("base64url")}`;
  return `${payload}.${signature(key, payload).toString("base64url")}`;
}

export interface ValidFormToken {
  ok: true;
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

/** Why a token was refused (for logs and tests; the visitor is told the same for each). */
export type FormTokenRefusal = "missing" | "malformed" | "forged" | "early" | "expired";

export type FormTokenCheck = ValidFormToken | { ok: false; reason: FormTokenRefusal };

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

/** A hash of the token's nonce and the client address, so no address is stored. */
export function formTokenUseId(nonce: string, address: string): string {
  return createHash("sha256").update(`form-token:${nonce}:${address}`).digest("hex");
}
