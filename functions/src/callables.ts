/** The callable functions, each loading its implementation on its first call. */
import { accountCallables } from "./account/definitions";
import { accountInfoCallables, roleCallables } from "./admin/definitions";
import { appCheckEnforced } from "./lib/app-check";

const options = { enforceAppCheck: appCheckEnforced() };

/** grantAdmin({email}), revokeAdmin({email}) and describeAccounts({uids}), for admins. */
export const { grantAdmin, revokeAdmin } = roleCallables(options);
export const { describeAccounts } = accountInfoCallables(options);

/** deleteAccount(), for any signed-in user: their own account (account/deletion.ts). */
export const { deleteAccount } = accountCallables(options);
