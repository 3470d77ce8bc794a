/**
 * Admin SDK access to the emulators for test set-up and read-back, and test accounts.
 * Every account gets a unique email, so suites never collide with the seed data or each other.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { PROJECT_ID, URLS } from "../../scripts/lib/config.ts";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";

export function adminApp(projectId = PROJECT_ID): App {
  const name = `tests-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

export const adminAuth = (projectId?: string): Auth => getAuth(adminApp(projectId));
export const adminDb = (projectId?: string): Firestore => getFirestore(adminApp(projectId));

export async function closeAdminApps(): Promise<void> {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/**
 * A new Auth account (and, for admins, the claim and its users/{uid} mirror). Its email address is
 * verified unless `verified: false` (only a verified account can be made admin), as the seed
 * accounts are. `email` and `displayName` replace the generated ones (long names for layouts).
 */
export async function createAccount(
  label: string,
  {
    admin = false,
    verified = true,
    projectId = PROJECT_ID,
    email,
    displayName,
  }: {
    admin?: boolean;
    verified?: boolean;
    projectId?: string;
    email?: string;
    displayName?: string;
  } = {},
): Promise<TestAccount> {
  const id = randomUUID().slice(0, 8);
  const account = {
    email: email ?? `${label}-${id}@agency.test`,
    password: `pass-${id}`,
    displayName: displayName ?? `${label} ${id}`,
  };
  const user = await adminAuth(projectId).createUser({ ...account, emailVerified: verified });
  if (admin) {
    await adminAuth(projectId).setCustomUserClaims(user.uid, { admin: true });
    await adminDb(projectId).doc(`users/${user.uid}`).set({
      email: account.email,
      displayName: account.displayName,
      photoURL: "",
      admin: true,
      claimsUpdatedAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    });
  }
  return { uid: user.uid, ...account };
}

/** A session as the web SDK holds it: the ID token and the refresh token that renews it. */
export interface Session {
  idToken: string;
  refreshToken: string;
}

/** Signs in through the Auth emulator's REST API: a fresh ID token and its refresh token. */
export async function signIn(account: { email: string; password: string }): Promise<Session> {
  const res = await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as Partial<Session> & { error?: { message: string } };
  if (!body.idToken || !body.refreshToken) {
    throw new Error(`Sign-in failed: ${body.error?.message ?? res.status}`);
  }
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** The verification links the Auth emulator recorded for `email` (as the mails would carry them). */
export async function verificationLinks(email: string, projectId = PROJECT_ID): Promise<string[]> {
  const res = await fetch(`${URLS.auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await res.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes
    .filter((code) => code.requestType === "VERIFY_EMAIL" && code.email === email)
    .map((code) => code.oobLink);
}

/** Signs in through the Auth emulator's REST API and returns a fresh ID token. */
export async function idToken(account: { email: string; password: string }): Promise<string> {
  return (await signIn(account)).idToken;
}

/**
 * A new ID token from a refresh token, as the web SDK renews a session (getIdToken(true)).
 * Throws with the Auth service's message (TOKEN_EXPIRED once the refresh tokens were revoked).
 */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const res = await fetch(`${URLS.auth}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
  });
  const body = (await res.json()) as { id_token?: string; error?: { message: string } };
  if (!body.id_token) throw new Error(`Refresh failed: ${body.error?.message ?? res.status}`);
  return body.id_token;
}

/**
 * Lists a collection through the Firestore emulator's REST API as the token's user, so that
 * firestore.rules decide (as for the web client): the HTTP status (200 allowed, 403 refused).
 */
export async function listAs(token: string, collection: string): Promise<number> {
  const res = await fetch(
    `${URLS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}?pageSize=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  await res.arrayBuffer();
  return res.status;
}

/** The claims inside an ID token (no verification: for assertions only). */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/**
 * The number of documents in every collection of COLLECTIONS, for tests that prove a refused
 * request wrote nothing. Not `mail` and `mailLog`: the email triggers of earlier, accepted
 * requests fill them at their own pace.
 */
export async function collectionCounts(): Promise<Record<string, number>> {
  const names = Object.values(COLLECTIONS).filter(
    (name) => name !== COLLECTIONS.mail && name !== COLLECTIONS.mailLog,
  );
  const entries = await Promise.all(
    names.map(
      async (name) =>
        [name, (await adminDb().collection(name).count().get()).data().count] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/**
 * Deletes every account and document of `projectId` in the emulators: for suites that run in a
 * project of their own, apart from the app's seed data.
 */
export async function clearProject(projectId: string): Promise<void> {
  for (const url of [
    `${URLS.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `${URLS.auth}/emulator/v1/projects/${projectId}/accounts`,
  ]) {
    const res = await fetch(url, { method: "DELETE" });
    if (!res.ok) throw new Error(`Clearing ${url} failed: HTTP ${res.status}`);
  }
}

/** Whether the Auth emulator still has the account `uid`. */
export async function authAccountExists(uid: string, projectId?: string): Promise<boolean> {
  try {
    await adminAuth(projectId).getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return false;
    throw error;
  }
}

type Fields = Record<string, unknown>;

/** Stores a document of `collection` by `account` (name, uid, now) with `fields`; its id. */
async function addBy(
  collection: string,
  account: TestAccount,
  fields: Fields,
  projectId?: string,
): Promise<string> {
  const ref = await adminDb(projectId)
    .collection(collection)
    .add({ name: account.displayName, uid: account.uid, createdAt: Timestamp.now(), ...fields });
  return ref.id;
}

/** Stores a pending order of Web Design by `account` (`fields` replace the defaults); its id. */
export const addOrder = (account: TestAccount, fields: Fields = {}, projectId?: string) =>
  addBy(
    "orders",
    account,
    {
      email: account.email,
      phoneNumber: "+1 555 0100",
      address: "1 Test Street",
      serviceName: "Web Design",
      serviceId: "web-design",
      status: "pending",
      ...fields,
    },
    projectId,
  );

/** Stores a review by `account`, with no status unless `fields` give one; its id. */
export const addReview = (account: TestAccount, fields: Fields = {}, projectId?: string) =>
  addBy("reviews", account, { ratings: 4, review: "Solid work.", image: "", ...fields }, projectId);
