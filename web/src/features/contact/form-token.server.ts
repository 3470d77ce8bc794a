/**
 * The contact form's page tokens on the server (format and checks: @shared/form-token). The
 * signing key is made, not configured: random bytes in the server-only `serverKeys/contactForm`,
 * created in a transaction (instances starting together agree) and kept in memory. Deleting the
 * document rotates it once every instance has restarted.
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

export const FORM_TOKEN_KEY_ID = "contactForm";

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

/** Read (or made) once per instance; a failed read is tried again next time. */
export function formTokenKey(): Promise<Buffer> {
  key ??= loadKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

export async function issueContactFormToken(now: number = Date.now()): Promise<string> {
  return issueFormToken(await formTokenKey(), now);
}

export type ContactFormCheck =
  ValidFormToken | { ok: false; reason: FormTokenRefusal | "honeypot" };

/** A filled honeypot is refused whatever the token. */
export async function checkContactForm(form: FormData, now: number): Promise<ContactFormCheck> {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (honeypot !== null && honeypot !== "") return { ok: false, reason: "honeypot" };
  return checkFormToken(form.get(FORM_TOKEN_FIELD), await formTokenKey(), now);
}
