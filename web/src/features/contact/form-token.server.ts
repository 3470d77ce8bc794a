/**
 * The contact form's page tokens on the server (the format and the checks: @shared/form-token).
 * The landing's loader issues one with every render; with App Check enforced, the form's action
 * (submit.server.ts) accepts a plain post only with a valid token and an empty honeypot.
 *
 * The signing key is made by the server, not configured: 32 random bytes in the server-only
 * document `serverKeys/contactForm`, created by the first instance that needs it (in a
 * transaction, so instances starting together agree on one key) and kept in memory after.
 * Deleting the document makes a new key: once every instance has restarted, tokens signed with
 * the old one are refused (their visitors send again with the fresh token the refusal renders).
 */
import { FieldValue } from "firebase-admin/firestore";
import {
  checkFormToken,
  FORM_TOKEN_KEY_BYTES,
  issueFormToken,
  newFormTokenKey,
  type FormTokenRefusal,
  type ValidFormToken,
} from "@shared/form-token";
import { serverWriters } from "@shared/registry";
import { db } from "@/lib/content.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./outcome";

/** The key's document in serverKeys. */
export const FORM_TOKEN_KEY_ID = "contactForm";

/** A stored key as bytes, or null when the document holds none of the right length. */
function storedKey(value: unknown): Buffer | null {
  return value instanceof Uint8Array && value.byteLength === FORM_TOKEN_KEY_BYTES
    ? Buffer.from(value)
    : null;
}

async function loadKey(): Promise<Buffer> {
  const ref = db().collection(serverWriters.serverKeys.name).doc(FORM_TOKEN_KEY_ID);
  const read = (value: unknown) => {
    const key = storedKey(value);
    if (!key) {
      throw new Error(
        `${ref.path} holds no ${FORM_TOKEN_KEY_BYTES}-byte key; delete it and a new one is made`,
      );
    }
    return key;
  };
  const snapshot = await ref.get();
  if (snapshot.exists) return read(snapshot.get("key"));
  return db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.exists) return read(current.get("key"));
    const key = newFormTokenKey();
    tx.create(ref, serverWriters.serverKeys.write(key, FieldValue.serverTimestamp()));
    return key;
  });
}

let key: Promise<Buffer> | undefined;

/** The signing key, read (or made) once per instance; a failed read is tried again next time. */
export function formTokenKey(): Promise<Buffer> {
  key ??= loadKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

/** A token for a page rendered at `now` (ms since the epoch). */
export async function issueContactFormToken(now: number = Date.now()): Promise<string> {
  return issueFormToken(await formTokenKey(), now);
}

/** A posted form's verdict: its valid token, or why it was refused. */
export type ContactFormCheck =
  ValidFormToken | { ok: false; reason: FormTokenRefusal | "honeypot" };

/**
 * What a posted form shows of its sender at `now`: refused with a filled honeypot (whatever the
 * token), else as its token checks out (a missing one is refused).
 */
export async function checkContactForm(form: FormData, now: number): Promise<ContactFormCheck> {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (honeypot !== null && honeypot !== "") return { ok: false, reason: "honeypot" };
  return checkFormToken(form.get(FORM_TOKEN_FIELD), await formTokenKey(), now);
}
