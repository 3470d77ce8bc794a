/// <reference lib="webworker" />
/**
 * The public pages' live listeners, off the main thread (ADR 016): the Firestore SDK loads,
 * evaluates and runs here, and the page gets each feed's documents as plain data (the registry's
 * readers' objects, copied by postMessage). Only the server's answers are sent: the memory cache's
 * first answer to a new listener may hold a part of a list seen before.
 */
import { initializeApp } from "firebase/app";
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  type Firestore,
  type FirestoreError,
} from "firebase/firestore";
import { appCheck, emulatorHosts, firebaseConfig, useEmulators } from "@/config/env";
import { typedDoc, typedQuery } from "@/lib/firebase/query";
import { feeds, type FeedName, type FromWorker, type ToWorker } from "./feeds";

declare const self: DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => self.postMessage(message);

/** The app with App Check (when configured) before the first request, and its Firestore. */
async function start(): Promise<Firestore> {
  const app = initializeApp(firebaseConfig);
  if (appCheck.siteKey) {
    const { CustomProvider, initializeAppCheck } = await import("firebase/app-check");
    initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: pageToken }),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const firestore = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (useEmulators) {
    connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
  }
  return firestore;
}

/** App Check's tokens come from the page, where reCAPTCHA runs (lib/firebase/app-check.ts). */
const tokenRequests = new Map<number, (token: string | null) => void>();
let lastRequest = 0;

async function pageToken() {
  lastRequest += 1;
  const request = lastRequest;
  const token = await new Promise<string | null>((resolve) => {
    tokenRequests.set(request, resolve);
    post({ type: "appCheckToken", request });
  });
  if (!token) throw new Error("The page has no App Check token");
  return { token, expireTimeMillis: tokenExpiry(token) };
}

/** A JWT's expiry (ms since the epoch); five minutes from now when it cannot be read. */
function tokenExpiry(token: string): number {
  try {
    const payload: unknown = JSON.parse(atob(token.split(".")[1] ?? ""));
    if (typeof payload === "object" && payload !== null && "exp" in payload) {
      const { exp } = payload;
      if (typeof exp === "number") return exp * 1000;
    }
  } catch {
    // Not a JWT: the fallback below.
  }
  return Date.now() + 5 * 60_000;
}

const ready = start();
const listeners = new Map<number, () => void>();

function follow(firestore: Firestore, id: number, feed: FeedName, args: unknown[]): () => void {
  const describe = feeds[feed] as (...values: unknown[]) => ReturnType<(typeof feeds)[FeedName]>;
  const description = describe(...args);
  const options = { includeMetadataChanges: true };
  const onError = (error: FirestoreError) =>
    post({ type: "error", id, message: `${error.code}: ${error.message}` });
  if ("id" in description) {
    return onSnapshot(
      typedDoc(firestore, description),
      options,
      (snapshot) => {
        if (!snapshot.metadata.fromCache) post({ type: "data", id, data: snapshot.data() ?? null });
      },
      onError,
    );
  }
  return onSnapshot(
    typedQuery(firestore, description),
    options,
    (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      post({ type: "data", id, data: snapshot.docs.map((doc) => doc.data()) });
    },
    onError,
  );
}

// Set before any await: a message that found no handler would be lost. Messages are handled in
// the order they came, each after `ready`.
self.onmessage = async ({ data: message }: MessageEvent<ToWorker>) => {
  if (message.type === "appCheckToken") {
    tokenRequests.get(message.request)?.(message.token);
    tokenRequests.delete(message.request);
    return;
  }
  const firestore = await ready;
  if (message.type === "follow") {
    listeners.set(message.id, follow(firestore, message.id, message.feed, message.args));
  } else {
    listeners.get(message.id)?.();
    listeners.delete(message.id);
  }
};
