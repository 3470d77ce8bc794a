/**
 * Email notifications: the Firestore triggers queue documents in `mail` (the Trigger Email
 * extension's format) on the running emulators. Every test waits for the triggers by polling;
 * none of them passes when the triggers do not fire (in cloud-sdk mode, when the harness does not
 * register them). A test that says "one email" counts them once the triggers have settled
 * (settledMail), so a duplicate queued after the first fails it too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import type { Timestamp } from "firebase-admin/firestore";
import { HOST, PORTS, PROJECT_ID, URLS } from "../../../scripts/lib/config.ts";
import { adminDb, createAccount, idToken, type TestAccount } from "../../../tests/support/admin.ts";
import { api } from "../../../tests/support/api.ts";
import { createdEvent } from "../../../tests/support/events.ts";
import { countedCreate } from "../../../tests/rules/fixtures.ts";
import { brand, sitePaths } from "../shared/site";
import { onOrderCreated } from "./handlers";
import { LOCAL_SITE_ORIGIN } from "./params";
import { MAIL_RETENTION_DAYS } from "./queue";
import { CONTACT_SUBJECT } from "./templates";

const AGENCY = brand.emails[0];
/** The acceptance bound: an event's emails are queued within 10 s. */
const WITHIN_MS = 10_000;
/**
 * How long a test that counts an event's emails waits after the expected ones are there, for a
 * duplicate (a trigger firing again, or one set off by the email itself) to show up. Waiting
 * longer can only catch more: the right count stays right.
 */
const SETTLE_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Mail {
  id: string;
  to: string;
  replyTo?: string;
  kind: string;
  orderId?: string;
  message: { subject: string; text: string; html: string };
  expireAt: Timestamp;
}

async function mailWhere(field: string, value: string): Promise<Mail[]> {
  const snapshot = await adminDb().collection("mail").where(field, "==", value).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Mail, "id">) }));
}

/** Polls until `count` emails match, within `timeoutMs`; resolves to them and the time taken. */
async function waitForMail(
  field: string,
  value: string,
  count: number,
  timeoutMs = WITHIN_MS,
): Promise<{ mails: Mail[]; ms: number }> {
  const start = Date.now();
  for (;;) {
    const mails = await mailWhere(field, value);
    if (mails.length >= count) return { mails, ms: Date.now() - start };
    if (Date.now() - start > timeoutMs) {
      throw new Error(
        `${mails.length} of ${count} emails with ${field} == ${value} after ${timeoutMs} ms`,
      );
    }
    await sleep(100);
  }
}

/**
 * The emails that match once the triggers have settled: waits until `count` match
 * (waitForMail), then SETTLE_MS more, and reads them again. A test asserts the exact emails on
 * the result, so one queued twice fails it even when the second comes later than the first.
 */
async function settledMail(field: string, value: string, count: number): Promise<Mail[]> {
  await waitForMail(field, value, count);
  await sleep(SETTLE_MS);
  return mailWhere(field, value);
}

async function waitForOrder(
  orderId: string,
  check: (data: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const start = Date.now();
  for (;;) {
    const data = (await adminDb().doc(`orders/${orderId}`).get()).data() ?? {};
    if (check(data)) return data;
    if (Date.now() - start > WITHIN_MS) {
      throw new Error(`orders/${orderId} did not reach the state: ${JSON.stringify(data)}`);
    }
    await sleep(100);
  }
}

/** Seed services, as the catalogue names them. */
const WEB_DESIGN = { serviceId: "web-design", serviceName: "Web Design" };
const AD_CAMPAIGNS = { serviceId: "ad-campaigns", serviceName: "Ad Campaigns" };

/**
 * Clears every contact-message counter, so the messages a test sends are not refused by the
 * hourly limit that earlier tests (all from this machine's address) used up.
 */
async function clearClientLimits(): Promise<void> {
  const counters = await adminDb().collection("clientLimits").get();
  await Promise.all(counters.docs.map((counter) => counter.ref.delete()));
}

let app: FirebaseApp;
let auth: Auth;
let db: Firestore;
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  [customer, admin] = await Promise.all([
    createAccount("mail-customer"),
    createAccount("mail-admin", { admin: true }),
  ]);
  app = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-api-key" }, `mail-${Date.now()}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, URLS.auth, { disableWarnings: true });
  db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
});

