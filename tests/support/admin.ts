/**
 * Admin SDK access to the emulators for test set-up and read-back, and test accounts.
 * Every account gets a unique email, so suites never collide with the seed data or each other.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { PROJECT_ID, URLS } from "../../scripts/lib/config.ts";

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

/** A new Auth account (and, for admins, the claim and its users/{uid} mirror). */
export async function createAccount(
  label: string,
  { admin = false, projectId = PROJECT_ID }: { admin?: boolean; projectId?: string } = {},
): Promise<TestAccount> {
  const id = randomUUID().slice(0, 8);
  const account = {
    email: `${label}-${id}@agency.test`,
    password: `pass-${id}`,
    displayName: `${label} ${id}`,
  };
  const user = await adminAuth(projectId).createUser(account);
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

/** Signs in through the Auth emulator's REST API and returns a fresh ID token. */
export async function idToken(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** The claims inside an ID token (no verification: for assertions only). */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}
