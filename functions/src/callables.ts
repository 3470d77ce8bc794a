/** The callable functions, each loading its implementation on its first call. */
import { accountCallables } from "./account/definitions";
import { accountInfoCallables, roleCallables } from "./admin/definitions";
import { appCheckEnforced } from "./lib/app-check";

/**
 * grantAdmin({email}) and revokeAdmin({email}), for signed-in admins; with APP_CHECK_ENFORCE set,
 * requests without a valid App Check token are refused before the handler runs.
 */
export const { grantAdmin, revokeAdmin } = roleCallables({ enforceAppCheck: appCheckEnforced() });

/**
 * describeAccounts({uids}), for signed-in admins: the accounts behind reviews (address, verified,
 * created), which Manage Reviews shows beside each review.
 */
export const { describeAccounts } = accountInfoCallables({ enforceAppCheck: appCheckEnforced() });

/**
 * deleteAccount(), for any signed-in user: deletes the caller's own account and personal data
 * (account/deletion.ts); App Check is enforced as for the role callables.
 */
export const { deleteAccount } = accountCallables({ enforceAppCheck: appCheckEnforced() });
