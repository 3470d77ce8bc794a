/**
 * The contact form's write: POST /api/messages, which counts it against the sender's hourly limit
 * (no client may write `messages`, so the landing loads no Firestore SDK for the form).
 */
import type { MessageInput } from "@shared/schemas";

/** App Check, loaded on first use; each message gets its own limited-use token (replay protection). */
const appCheckModule = () => import("@/lib/firebase/app-check-headers");

/** The API refused the message: too many from this client (429), or a field is invalid (400). */
export class MessageRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Field paths ("email") and what is wrong with each, on a 400. */
    readonly fields: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "MessageRefused";
  }
}

interface Problem {
  detail?: unknown;
  errors?: unknown;
}

function fieldsOf(problem: Problem): { path: string; message: string }[] {
  if (!Array.isArray(problem.errors)) return [];
  return problem.errors.flatMap((error: unknown) => {
    const { path, message } = (error ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === "string" && typeof message === "string" ? [{ path, message }] : [];
  });
}

/** Starts loading what sendMessage needs (when the visitor starts filling in the form). */
export function preloadSendMessage(): void {
  void appCheckModule()
    .then((module) => module.preloadAppCheck())
    .catch(() => undefined);
}

/** Sends the message; MessageRefused when the API refuses it, another Error when it cannot be sent. */
export async function sendMessage(message: MessageInput): Promise<void> {
  const res = await fetch("/api/messages", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(await (await appCheckModule()).appCheckHeaders({ limitedUse: true })),
    },
    body: JSON.stringify(message),
  });
  if (res.ok) return;
  const problem = (await res.json().catch(() => ({}))) as Problem;
  if (res.status === 429 || res.status === 400) {
    const detail = typeof problem.detail === "string" ? problem.detail : "";
    throw new MessageRefused(detail, res.status, fieldsOf(problem));
  }
  throw new Error(`The message could not be sent: HTTP ${res.status}`);
}
