/**
 * The step of an hourly counter (limits.ts) inside an Admin SDK transaction, for the REST API and
 * the contact form's server action; the transaction and the timestamp are passed in (no SDK).
 */
import { createHash } from "node:crypto";
import { counterOf } from "./documents";
import { nextStep, RATE_WINDOW_MS, type Counter, type CounterStep } from "./limits";
import { serverWriters, type CounterWindow } from "./registry";

/** The part of an Admin SDK transaction a counter uses. */
export interface CounterTransaction<Ref> {
  get(ref: Ref): Promise<{ data(): unknown }>;
  set(ref: Ref, data: Record<string, unknown>): unknown;
}

export interface Counting<Ref> {
  ref: Ref;
  step: CounterStep;
  current: Counter | null;
}

export async function readHourlyCounter<Ref>(
  tx: CounterTransaction<NoInfer<Ref>>,
  ref: Ref,
  limit: number,
): Promise<Counting<Ref>> {
  const current = counterOf((await tx.get(ref)).data());
  return { ref, current, step: nextStep(current, Date.now(), limit) };
}

/** Counts the write of `docId`; with `expires`, sets `expireAt` for a TTL policy. */
export function writeHourlyCounter<Ref>(
  tx: CounterTransaction<NoInfer<Ref>>,
  { ref, step, current }: Counting<Ref>,
  docId: string,
  serverTime: unknown,
  expires = false,
): void {
  const running = step.step === "next" ? current : null;
  const start = running?.windowStart.getTime() ?? Date.now();
  const window: CounterWindow = {
    windowStart: running ? running.windowStart : serverTime,
    count: running ? running.count + 1 : 1,
    last: docId,
    ...(expires ? { expireAt: new Date(start + 2 * RATE_WINDOW_MS) } : {}),
  };
  tx.set(ref, serverWriters.limits.write(window, serverTime));
}

/** A hash, so no address is stored. */
export function clientCounterId(address: string, kind: "messages" | "holds" = "messages"): string {
  return createHash("sha256").update(`${kind}:${address}`).digest("hex");
}
