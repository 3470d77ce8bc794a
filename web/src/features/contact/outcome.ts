/** The contact form's submission, shared by its `clientAction` (api.ts) and `action`. */
import type { MessageInput } from "@shared/schemas";

export const EMPTY_MESSAGE: MessageInput = {
  fullName: "",
  email: "",
  subject: "",
  phone: "",
  message: "",
};

type MessageField = keyof MessageInput;

/** The form's hidden field that carries the page's token (@shared/form-token). */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * The honeypot: a text field hidden from people (off screen, out of the Tab order, hidden from
 * assistive technology), named so that no browser's autofill fills it: only a script does.
 */
export const HONEYPOT_FIELD = "contact_extra";

export const MESSAGE_FIELDS = Object.keys(EMPTY_MESSAGE) as MessageField[];

const isMessageField = (path: string): path is MessageField =>
  (MESSAGE_FIELDS as string[]).includes(path);

/** What became of a submission. */
export type ContactOutcome =
  | { kind: "sent" }
  | { kind: "limited"; message: string }
  | { kind: "failed" }
  /**
   * Refused as the API refuses a missing or invalid App Check token (401): with App Check
   * enforced, a plain post without a valid page token, or with the honeypot filled in. With what
   * was sent, to fill the form in again.
   */
  | { kind: "unverified"; values: MessageInput }
  /** Fields the server refused, with what was sent (to fill the form in again). */
  | { kind: "invalid"; errors: Partial<Record<MessageField, string>>; values: MessageInput };

/** The form's fields as sent (a missing or non-text field is empty). */
export function messageFromForm(form: FormData): MessageInput {
  const text = (name: MessageField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(MESSAGE_FIELDS.map((name) => [name, text(name)])) as MessageInput;
}

/** The first message of each field among `fields` (path and message, as the API names them). */
export function errorsByField(
  fields: readonly { path: string; message: string }[],
): Partial<Record<MessageField, string>> {
  const errors: Partial<Record<MessageField, string>> = {};
  for (const { path, message } of fields) if (isMessageField(path)) errors[path] ??= message;
  return errors;
}
