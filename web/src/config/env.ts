/** Build-time configuration: the emulators' `demo-agency`, unless VITE_FIREBASE_* say otherwise. */
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? "demo-agency";

export const firebaseConfig: {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
} = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  ...(import.meta.env.VITE_FIREBASE_APP_ID ? { appId: import.meta.env.VITE_FIREBASE_APP_ID } : {}),
};

/** `demo-*` projects cannot reach production, so they always talk to the local emulators. */
export const useEmulators = projectId.startsWith("demo-");

export const emulatorHosts = {
  auth: "http://127.0.0.1:9099",
  firestore: { host: "127.0.0.1", port: 8080 },
  functions: { host: "127.0.0.1", port: 5001 },
} as const;

/** App Check: on with a reCAPTCHA v3 site key; the emulators use a debug token instead. */
export const appCheck = {
  siteKey: import.meta.env.VITE_APPCHECK_SITE_KEY ?? "",
  debugToken: import.meta.env.VITE_APPCHECK_DEBUG_TOKEN ?? "",
};
