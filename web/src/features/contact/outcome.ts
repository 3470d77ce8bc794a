/**
 * The contact form's submission, shared by its two paths: the route's `clientAction` in a browser
 * that runs the page's scripts (submit.ts: the REST API, as before), and the route's server
 * `action` when the form was posted as plain HTML (submit.server.ts). Both answer with a
 * ContactOutcome, which the form shows.
 */
import type { MessageInput } from "@shared/schemas";

export const EMPTY_MESSAGE: MessageInput = {
  fullName: "",
  email: "",
  subject: "",
  phone: "",
  message: "",
};

export type MessageField = keyof MessageInput;

export const MESSAGE_FIELDS = Object.keys(EMPTY_MESSAGE) as MessageField[];

const isMessageField = (path: string): path is MessageField =>
  (MESSAGE_FIELDS as string[]).includes(path);

/** What became of a submission. */
export type ContactOutcome =
  | { kind: "sent" }
  | { kind: "limited"; message: string }
  | { kind: "failed" }
  /** Fields the server refused, with what was sent (to fill the form in again). */
  | { kind: "invalid"; errors: Partial<Record<MessageField, string>>; values: MessageInput };

/** The form's fields as sent (a missing or non-text field is empty). */
export function messageFromForm(form: FormData): MessageInput {
  const text = (name: MessageField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    fullName: text("fullName"),
    email: text("email"),
    subject: text("subject"),
    phone: text("phone"),
    message: text("message"),
  };
}

/** The first message of each field among `fields` (path and message, as the API names them). */
export function errorsByField(
  fields: readonly { path: string; message: string }[],
): Partial<Record<MessageField, string>> {
  const errors: Partial<Record<MessageField, string>> = {};
  for (const { path, message } of fields) {
    if (isMessageField(path)) errors[path] ??= message;
  }
  return errors;
}
