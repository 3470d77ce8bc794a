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

export const FORM_TOKEN_FIELD = "formToken";

/** The honeypot, hidden from people and named so that no autofill fills it: only a script does. */
export const HONEYPOT_FIELD = "contact_extra";

export const MESSAGE_FIELDS = Object.keys(EMPTY_MESSAGE) as MessageField[];

const isMessageField = (path: string): path is MessageField =>
  (MESSAGE_FIELDS as string[]).includes(path);

/** What became of a submission; `values` fill the form in again. */
export type ContactOutcome =
  | { kind: "sent" }
  | { kind: "limited"; message: string; values?: MessageInput }
  | { kind: "failed"; values?: MessageInput }
  /** A plain post without a valid page token, or with the honeypot filled (App Check's 401). */
  | { kind: "unverified"; values: MessageInput }
  | { kind: "invalid"; errors: Partial<Record<MessageField, string>>; values: MessageInput };

/**
 * A missing or non-text field is empty. A browser posts a textarea's line breaks as CRLF (the
 * HTML form encoding); they are stored as the script's path stores them, "\n", so a message reads
 * and counts the same whichever way it was sent.
 */
export function messageFromForm(form: FormData): MessageInput {
  const text = (name: MessageField) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  return Object.fromEntries(MESSAGE_FIELDS.map((name) => [name, text(name)])) as MessageInput;
}

/** The first message of each field. */
export function errorsByField(
  fields: readonly { path: string; message: string }[],
): Partial<Record<MessageField, string>> {
  const errors: Partial<Record<MessageField, string>> = {};
  for (const { path, message } of fields) if (isMessageField(path)) errors[path] ??= message;
  return errors;
}
