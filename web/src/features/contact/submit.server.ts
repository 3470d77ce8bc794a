/**
 * The contact form's route `action` for a plain HTML post, stored as POST /messages stores
 * (@server/messages), within the same hourly budget of the client's address ("local" on the dev
 * server). It carries no App Check token: with App Check enforced it needs the page's form token
 * instead (form-token.server.ts) and an empty honeypot, else it is refused as the API refuses a
 * missing App Check token (401). Stored with `appCheckVerified: false`, which the inbox marks.
 */
import { data } from "react-router-dom";
import { storeMessage } from "@server/messages";
import { appCheckEnforced } from "@shared/app-check";
import type { ValidFormToken } from "@shared/form-token";
import { limitMessage } from "@shared/limits";
import { fieldErrors, messageInputSchema } from "@shared/schemas";
import { db } from "@/lib/content.server";
import { checkContactForm, type ContactFormCheck } from "./form-token.server";
import { errorsByField, messageFromForm, type ContactOutcome } from "./outcome";

/** The header the `ssr` function passes the client's address in (functions/src/ssr/serve.ts). */
export const CLIENT_ADDRESS_HEADER = "x-agency-client-address";

interface SubmitOptions {
  /** By default as APP_CHECK_ENFORCE says. */
  enforce?: boolean;
  now?: () => number;
}

/** Unverified (401), refused fields (400), over the hourly limit (429), or stored. */
export async function submitMessageForm(
  request: Request,
  { enforce = appCheckEnforced(), now = Date.now }: SubmitOptions = {},
) {
  const form = await request.formData().catch(() => new FormData());
  const values = messageFromForm(form);
  const unverified = () => data<ContactOutcome>({ kind: "unverified", values }, { status: 401 });
  const failed = (error: unknown) => {
    console.error("The contact message could not be stored", error);
    return data<ContactOutcome>({ kind: "failed", values }, { status: 503 });
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
    const errors = errorsByField(fieldErrors(parsed.error));
    return data<ContactOutcome>({ kind: "invalid", errors, values }, { status: 400 });
  }
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "local";
  try {
    const message = parsed.data;
    const result = await storeMessage(db(), { message, address, appCheckVerified: false, token });
    if ("replayed" in result) return unverified();
    const outcome: ContactOutcome =
      "refused" in result
        ? { kind: "limited", message: limitMessage("messages", result.refused.count), values }
        : { kind: "sent" };
    return data(outcome, { status: "refused" in result ? 429 : 200 });
  } catch (error) {
    return failed(error);
  }
}
