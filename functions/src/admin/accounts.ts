/**
 * The describeAccounts({uids}) callable, for admins: Manage Reviews shows each author's account
 * (verified? how old?), so that a moderator can tell a customer from an account made a minute
 * ago. Only the Admin SDK reads accounts: no client can list them.
 */
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import type { UserRecord } from "firebase-admin/auth";
import { auth } from "../lib/firebase";
import { accountsInputSchema, fieldErrors, type AccountSummary } from "../shared/schemas";
import { requireAdmin } from "./callables";

function accountSummary(user: UserRecord): AccountSummary {
  return {
    uid: user.uid,
    exists: true,
    email: user.email ?? "",
    emailVerified: user.emailVerified,
    providers: user.providerData.map((provider) => provider.providerId),
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    disabled: user.disabled,
  };
}

/** The accounts of `request.data.uids`, in the order asked; a deleted one as `exists: false`. */
export async function describeAccounts(
  request: CallableRequest<unknown>,
): Promise<{ accounts: AccountSummary[] }> {
  const input = accountsInputSchema.safeParse(request.data);
  if (!input.success) {
    throw new HttpsError("invalid-argument", "A list of account ids is required", {
      errors: fieldErrors(input.error),
    });
  }
  await requireAdmin(request, "Only admins can see accounts");
  const uids = [...new Set(input.data.uids)];
  const { users } = await auth().getUsers(uids.map((uid) => ({ uid })));
  const found = new Map(users.map((user) => [user.uid, accountSummary(user)]));
  return {
    accounts: uids.map(
      (uid): AccountSummary =>
        found.get(uid) ?? {
          uid,
          exists: false,
          email: "",
          emailVerified: false,
          providers: [],
          createdAt: "",
          disabled: false,
        },
    ),
  };
}
