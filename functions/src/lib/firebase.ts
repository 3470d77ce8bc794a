/**
 * The Admin SDK, initialised once on first use (not at module load, to keep cold starts short).
 * On the emulators FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST route it locally.
 */
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(app());
}

export function auth(): Auth {
  return getAuth(app());
}
