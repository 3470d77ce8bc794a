/** Admin roles (granted, revoked, listed live), and who is behind a review (describeAccounts). */
import { useEffect, useMemo, useState } from "react";
import { queries } from "@shared/registry";
import type { AccountSummary, AccountsInput } from "@shared/schemas";
import { callError, callFunction as call } from "@/lib/backend";
import { useCollection } from "@/lib/firebase/hooks";

export type { AccountSummary };

export interface RoleChange {
  modifiedCount: 0 | 1;
}

export const grantAdmin = (email: string) => call<RoleChange>("grantAdmin", { email });
export const revokeAdmin = (email: string) => call<RoleChange>("revokeAdmin", { email });

/** The accounts behind `uids` (admins only), as the Auth service knows them. */
export const describeAccounts = (uids: string[]) =>
  call<{ accounts: AccountSummary[] }>("describeAccounts", { uids } satisfies AccountsInput);

/**
 * The accounts behind `uids`, by uid, read once per set of uids; null until the first answer, or
 * when it failed (the rows then show without them).
 */
export function useAccounts(uids: readonly string[]): ReadonlyMap<string, AccountSummary> | null {
  const key = [...new Set(uids)].sort().join(",");
  const [answer, setAnswer] = useState<{
    key: string;
    accounts: ReadonlyMap<string, AccountSummary>;
  } | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    describeAccounts(key.split(",")).then(
      ({ accounts }) => {
        if (current) setAnswer({ key, accounts: new Map(accounts.map((a) => [a.uid, a])) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);
  // While a longer list (the next page) is asked for, the accounts already known stay shown.
  return answer?.accounts ?? null;
}

/** Whether a refused grant is about the address itself: shown under the email field. */
export function isAddressRefusal(error: unknown): boolean {
  const { code } = callError(error);
  return code === "functions/not-found" || code === "functions/failed-precondition";
}

/** A readable message for a failed callable. */
export function roleErrorMessage(error: unknown): string {
  const { code, message } = callError(error);
  switch (code) {
    case "functions/not-found":
      return "No account uses this email address.";
    case "functions/failed-precondition":
      // The server says which: "{email} has not verified their email address yet", or "The
      // last admin cannot be removed".
      return message || "The role cannot be changed now.";
    case "functions/permission-denied":
      return "Only admins can change roles.";
    case "functions/unauthenticated":
      return "Your session has expired. Please sign in again.";
    case "functions/invalid-argument":
      return "Enter a valid email address.";
    default:
      return "The role could not be changed. Please try again.";
  }
}

export interface AdminUser {
  uid: string;
  email: string;
  displayName: string;
}

/** Users whose profile carries the server-written admin flag, live. */
export function useAdmins() {
  const { status, data } = useCollection(queries.admins);
  const admins: AdminUser[] = useMemo(
    () => data.map(({ id, email, displayName }) => ({ uid: id, email, displayName })),
    [data],
  );
  return { status, admins };
}