afterAll(async () => {
  await deleteApp(app);
});

/**
 * Books through the web SDK, as the booking form does (the order and a step of the customer's
 * hourly counter in one batch); resolves to the order's id.
 */
async function bookWithWebSdk(
  account: TestAccount,
  { serviceId, serviceName }: { serviceId: string; serviceName: string } = WEB_DESIGN,
): Promise<string> {
  await signInWithEmailAndPassword(auth, account.email, account.password);
  const ref = doc(collection(db, "orders"));
  await countedCreate(db, account.uid, "orders", ref.path, {
    name: account.displayName,
    email: account.email,
    phoneNumber: "+1 555 0101",
    address: "1 Mail Street",
    serviceName,
    serviceId,
    uid: account.uid,
    status: "pending",
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

async function bookWithRest(account: TestAccount, fields: Record<string, string> = {}) {
  const res = await api("/orders", {
    token: await idToken(account),
    body: {
      name: account.displayName,
      email: account.email,
      phoneNumber: "+1 555 0102",
      address: "2 Rest Road",
      serviceName: "Search Engine Optimization",
      ...fields,
    },
  });
  expect(res.status).toBe(201);
  return (res.body as { insertedId: string }).insertedId;
}

describe("a new order", () => {
  it("booked through the web SDK queues the customer's and the agency's emails within 10 s", async () => {
    const orderId = await bookWithWebSdk(customer, WEB_DESIGN);
    const { mails, ms } = await waitForMail("orderId", orderId, 2);
    process.stdout.write(`web SDK booking -> 2 mail documents in ${ms} ms\n`);
    const toCustomer = mails.find((m) => m.kind === "order-received");
    const toAgency = mails.find((m) => m.kind === "order-new");
    expect(toCustomer).toMatchObject({ to: customer.email });
    expect(toCustomer?.message.subject).toBe("We received your booking of Web Design");
    expect(toCustomer?.message.text).toContain("We received your booking of Web Design");
    expect(toCustomer?.message.html).toContain(brand.name);
    expect(toAgency).toMatchObject({ to: AGENCY, replyTo: customer.email });
    expect(toAgency?.message.text).toContain(customer.email);
    expect(toAgency?.message.text).toContain("+1 555 0101");
    expect(toAgency?.message.text).toContain("1 Mail Street");
    expect(toAgency?.message.html).toContain(
      `href="${LOCAL_SITE_ORIGIN}${sitePaths.manageOrders}"`,
    );
    expect(toAgency?.message.subject).toBe("New booking: Web Design");
    // Each email expires (a TTL policy on expireAt deletes it) about MAIL_RETENTION_DAYS on.
    for (const mail of mails) {
      const days = (mail.expireAt.toMillis() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(MAIL_RETENTION_DAYS - 1);
      expect(days).toBeLessThanOrEqual(MAIL_RETENTION_DAYS);
    }
    expect(mails.map((m) => m.id).sort()).toEqual([
      `order-${orderId}-new`,
      `order-${orderId}-received`,
    ]);
  });

  it("booked through POST /orders queues the two emails within 10 s", async () => {
    const orderId = await bookWithRest(customer);
    const { mails, ms } = await waitForMail("orderId", orderId, 2);
    process.stdout.write(`POST /orders booking -> 2 mail documents in ${ms} ms\n`);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ["order-new", AGENCY],
      ["order-received", customer.email],
    ]);
    expect(mails.find((m) => m.kind === "order-received")?.message.subject).toBe(
      "We received your booking of Search Engine Optimization",
    );
  });

  it("escapes a visitor's <script> in the HTML part", async () => {
    const orderId = await bookWithRest(customer, {
      name: `<script>alert("name")</script>`,
      address: `<img src=x onerror=alert(1)> & Co`,
    });
    const { mails } = await waitForMail("orderId", orderId, 2);
    for (const mail of mails) {
      expect(mail.message.html).not.toContain("<script>");
      expect(mail.message.html).not.toContain("<img src=x");
    }
    const toAgency = mails.find((m) => m.kind === "order-new");
    expect(toAgency?.message.html).toContain(
      "&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;",
    );
    expect(toAgency?.message.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; Co");
    expect(toAgency?.message.text).toContain(`<script>alert("name")</script>`);
  });

  it("delivered twice (or with another event id) queues no second email", async () => {
    const orderId = await bookWithRest(customer);
    const mails = await settledMail("orderId", orderId, 2);
    const snapshot = await adminDb().doc(`orders/${orderId}`).get();
    const redelivered = (id: string) => createdEvent(snapshot, id, { orderId });
    await onOrderCreated(redelivered("event-1"));
    await onOrderCreated(redelivered("event-1"));
    await onOrderCreated(redelivered("event-2"));
    expect((await mailWhere("orderId", orderId)).map((m) => m.id).sort()).toEqual(
      mails.map((m) => m.id).sort(),
    );
  });

  it("refused by the rules queues nothing", async () => {
    const intruder = await createAccount("mail-intruder");
    await signInWithEmailAndPassword(auth, intruder.email, intruder.password);
    // An order in someone else's name, counted on the intruder's own counter: the rules refuse it.
    const refused = doc(collection(db, "orders"));
    await expect(
      countedCreate(db, intruder.uid, "orders", refused.path, {
        name: intruder.displayName,
        email: intruder.email,
        phoneNumber: "+1 555 0103",
        address: "3 Refused Row",
        serviceName: "Web Design",
        serviceId: "web-design",
        uid: customer.uid,
        status: "pending",
        createdAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: "permission-denied" });
    // A write after it that does queue mail: once its email is there, the refused one's would be.
    const orderId = await bookWithWebSdk(intruder);
    await waitForMail("orderId", orderId, 2);
    const toIntruder = await mailWhere("to", intruder.email);
    expect(toIntruder.map((m) => m.orderId)).toEqual([orderId]);
  });
});

describe("an order confirmed", () => {
  it("queues one email to the customer", async () => {
    const orderId = await bookWithWebSdk(customer, AD_CAMPAIGNS);
    await waitForMail("orderId", orderId, 2);
    await signInWithEmailAndPassword(auth, admin.email, admin.password);
    await updateDoc(doc(db, "orders", orderId), { status: "delivered" });
    // Settled, so the update the confirmation sets off (its state copied onto the order as
    // mailState, on the now delivered order) has had time to queue a second one; it must not.
    const mails = await settledMail("orderId", orderId, 3);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "order-delivered",
      "order-new",
      "order-received",
    ]);
    const confirmed = mails.find((m) => m.kind === "order-delivered");
    expect(confirmed).toMatchObject({ to: customer.email });
    expect(confirmed?.message.subject).toBe("Your order of Ad Campaigns is confirmed");
  });

  it("confirmed, set back to pending and confirmed again, mails its customer once", async () => {
    const orderId = await bookWithWebSdk(customer, AD_CAMPAIGNS);
    await waitForMail("orderId", orderId, 2);
    await signInWithEmailAndPassword(auth, admin.email, admin.password);
    const order = doc(db, "orders", orderId);
    await updateDoc(order, { status: "delivered" });
    await waitForMail("orderId", orderId, 3);
    // Each later confirmation has its trigger run (and finish) before the next change.
    for (const status of ["pending", "delivered", "pending", "delivered"]) {
      await updateDoc(order, { status });
      await sleep(SETTLE_MS);
    }
    const mails = await settledMail("orderId", orderId, 3);
    expect(mails.filter((m) => m.kind === "order-delivered")).toHaveLength(1);
    expect(mails).toHaveLength(3);
  });
});

describe("strangers cannot use the agency's mail", () => {
  it("an unverified account's booking is refused (REST and SDK) and mails nobody", async () => {
    const stranger = await createAccount("mail-unverified", { verified: false });
    const res = await api("/orders", {
      token: await idToken(stranger),
      body: {
        name: "URGENT verify payment https://evil.example",
        email: stranger.email,
        phoneNumber: "+1 555 0109",
        address: "9 Phish Lane",
        serviceName: "URGENT verify payment https://evil.example",
        serviceId: "web-design",
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(JSON.stringify(res.body)).toContain("Verify your email address");
    await expect(bookWithWebSdk(stranger)).rejects.toMatchObject({ code: "permission-denied" });
    // A verified booking after them: once its emails are there, a stranger's would be.
    const orderId = await bookWithRest(customer);
    await waitForMail("orderId", orderId, 2);
    expect(await mailWhere("to", stranger.email)).toEqual([]);
    const stored = await adminDb().collection("orders").where("uid", "==", stranger.uid).get();
    expect(stored.size).toBe(0);
  });

  it("a booking's made-up service name reaches no email: the catalogue's name does", async () => {
    const orderId = await bookWithRest(customer, {
      serviceId: "web-design",
      serviceName: "URGENT verify payment https://evil.example",
    });
    const mails = await settledMail("orderId", orderId, 2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(JSON.stringify(mail)).not.toContain("evil.example");
      expect(mail.message.subject).toContain("Web Design");
    }
    const stored = (await adminDb().doc(`orders/${orderId}`).get()).data();
    expect(stored?.serviceName).toBe("Web Design");
  });

  it("a contact message's subject line is the site's, not the visitor's", async () => {
    await clearClientLimits();
    const sender = `phish-${Date.now()}@example.com`;
    const res = await api("/messages", {
      body: {
        fullName: "URGENT verify payment",
        email: sender,
        subject: "URGENT verify payment https://evil.example",
        phone: "+1 555 0110",
        message: "See https://evil.example",
      },
    });
    expect(res.status).toBe(201);
    const [mail] = await settledMail("replyTo", sender, 1);
    expect(mail?.to).toBe(AGENCY);
    expect(mail?.message.subject).toBe(CONTACT_SUBJECT);
  });
});

describe("a contact message", () => {
  beforeEach(clearClientLimits);

  it("queues one email to the agency, replying to the sender, with the text escaped", async () => {
    const sender = `visitor-${Date.now()}@example.com`;
    const res = await api("/messages", {
      body: {
        fullName: "Vera Visitor",
        email: sender,
        subject: "A quote <b>please</b>",
        phone: "+1 555 0104",
        message: `Hello\n<script>alert("message")</script>`,
      },
    });
    expect(res.status).toBe(201);
    const mails = await settledMail("replyTo", sender, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: AGENCY, replyTo: sender, kind: "contact-message" });
    expect(mails[0]?.message.subject).toBe(CONTACT_SUBJECT);
    expect(mails[0]?.message.html).toContain(
      "&lt;script&gt;alert(&quot;message&quot;)&lt;/script&gt;",
    );
    expect(mails[0]?.message.html).not.toContain("<script>");
    expect(mails[0]?.message.html).toContain("A quote &lt;b&gt;please&lt;/b&gt;");
  });
});

describe("the mail state on the order", () => {
  it("follows the extension's delivery state of the customer's email", async () => {
    const orderId = await bookWithRest(customer);
    const { mails } = await waitForMail("orderId", orderId, 2);
    await waitForOrder(orderId, (data) => data.mailState === "queued");
    const toCustomer = mails.find((m) => m.kind === "order-received");
    const ref = adminDb().doc(`mail/${toCustomer?.id ?? "missing"}`);
    await ref.update({ delivery: { state: "SUCCESS", attempts: 1, error: null } });
    await waitForOrder(orderId, (data) => data.mailState === "sent");
    await ref.update({ delivery: { state: "ERROR", attempts: 3, error: "554 rejected" } });
    await waitForOrder(orderId, (data) => data.mailState === "error");
  });
});
