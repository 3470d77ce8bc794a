/**
 * The contact form's route `action` (pages/HomePage.tsx): the form posted as plain HTML, by a
 * browser that runs no script (or before the page's scripts have started). The fields are checked
 * with the schema the API uses (messageInputSchema), and the message is stored as the API's
 * POST /messages stores it (functions/src/api/routes/messages.ts): the same fields, counted in
 * the same transaction against the same hourly budget of the client's address
 * (`clientLimits/{sha256("messages:" + address)}`), so a visitor has one budget whichever way
 * the form went. The address is the one the `ssr` function saw (functions/src/ssr/serve.ts puts
 * it in CLIENT_ADDRESS_HEADER, replacing any the caller sent); without it (the dev server), the
 * client counts as the emulators count every caller: "local".
 *
 * Runs in the `ssr` Cloud Function, which provides firebase-admin (vite.config.ts).
 */
import { createHash } from "node:crypto";
import { data } from "react-router-dom";
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { counterOf } from "@shared/documents";
import { limitMessage, nextStep, RATE_LIMITS, RATE_WINDOW_MS } from "@shared/limits";
import { COLLECTIONS } from "@shared/registry";
import { fieldErrors, messageInputSchema, type MessageInput } from "@shared/schemas";
import { errorsByField, messageFromForm, type ContactOutcome } from "./outcome";

/** The header the `ssr` function passes the client's address in (functions/src/ssr/serve.ts). */
export const CLIENT_ADDRESS_HEADER = "x-agency-client-address";

/** What every caller counts as when the request carries no address (functions' LOCAL_CLIENT). */
const LOCAL_CLIENT = "local";

function db(): Firestore {
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-agency" });
  return getFirestore(app);
}

/** The client's message counter: its id is a hash of the address, as the API names it. */
function clientCounterId(address: string): string {
  return createHash("sha256").update(`messages:${address}`).digest("hex");
}

/**
 * Stores `message`, counted against `address`'s hourly budget; the limit's message when that
 * budget is used up.
 */
export async function storeMessage(
  message: MessageInput,
  address: string,
): Promise<{ stored: true } | { refused: string }> {
  const counterRef = db().collection(COLLECTIONS.clientLimits).doc(clientCounterId(address));
  const ref = db().collection(COLLECTIONS.messages).doc();
  return db().runTransaction(async (tx) => {
    const current = counterOf((await tx.get(counterRef)).data());
    const step = nextStep(current, Date.now(), RATE_LIMITS.messagesPerHourPerClient);
    if (step.step === "refused") return { refused: limitMessage("messages", step.count) };
    tx.create(ref, { ...message, read: false, createdAt: FieldValue.serverTimestamp() });
    const now = FieldValue.serverTimestamp();
    const running = step.step === "next" && current ? current.windowStart : null;
    const counter = running
      ? { windowStart: Timestamp.fromDate(running), count: (current?.count ?? 0) + 1 }
      : { windowStart: now, count: 1 };
    const start = running ?? new Date();
    tx.set(counterRef, {
      ...counter,
      last: ref.id,
      at: now,
      expireAt: Timestamp.fromMillis(start.getTime() + 2 * RATE_WINDOW_MS),
    });
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
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? LOCAL_CLIENT;
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
