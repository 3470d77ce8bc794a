/**
 * The web SDK, as the browser app uses it, against the Auth and Firestore emulators (run in Node).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import {
  connectAuthEmulator,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from "firebase/auth";
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  type Firestore,
} from "firebase/firestore";
import { HOST, PORTS, PROJECT_ID, URLS } from "../../scripts/lib/config.ts";
import { accounts, services } from "../../scripts/seed/data.ts";

let app: FirebaseApp;
let auth: Auth;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-api-key" }, `web-sdk-${Date.now()}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, URLS.auth, { disableWarnings: true });
  db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
});

afterAll(async () => {
  await signOut(auth);
  await deleteApp(app);
});

describe("Firestore through the web SDK", () => {
  it("reads a seeded service", async () => {
    const seeded = services.find((s) => s.id === "web-design");
    const snapshot = await getDoc(doc(db, "services", "web-design"));
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.get("name")).toBe(seeded?.name);
    expect(snapshot.get("des1")).toHaveLength(seeded?.des1.length ?? -1);
  });
});

describe("Auth through the web SDK", () => {
  it("signs the seeded customer in, without an admin claim", async () => {
    const { user } = await signInWithEmailAndPassword(
      auth,
      accounts.customer.email,
      accounts.customer.password,
    );
    expect(user.uid).toBe(accounts.customer.uid);
    expect(user.displayName).toBe("Carl Customer");
    const token = await user.getIdTokenResult();
    expect(token.claims.admin).toBeUndefined();
  });

  it("signs the seeded admin in, with the admin claim", async () => {
    const { user } = await signInWithEmailAndPassword(
      auth,
      accounts.admin.email,
      accounts.admin.password,
    );
    expect(user.displayName).toBe("Ada Admin");
    const token = await user.getIdTokenResult();
    expect(token.claims.admin).toBe(true);
  });

  it("refuses a wrong password", async () => {
    await expect(
      signInWithEmailAndPassword(auth, accounts.customer.email, "not-the-password"),
    ).rejects.toMatchObject({ code: "auth/wrong-password" });
  });
});
