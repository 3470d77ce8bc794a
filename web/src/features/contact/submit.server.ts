/**
 * The contact form's route `action`, for a plain HTML post: checked and stored as POST /messages
 * does, within the same hourly budget of the client's address (@shared/counter). Without the
 * address the `ssr` function passes (the dev server), every caller is "local".
 *
 * A plain post carries no App Check token. With App Check enforced (APP_CHECK_ENFORCE,
 * @shared/app-check) it must carry the page's form token instead (form-token.server.ts): issued
 * at least 3 s before, not expired, used once per client address, with the honeypot left empty.
 * Anything else is refused as the API refuses a missing or invalid App Check token (401), with
 * nothing stored and nothing counted. A message stored here never passed App Check
 * (`appCheckVerified: false`, which the inbox marks).
 */
import { data } from "react-router-dom";
import { FieldValue } from "firebase-admin/firestore";
import { appCheckEnforced } from "@shared/app-check";
import { clientCounterId, readHourlyCounter, writeHourlyCounter } from "@shared/counter";
import { formTokenUseId, type ValidFormToken } from "@shared/form-token";
import { limitMessage, RATE_LIMITS } from "@shared/limits";
import { COLLECTIONS } from "@shared/registry";
import { fieldErrors, messageInputSchema, type MessageInput } from "@shared/schemas";
import { db } from "@/lib/content.server";
import { checkContactForm, type ContactFormCheck } from "./form-token.server";
import { errorsByField, messageFromForm, type ContactOutcome } from "./outcome";

/** The header the `ssr` function passes the client's address in (functions/src/ssr/serve.ts). */
export const CLIENT_ADDRESS_HEADER = "x-agency-client-address";

/** The gRPC status of a `create` whose document exists. */
const ALREADY_EXISTS = 6;

const alreadyExists = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === ALREADY_EXISTS;

type Stored = { stored: true } | { refused: string } | { replayed: true };

/**
 * Stores `message` within `address`'s hourly budget, or says why not. With `token`, records its
 * use from `address` in the same transaction: a second post of it from there is `replayed`.
 */
async function storeMessage(
  message: MessageInput,
  address: string,
  token: ValidFormToken | null,
): Promise<Stored> {
  const counterRef = db().collection(COLLECTIONS.clientLimits).doc(clientCounterId(address));
  const ref = db().collection(COLLECTIONS.messages).doc();
  const use = token && {
    ref: db().collection(COLLECTIONS.formTokenUses).doc(formTokenUseId(token.nonce, address)),
    expireAt: new Date(token.expiresAt),
  };
  try {
    return await db().runTransaction(async (tx): Promise<Stored> => {
      if (use && (await tx.get(use.ref)).exists) return { replayed: true };
      const limit = RATE_LIMITS.messagesPerHourPerClient;
      const counting = await readHourlyCounter(tx, counterRef, limit);
      if (counting.step.step === "refused") {
        return { refused: limitMessage("messages", counting.step.count) };
      }
      const now = FieldValue.serverTimestamp();
      tx.create(ref, { ...message, read: false, appCheckVerified: false, createdAt: now });
      if (use) tx.create(use.ref, { message: ref.id, usedAt: now, expireAt: use.expireAt });
      writeHourlyCounter(tx, counting, ref.id, now, true);
      return { stored: true };
    });
  } catch (error) {
    // The same token from the same address, committed by another post meanwhile.
    if (use && alreadyExists(error)) return { replayed: true };
    throw error;
  }
}

export interface SubmitOptions {
  /** Whether App Check is enforced; by default as APP_CHECK_ENFORCE says. */
  enforce?: boolean;
  /** The clock a form token is checked against (ms since the epoch). */
  now?: () => number;
}

/**
 * The form as posted: refused as unverified (401, App Check enforced), refused fields (400), the
 * hourly limit (429), or stored.
 */
export async function submitMessageForm(
  request: Request,
  { enforce = appCheckEnforced(), now = Date.now }: SubmitOptions = {},
) {
  const form = await request.formData().catch(() => new FormData());
  const values = messageFromForm(form);
  const unverified = () => data<ContactOutcome>({ kind: "unverified", values }, { status: 401 });
  const failed = (error: unknown) => {
    console.error("The contact message could not be stored", error);
    return data<ContactOutcome>({ kind: "failed" }, { status: 503 });
  };
  let token: ValidFormToken | null = null;
  if (enforce) {
    let check: ContactFormCheck;
    try {
      check = await checkContactForm(form, now());
    } catch (error) {
      return failed(error);
    }
    if (!check.ok) return unverified();
    token = check;
  }
  const parsed = messageInputSchema.safeParse(values);
  if (!parsed.success) {
    const outcome: ContactOutcome = {
      kind: "invalid",
      errors: errorsByField(fieldErrors(parsed.error)),
      values,
    };
    return data(outcome, { status: 400 });
  }
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "local";
  try {
    const result = await storeMessage(parsed.data, address, token);
    if ("replayed" in result) return unverified();
    const outcome: ContactOutcome =
      "refused" in result ? { kind: "limited", message: result.refused } : { kind: "sent" };
    return data(outcome, { status: "refused" in result ? 429 : 200 });
  } catch (error) {
    return failed(error);
  }
}
