import { useEffect, useState } from "react";
import { queries } from "@shared/registry";
import type { AccountSummary, AccountsInput } from "@shared/schemas";
import { callError, callFunction as call } from "@/lib/backend";
import { useCollection } from "@/lib/firebase/hooks";

export type { AccountSummary };

type RoleChange = { modifiedCount: 0 | 1 };

export const grantAdmin = (email: string) => call<RoleChange>("grantAdmin", { email });
export const revokeAdmin = (email: string) => call<RoleChange>("revokeAdmin", { email });

/** Read once per set of uids; those known stay while a longer list (the next page) is asked for. */
export function useAccounts(uids: readonly string[]): ReadonlyMap<string, AccountSummary> | null {
  const key = [...new Set(uids)].sort().join(",");
  const [accounts, setAccounts] = useState<ReadonlyMap<string, AccountSummary> | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    const input: AccountsInput = { uids: key.split(",") };
    call<{ accounts: AccountSummary[] }>("describeAccounts", input).then(
      (answer) => {
        if (current) setAccounts(new Map(answer.accounts.map((a) => [a.uid, a])));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);
  return accounts;
}

/** Whether a refused grant is about the address itself: shown under the email field. */
export function isAddressRefusal(error: unknown): boolean {
  const { code } = callError(error);
  return code === "functions/not-found" || code === "functions/failed-precondition";
}

const ROLE_ERRORS = new Map([
  ["functions/not-found", "No account uses this email address."],
  ["functions/permission-denied", "Only admins can change roles."],
  ["functions/unauthenticated", "Your session has expired. Please sign in again."],
  ["functions/invalid-argument", "Enter a valid email address."],
]);

export function roleErrorMessage(error: unknown): string {
  const { code, message } = callError(error);
  // The server says which (an unverified address, the last admin).
  if (code === "functions/failed-precondition") return message || "The role cannot be changed now.";
  return ROLE_ERRORS.get(code) ?? "The role could not be changed. Please try again.";
}

export function useAdmins() {
  const { status, data } = useCollection(queries.admins);
  return { status, admins: data };
}
