/** Fixed local defaults of the harness, the seed and the tests (firebase.json's ports, tested). */
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const PROJECT_ID = "demo-agency";
export const REGION = "us-central1";
export const HOST = "127.0.0.1";

export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  vite: 5173,
  hub: 4400,
  logging: 4500,
  ui: 4000,
} as const;

export type PortName = keyof typeof PORTS;

export const URLS = {
  auth: `http://${HOST}:${PORTS.auth}`,
  firestore: `http://${HOST}:${PORTS.firestore}`,
  functions: `http://${HOST}:${PORTS.functions}`,
  hosting: `http://${HOST}:${PORTS.hosting}`,
  vite: `http://${HOST}:${PORTS.vite}`,
  ui: `http://${HOST}:${PORTS.ui}`,
  /** Base URL of the REST API when called on the function directly (the old client's base URL). */
  api: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`,
} as const;

/** Environment a process needs to talk to the local emulators through the Admin or web SDK. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    AGENCY_EMULATORS: "1",
    // No Google Cloud metadata server exists locally; do not let google-auth-library probe for one.
    METADATA_SERVER_DETECTION: "none",
  };
}
