/**
 * The Admin SDK, initialised once on first use (not at module load, to keep cold starts short).
 * On the emulators FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST route it locally.
 */
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { AppCheck } from "firebase-admin/app-check";

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(app());
}

export function auth(): Auth {
  return getAuth(app());
}

/** App Check, loaded on first use: only needed when enforcement is on (see lib/app-check.ts). */
export async function appCheck(): Promise<AppCheck> {
  const { getAppCheck } = await import("firebase-admin/app-check");
  return getAppCheck(app());
}
