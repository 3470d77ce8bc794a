/**
 * The contact form's route `action`, for a plain HTML post: checked and stored as POST /messages
 * does, within the same hourly budget of the client's address (@shared/counter). Without the
 * address the `ssr` function passes (the dev server), every caller is "local". A plain post
 * carries no App Check token: its message never passed App Check (`appCheckVerified: false`,
 * which the inbox marks).
 */
import { data } from "react-router-dom";
import { FieldValue } from "firebase-admin/firestore";
import { clientCounterId, readHourlyCounter, writeHourlyCounter } from "@shared/counter";
import { limitMessage, RATE_LIMITS } from "@shared/limits";
import { COLLECTIONS } from "@shared/registry";
import { fieldErrors, messageInputSchema, type MessageInput } from "@shared/schemas";
import { db } from "@/lib/content.server";
import { errorsByField, messageFromForm, type ContactOutcome } from "./outcome";

/** The header the `ssr` function passes the client's address in (functions/src/ssr/serve.ts). */
export const CLIENT_ADDRESS_HEADER = "x-agency-client-address";

/** Stores `message` within `address`'s hourly budget, or says why not. */
async function storeMessage(
  message: MessageInput,
  address: string,
): Promise<{ stored: true } | { refused: string }> {
  const counterRef = db().collection(COLLECTIONS.clientLimits).doc(clientCounterId(address));
  const ref = db().collection(COLLECTIONS.messages).doc();
  return db().runTransaction(async (tx) => {
    const limit = RATE_LIMITS.messagesPerHourPerClient;
    const counting = await readHourlyCounter(tx, counterRef, limit);
    if (counting.step.step === "refused") {
      return { refused: limitMessage("messages", counting.step.count) };
    }
    const now = FieldValue.serverTimestamp();
    tx.create(ref, { ...message, read: false, appCheckVerified: false, createdAt: now });
    writeHourlyCounter(tx, counting, ref.id, now, true);
    return { stored: true } as const;
  });
}

/** The form as posted: refused fields (400), the hourly limit (429), or stored. */
export async function submitMessageForm(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const values = messageFromForm(form);
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
    const result = await storeMessage(parsed.data, address);
    const outcome: ContactOutcome =
      "refused" in result ? { kind: "limited", message: result.refused } : { kind: "sent" };
    return data(outcome, { status: "refused" in result ? 429 : 200 });
  } catch (error) {
    console.error("The contact message could not be stored", error);
    const outcome: ContactOutcome = { kind: "failed" };
    return data(outcome, { status: 503 });
  }
}
