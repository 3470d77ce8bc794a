/** The contact form's route `clientAction` (pages/HomePage.tsx): through the REST API (api.ts). */
import { MessageRefused, sendMessage } from "./api";
import { errorsByField, messageFromForm, type ContactOutcome } from "./outcome";

export async function submitMessage(request: Request): Promise<ContactOutcome> {
  const values = messageFromForm(await request.formData());
  try {
    await sendMessage(values);
    return { kind: "sent" };
  } catch (error) {
    if (error instanceof MessageRefused && error.status === 429) {
      return { kind: "limited", message: error.message };
    }
    const errors = error instanceof MessageRefused ? errorsByField(error.fields) : {};
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors, values };
    return { kind: "failed" };
  }
}
