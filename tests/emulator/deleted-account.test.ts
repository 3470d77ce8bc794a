/**
 * A deleted account stays deleted. After deleteAccount answers, the web SDK still holds the
 * person's ID token (another tab, the offline queue, a stolen token), valid for up to an hour:
 * every write it tries (a booking with its counter, a review, the profile, a counter alone) is
 * refused by the rules, nothing of the person is stored again, nothing is mailed, and the REST
 * API refuses the token. The order trigger ignores an order of a deleted uid that reaches it
 * another way (delivered here in-process, so the test waits for nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  type Firestore,
} from "firebase/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { onOrderCreated } from "../../functions/src/mail/handlers.ts";
import { COLLECTIONS, SUBCOLLECTIONS } from "../../functions/src/shared/registry.ts";
import { HOST, PORTS, PROJECT_ID, URLS } from "../../scripts/lib/config.ts";
import { services } from "../../scripts/seed/data.ts";
import { countedCreate } from "../rules/fixtures.ts";
import { adminDb, createAccount, type TestAccount } from "../support/admin.ts";
import { api, callFunction } from "../support/api.ts";
import { createdEvent } from "../support/events.ts";

const WEB_DESIGN = services.find((service) => service.id === "web-design");

let app: FirebaseApp;
let auth: Auth;
let db: Firestore;
let person: TestAccount;
let token = "";

const store = () => adminDb();

function orderOf(account: TestAccount) {
  return {
    name: account.displayName,
    email: account.email,
    phoneNumber: "+1 555 0199",
    address: "9 Gone Street",
    serviceName: WEB_DESIGN?.name ?? "",
    serviceId: "web-design",
    uid: account.uid,
    status: "pending",
    createdAt: serverTimestamp(),
  };
}

/** Every document that names the person, by where it is. */
async function traces(account: TestAccount): Promise<Record<string, number>> {
  const [profile, limits, orders, byEmail, reviews, mailTo] = await Promise.all([
    store().collection(COLLECTIONS.users).doc(account.uid).get(),
    store().collection(COLLECTIONS.users).doc(account.uid).collection(SUBCOLLECTIONS.limits).get(),
    store().collection(COLLECTIONS.orders).where("uid", "==", account.uid).get(),
    store().collection(COLLECTIONS.orders).where("email", "==", account.email).get(),
    store().collection(COLLECTIONS.reviews).where("uid", "==", account.uid).get(),
    store().collection(COLLECTIONS.mail).where("to", "==", account.email).get(),
  ]);
  return {
    profile: profile.exists ? 1 : 0,
    limits: limits.size,
    orders: orders.size,
    ordersByEmail: byEmail.size,
    reviews: reviews.size,
    mailTo: mailTo.size,
  };
}

const NONE = { profile: 0, limits: 0, orders: 0, ordersByEmail: 0, reviews: 0, mailTo: 0 };

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-api-key" }, `deleted-${Date.now()}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, URLS.auth, { disableWarnings: true });
  db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  person = await createAccount("deleted-person");
  const { user } = await signInWithEmailAndPassword(auth, person.email, person.password);
  // The web app writes the profile at sign-up: this token can write while the account lives.
  await setDoc(doc(db, COLLECTIONS.users, person.uid), {
    email: person.email,
    displayName: person.displayName,
    photoURL: "",
    createdAt: serverTimestamp(),
  });
  token = await user.getIdToken();
  const { result, error } = await callFunction("deleteAccount", null, token);
  expect(error).toBeUndefined();
  expect(result).toEqual({ deleted: true });
});

afterAll(async () => {
  await deleteApp(app);
});

describe("after deleteAccount, the account's old token", () => {
  it("is recorded as deleted, and its profile is gone", async () => {
    const marker = await store().collection(COLLECTIONS.deletedAccounts).doc(person.uid).get();
    expect(marker.get("deletedAt")).toBeInstanceOf(Timestamp);
    expect(await traces(person)).toEqual(NONE);
  });

  it("still signs the web SDK's requests (it has not expired)", async () => {
    expect(auth.currentUser?.uid).toBe(person.uid);
    expect(await auth.currentUser?.getIdToken()).toBe(token);
  });

  it("books nothing: the order and its counter are refused", async () => {
    const ref = doc(collection(db, COLLECTIONS.orders));
    await expect(
      countedCreate(db, person.uid, "orders", ref.path, orderOf(person)),
    ).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("posts no review", async () => {
    const ref = doc(collection(db, COLLECTIONS.reviews));
    await expect(
      countedCreate(db, person.uid, "reviews", ref.path, {
        name: person.displayName,
        ratings: 5,
        review: "Back from the dead",
        image: "",
        uid: person.uid,
        status: "pending",
        createdAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("writes no profile again", async () => {
    await expect(
      setDoc(doc(db, COLLECTIONS.users, person.uid), {
        email: person.email,
        displayName: person.displayName,
        photoURL: "",
        createdAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("starts no counter", async () => {
    // None may be left by an earlier test's refused booking: this write must be a first one.
    await store().recursiveDelete(
      store().collection(COLLECTIONS.users).doc(person.uid).collection(SUBCOLLECTIONS.limits),
    );
    await expect(
      setDoc(doc(db, COLLECTIONS.users, person.uid, SUBCOLLECTIONS.limits, "orders"), {
        windowStart: serverTimestamp(),
        count: 1,
        last: "order-x",
        at: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: "permission-denied" });
  });

  it("gets 401 from the REST API", async () => {
    const booking = await api("/orders", {
      token,
      body: {
        name: person.displayName,
        email: person.email,
        phoneNumber: "+1 555 0199",
        address: "9 Gone Street",
        serviceName: WEB_DESIGN?.name ?? "",
      },
    });
    expect(booking.status).toBe(401);
    expect((await api("/orders", { token })).status).toBe(401);
  });

  it("left nothing that names the person", async () => {
    expect(await traces(person)).toEqual(NONE);
  });
});

describe("the order trigger", () => {
  it("mails nothing about an order of a deleted account that reached it another way", async () => {
    const ref = store().collection(COLLECTIONS.orders).doc();
    await ref.create({ ...orderOf(person), createdAt: Timestamp.now() });
    const snapshot = await ref.get();
    const event = createdEvent(snapshot, `deleted-${ref.id}`, { orderId: ref.id });
    try {
      await onOrderCreated(event);
      const mail = await store().collection(COLLECTIONS.mail).where("orderId", "==", ref.id).get();
      expect(mail.docs.map((d) => d.get("kind") as unknown)).toEqual([]);
    } finally {
      await ref.delete();
    }
  });
});
