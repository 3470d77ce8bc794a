/**
 * Granting and revoking the admin role: the one implementation behind the callables, PUT
 * /users/admin and the CLI (ADR 002). The role is the `admin` custom claim, mirrored on
 * users/{uid}.admin (the rules require both) with a fresh `claimsUpdatedAt`, which the browser
 * watches to refresh its ID token; every change goes to the adminGrants audit log. Only a
 * verified address is granted, so that whoever signed up first with it does not become admin.
 */
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { readUser } from "../shared/documents";
import { hasCode } from "../shared/grpc";
import { registry, serverWriters, type AdminGrant } from "../shared/registry";

export class RoleError extends Error {
  constructor(
    readonly code: "not-found" | "failed-precondition",
    message: string,
  ) {
    super(message);
    this.name = "RoleError";
  }
}

export interface RoleChange {
  /** The target's email address. */
  email: string;
  grant: boolean;
  /** Who asks: a uid, or "cli" for the command-line tool. */
  by: string;
  /** Only the CLI's --allow-unverified sets this; the callables and the REST API never do. */
  allowUnverified?: boolean;
  /**
   * The uid the CLI showed its operator: if the address now belongs to another account (deleted
   * and registered again in between), nothing is changed.
   */
  uid?: string;
}

interface RoleResult {
  uid: string;
  /** 0 when the user already had (or lacked) the role. */
  modifiedCount: 0 | 1;
  emailVerified: boolean;
}

export async function findUser(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (hasCode(error, "auth/user-not-found")) {
      throw new RoleError("not-found", `No user has the email ${email}`);
    }
    throw error;
  }
}

/**
 * How many of `uids` can still sign in as admins (account exists, enabled, with the claim): a
 * mirror outlives a deleted account, so counting mirrors alone would let the last admin go.
 */
async function liveAdmins(auth: Auth, uids: string[]): Promise<number> {
  let live = 0;
  for (let start = 0; start < uids.length; start += 100) {
    const { users } = await auth.getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })));
    live += users.filter((u) => !u.disabled && u.customClaims?.admin === true).length;
  }
  return live;
}

/**
 * Where `uid` stands as an admin (claim or mirror), read inside `tx` so that two admins leaving at
 * once cannot both pass: "last" when no other admin who can sign in would remain.
 */
export async function adminStanding(
  tx: Transaction,
  services: { auth: Auth; db: Firestore },
  uid: string,
  claims: Readonly<Record<string, unknown>> | undefined,
): Promise<"none" | "removable" | "last"> {
  const admins = await tx.get(
    services.db.collection(registry.users.name).where("admin", "==", true),
  );
  const isAdmin = claims?.admin === true || admins.docs.some((d) => d.id === uid);
  if (!isAdmin) return "none";
  const others = admins.docs.map((d) => d.id).filter((id) => id !== uid);
  return (await liveAdmins(services.auth, others)) === 0 ? "last" : "removable";
}

/**
 * Retries a step that must follow one already committed (claim and mirror), so that a passing
 * failure does not leave them apart; if it still fails, running the same change again completes it.
 */
export async function settle<T>(step: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Grants or revokes the role; nothing is written once `signal` (a deadline) is aborted. */
export async function setAdminRole(
  services: { auth: Auth; db: Firestore; signal?: AbortSignal },
  change: RoleChange,
): Promise<RoleResult> {
  const { auth, db, signal } = services;
  const user = await findUser(auth, change.email);
  if (change.uid !== undefined && user.uid !== change.uid) {
    throw new RoleError(
      "failed-precondition",
      `${change.email} now belongs to another account (uid ${user.uid}, not ${change.uid})`,
    );
  }
  const userRef = db.collection(registry.users.name).doc(user.uid);
  const claims = { ...(user.customClaims ?? {}) };
  const grant: AdminGrant = {
    by: change.by,
    target: user.uid,
    action: change.grant ? "grant" : "revoke",
  };
  const auditRef = db.collection(serverWriters.adminGrants.name).doc();
  const audit = serverWriters.adminGrants.write(grant, FieldValue.serverTimestamp());

  const unchanged: RoleResult = {
    uid: user.uid,
    modifiedCount: 0,
    emailVerified: user.emailVerified,
  };
  const changed: RoleResult = { ...unchanged, modifiedCount: 1 };

  if (change.grant) {
    // The role goes to whoever proved they own the address, not to whoever registered it first.
    if (!user.emailVerified && !change.allowUnverified) {
      throw new RoleError(
        "failed-precondition",
        `${user.email ?? change.email} has not verified their email address yet`,
      );
    }
    const mirror = await userRef.get();
    if (claims.admin === true && readUser(mirror.id, mirror.data()).admin) return unchanged;
    signal?.throwIfAborted();
    // Claims first: the browser refreshes its token when claimsUpdatedAt moves, and must then
    // receive the new claim.
    await auth.setCustomUserClaims(user.uid, { ...claims, admin: true });
    const batch = db.batch();
    // A user who never saved a profile gets one, so the admin list can show who they are.
    const profile = mirror.exists
      ? {}
      : registry.users.write(
          { email: user.email ?? change.email, displayName: user.displayName ?? "", photoURL: "" },
          FieldValue.serverTimestamp(),
        );
    batch.set(
      userRef,
      { ...profile, admin: true, claimsUpdatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    batch.create(auditRef, audit);
    await settle(() => batch.commit());
    return changed;
  }

  // Revoke: switch the mirror off first (access ends at once everywhere: the rules and the
  // functions require the mirror), refusing to remove the last admin. The user stays signed in:
  // their refresh tokens are not revoked, and their next ID token simply lacks the claim.
  const revoked = await db.runTransaction(async (tx) => {
    const standing = await adminStanding(tx, { auth, db }, user.uid, claims);
    if (standing === "none") return false;
    if (standing === "last") {
      throw new RoleError("failed-precondition", "The last admin cannot be removed");
    }
    signal?.throwIfAborted();
    tx.set(userRef, { admin: false }, { merge: true });
    tx.create(auditRef, audit);
    return true;
  });
  if (!revoked) return unchanged;
  delete claims.admin;
  await settle(() => auth.setCustomUserClaims(user.uid, claims));
  // Moved only once the claim is gone: the browser then refreshes its token (features/auth/claims)
  // and receives one without it, and its open dashboard switches to the customer menu.
  await settle(() =>
    userRef.set({ claimsUpdatedAt: FieldValue.serverTimestamp() }, { merge: true }),
  );
  return changed;
}
