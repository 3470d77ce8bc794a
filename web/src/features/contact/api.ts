/** The contact form's write: POST /api/messages (the landing loads no Firestore SDK for it). */
import type { MessageInput } from "@shared/schemas";
import { fieldProblems } from "@/lib/problem";
import { errorsByField, type ContactOutcome } from "./outcome";

/** App Check, loaded on first use; each message has its own limited-use token (replays). */
const appCheckModule = () => import("@/lib/firebase/app-check-headers");

type Problem = { detail?: unknown; errors?: unknown };

export function preloadSendMessage(): void {
  void appCheckModule()
    .then((module) => module.preloadAppCheck())
    .catch(() => undefined);
}

export async function sendMessage(message: MessageInput): Promise<ContactOutcome> {
  try {
    const res = await fetch("/api/messages", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(await (await appCheckModule()).appCheckHeaders({ limitedUse: true })),
      },
      body: JSON.stringify(message),
    });
    if (res.ok) return { kind: "sent" };
    const problem = (await res.json().catch(() => ({}))) as Problem;
    if (res.status === 429) {
      return { kind: "limited", message: typeof problem.detail === "string" ? problem.detail : "" };
    }
    const errors = res.status === 400 ? errorsByField(fieldProblems(problem)) : {};
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors, values: message };
  } catch {
    // Not sent at all (offline, App Check).
  }
  return { kind: "failed" };
}
