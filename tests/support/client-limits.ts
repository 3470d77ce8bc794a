/**
 * The contact form's per-client counters (`clientLimits`, functions/src/api/rate-limit.ts) for
 * tests. On the emulators every caller is one client (functions/src/api/client-address.ts:
 * LOCAL_CLIENT), so a suite that sends contact messages clears the counters first, and one that
 * uses up the hour clears them again when it is done.
 */
import { Timestamp } from "firebase-admin/firestore";
import { LOCAL_CLIENT } from "../../functions/src/api/client-address.ts";
import { clientCounterId } from "../../functions/src/api/rate-limit.ts";
import { RATE_WINDOW_MS } from "../../functions/src/shared/limits.ts";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";
import { adminDb } from "./admin.ts";

/** Removes every client's counter: each client has its whole hour again. */
export async function clearClientLimits(): Promise<void> {
  const db = adminDb();
  await db.recursiveDelete(db.collection(COLLECTIONS.clientLimits));
}

/** The counter document of `address` (on the emulators: LOCAL_CLIENT, every caller). */
export function clientLimitPath(address = LOCAL_CLIENT): string {
  return `${COLLECTIONS.clientLimits}/${clientCounterId(address)}`;
}

/** Fills `address`'s hour, as if it had sent `count` messages in the last ten minutes. */
export async function useUpClientHour(count: number, address = LOCAL_CLIENT): Promise<void> {
  const start = Timestamp.fromMillis(Date.now() - 10 * 60_000);
  await adminDb()
    .doc(clientLimitPath(address))
    .set({
      windowStart: start,
      count,
      last: "earlier",
      at: start,
      expireAt: Timestamp.fromMillis(start.toMillis() + 2 * RATE_WINDOW_MS),
    });
}
