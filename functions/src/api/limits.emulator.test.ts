/**
 * Volume limits of the REST API on the emulators, tried as an attacker would: flooding bookings,
 * reviews and contact messages (429 problem+json with Retry-After, and nothing written), one
 * hourly budget for the web client's SDK writes and the REST API together, a forged client
 * address, and lists that answer at most 100 items, newest first, a page at a time.
 */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  type Firestore,
} from "firebase/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOST, PORTS, PROJECT_ID, URLS } from "../../../scripts/lib/config.ts";
import { countedCreate } from "../../../tests/rules/fixtures.ts";
import { adminDb, createAccount, idToken, type TestAccount } from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import {
  clearClientLimits,
  clientLimitPath,
  useUpClientHour,
} from "../../../tests/support/client-limits.ts";
import { closeInProcess, serveInProcess } from "../../../tests/support/in-process.ts";
import { LimitReached, setCounted } from "../../../web/src/lib/counted.ts";
import { limitMessage, RATE_LIMITS, REST_LIST_LIMIT } from "../shared/limits";
import { COLLECTIONS } from "../shared/registry";
import { createApp } from "./app";
import { PRODUCTION_TRUST } from "./client-address";
import { clientCounterId } from "./rate-limit";

const apps: FirebaseApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

/** The web SDK (as the browser app uses it) signed in as `account`, in Node. */
async function webClient(account: TestAccount): Promise<Firestore> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: "demo-api-key" }, randomUUID());
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, URLS.auth, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  await signInWithEmailAndPassword(auth, account.email, account.password);
  return db;
}

const booking = (account: TestAccount, address = "1 Limit Lane") => ({
  name: "Limit Tester",
  email: account.email,
  phoneNumber: "+1 555 0170",
  address,
  serviceName: "Web Design",
});
const review = (text = "A fine team.") => ({
  name: "Limit Tester",
  ratings: 5,
  review: text,
  image: "",
});

const count = async (name: string, field: string, value: string) =>
  (await adminDb().collection(name).where(field, "==", value).count().get()).data().count;
const counter = async (uid: string, kind: string) =>
  (await adminDb().doc(`users/${uid}/limits/${kind}`).get()).data();

function expectTooMany(res: ApiResponse, detail: string): void {
  expect(res.status).toBe(429);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toEqual({
    type: "about:blank",
    title: "Too Many Requests",
    status: 429,
    detail,
  });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe("hourly limits per user", () => {
  it(`answers booking ${RATE_LIMITS.ordersPerHour + 1} in an hour with 429 and writes nothing`, async () => {
    const account = await createAccount("limit-orders");
    const token = await idToken(account);
    let lastKey = "";
    let lastId = "";
    for (let n = 1; n <= RATE_LIMITS.ordersPerHour; n += 1) {
      lastKey = `limit-${n}-${randomUUID()}`;
      const res = await api("/orders", {
        token,
        body: booking(account),
        headers: { "idempotency-key": lastKey },
      });
      expect(res.status, `booking ${n}`).toBe(201);
      lastId = (res.body as { insertedId: string }).insertedId;
    }
    const refused = await api("/orders", { token, body: booking(account, "2 Flood Street") });
    expectTooMany(refused, limitMessage("orders", RATE_LIMITS.ordersPerHour));
    expect(await count(COLLECTIONS.orders, "uid", account.uid)).toBe(RATE_LIMITS.ordersPerHour);
    expect(await counter(account.uid, "orders")).toMatchObject({
      count: RATE_LIMITS.ordersPerHour,
      last: lastId,
    });
    // A retry of a booking already made counts nothing and still answers its order.
    const replay = await api("/orders", {
      token,
      body: booking(account),
      headers: { "idempotency-key": lastKey },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ acknowledged: true, insertedId: lastId });
  });

  it(`answers review ${RATE_LIMITS.reviewsPerHour + 1} in an hour with 429 and writes nothing`, async () => {
    const account = await createAccount("limit-reviews");
    const token = await idToken(account);
    for (let n = 1; n <= RATE_LIMITS.reviewsPerHour; n += 1) {
      expect((await api("/reviews", { token, body: review() })).status).toBe(201);
    }
    const refused = await api("/reviews", { token, body: review("One too many.") });
    expectTooMany(refused, limitMessage("reviews", RATE_LIMITS.reviewsPerHour));
    expect(await count(COLLECTIONS.reviews, "uid", account.uid)).toBe(RATE_LIMITS.reviewsPerHour);
    expect(await count(COLLECTIONS.reviews, "review", "One too many.")).toBe(0);
  });

  it("holds the limit against a burst of concurrent bookings", async () => {
    const account = await createAccount("limit-burst");
    const token = await idToken(account);
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.ordersPerHour + 3 }, () =>
        api("/orders", { token, body: booking(account) }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.ordersPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await count(COLLECTIONS.orders, "uid", account.uid)).toBe(RATE_LIMITS.ordersPerHour);
  });

  it("starts a new window once the last one is an hour old", async () => {
    const account = await createAccount("limit-window");
    const token = await idToken(account);
    const twoHoursAgo = Timestamp.fromMillis(Date.now() - 2 * 3_600_000);
    await adminDb().doc(`users/${account.uid}/limits/reviews`).set({
      windowStart: twoHoursAgo,
      count: RATE_LIMITS.reviewsPerHour,
      last: "earlier",
      at: twoHoursAgo,
    });
    const res = await api("/reviews", { token, body: review() });
    expect(res.status).toBe(201);
    const stepped = await counter(account.uid, "reviews");
    expect(stepped?.count).toBe(1);
    expect((stepped?.windowStart as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses nothing for a body it refuses anyway (400 first, no count)", async () => {
    const account = await createAccount("limit-invalid");
    const token = await idToken(account);
    const res = await api("/reviews", { token, body: { ...review(), ratings: 2.5 } });
    expect(res.status).toBe(400);
    expect(await counter(account.uid, "reviews")).toBeUndefined();
  });
});

describe("one hourly budget for the web client and the REST API", () => {
  it("reviews: SDK and REST writes count together, and both refuse the fourth", async () => {
    const account = await createAccount("limit-shared");
    const [token, db] = await Promise.all([idToken(account), webClient(account)]);
    const viaSdk = async (text: string) => {
      const ref = doc(collection(db, "reviews"));
      const { saved } = await setCounted(db, account.uid, "reviews", ref, {
        ...review(text),
        uid: account.uid,
        status: "pending",
        createdAt: serverTimestamp(),
      });
      await saved;
    };
    await viaSdk("First, from the web app.");
    expect((await api("/reviews", { token, body: review("Second, over REST.") })).status).toBe(201);
    await viaSdk("Third, from the web app.");
    expect(await counter(account.uid, "reviews")).toMatchObject({ count: 3 });

    // The REST API sees the web app's writes...
    expectTooMany(
      await api("/reviews", { token, body: review("Fourth, over REST.") }),
      limitMessage("reviews", 3),
    );
    // ...and the rules see the REST API's: a batch sent past the client's own check is refused.
    await expect(
      countedCreate(db, account.uid, "reviews", "reviews/fourth-via-sdk", {
        ...review("Fourth, from the web app."),
        uid: account.uid,
        status: "pending",
        createdAt: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: "permission-denied" });
    await expect(viaSdk("Fourth, from the web app.")).rejects.toBeInstanceOf(LimitReached);
    expect(await count(COLLECTIONS.reviews, "uid", account.uid)).toBe(3);
  });

  it("orders: REST bookings use up the hour for the web app's bookings", async () => {
    const account = await createAccount("limit-shared-orders");
    const [token, db] = await Promise.all([idToken(account), webClient(account)]);
    for (let n = 1; n < RATE_LIMITS.ordersPerHour; n += 1) {
      expect((await api("/orders", { token, body: booking(account) })).status).toBe(201);
    }
    const order = () => ({
      ...booking(account),
      serviceId: "web-design",
      uid: account.uid,
      status: "pending",
      createdAt: serverTimestamp(),
    });
    const first = doc(collection(db, "orders"));
    await (
      await setCounted(db, account.uid, "orders", first, order())
    ).saved;
    expectTooMany(
      await api("/orders", { token, body: booking(account) }),
      limitMessage("orders", RATE_LIMITS.ordersPerHour),
    );
    await expect(
      setCounted(db, account.uid, "orders", doc(collection(db, "orders")), order()),
    ).rejects.toBeInstanceOf(LimitReached);
    expect(await count(COLLECTIONS.orders, "uid", account.uid)).toBe(RATE_LIMITS.ordersPerHour);
  });
});

describe("contact messages per client", () => {
  const message = (subject: string) => ({
    fullName: "Flood Tester",
    email: "flood@example.com",
    subject,
    phone: "+1 555 0171",
    message: "Hello.",
  });
  const send = (subject: string, headers: Record<string, string> = {}, base: string = URLS.api) =>
    api("/messages", { body: message(subject), headers, base });
  /** Headers a caller makes up to pass for a new client: different in every request. */
  const disguise = (n: number) => ({
    "fastly-client-ip": `203.0.113.${n}`,
    "x-forwarded-for": `198.51.100.${n}, 192.0.2.${n}`,
    "x-real-ip": `198.51.100.${n}`,
    forwarded: `for=198.51.100.${n}`,
  });

  beforeEach(async () => {
    // On the emulators every caller is one client: each test starts with its whole hour.
    await clearClientLimits();
  });

  afterAll(async () => {
    await clearClientLimits();
  });

  it(`stores ${RATE_LIMITS.messagesPerHourPerClient} an hour from one client, then answers 429 and stores nothing`, async () => {
    const subject = `Flood ${randomUUID()}`;
    for (let n = 1; n <= RATE_LIMITS.messagesPerHourPerClient; n += 1) {
      const res = await send(subject);
      expect(res.status, `message ${n}`).toBe(201);
      expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    }
    const refused = await send(`${subject} (one too many)`);
    expectTooMany(refused, limitMessage("messages", RATE_LIMITS.messagesPerHourPerClient));
    expect(await count(COLLECTIONS.messages, "subject", subject)).toBe(
      RATE_LIMITS.messagesPerHourPerClient,
    );
    expect(await count(COLLECTIONS.messages, "subject", `${subject} (one too many)`)).toBe(0);
  });

  it.each([
    ["directly on the function", URLS.api],
    ["through Hosting", `${URLS.hosting}/api`],
  ])(
    "%s: stores 5 of 30 messages that each claim another address (Fastly-Client-IP, X-Forwarded-For)",
    async (_path, base) => {
      const subject = `Disguised ${randomUUID()}`;
      const statuses: number[] = [];
      for (let n = 1; n <= 30; n += 1) {
        const res = await send(subject, disguise(n), base);
        statuses.push(res.status);
        if (res.status === 429) {
          expectTooMany(res, limitMessage("messages", RATE_LIMITS.messagesPerHourPerClient));
        } else {
          expect(res.status, `message ${n}`).toBe(201);
        }
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(
        RATE_LIMITS.messagesPerHourPerClient,
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        30 - RATE_LIMITS.messagesPerHourPerClient,
      );
      expect(await count(COLLECTIONS.messages, "subject", subject)).toBe(
        RATE_LIMITS.messagesPerHourPerClient,
      );
    },
  );

  it("counts the function's and Hosting's callers as one client on the emulators", async () => {
    await useUpClientHour(RATE_LIMITS.messagesPerHourPerClient - 1);
    const subject = `Shared ${randomUUID()}`;
    expect((await send(subject, {}, `${URLS.hosting}/api`)).status).toBe(201);
    expect((await send(subject, disguise(1))).status).toBe(429);
    expect(await count(COLLECTIONS.messages, "subject", subject)).toBe(1);
  });

  it("stores the message as sent, unread, and only a hash of the client in the counter", async () => {
    const subject = `Stored ${randomUUID()}`;
    const res = await send(subject);
    expect(res.status).toBe(201);
    const stored = await adminDb()
      .doc(`${COLLECTIONS.messages}/${(res.body as { insertedId: string }).insertedId}`)
      .get();
    expect(stored.data()).toEqual({
      ...message(subject),
      read: false,
      // Not verified: App Check is not enforced on this API (the emulators' default).
      appCheckVerified: false,
      createdAt: expect.any(Timestamp),
    });
    const counted = await adminDb().doc(clientLimitPath()).get();
    expect(counted.data()).toMatchObject({
      count: 1,
      last: stored.id,
      expireAt: expect.any(Timestamp),
    });
    expect(counted.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses an invalid message with 400, stores nothing and counts nothing", async () => {
    const res = await api("/messages", {
      body: { ...message("Invalid"), email: "not-an-email" },
      headers: disguise(7),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ path: "email" }] });
    expect((await adminDb().collection(COLLECTIONS.clientLimits).count().get()).data().count).toBe(
      0,
    );
  });
});

describe("contact messages per client, as counted in production", () => {
  /**
   * The API served in this process with the production trust (client-address.ts): the test plays
   * Google's front end, which appends the address of the peer it saw to X-Forwarded-For.
   */
  let base = "";
  const message = (subject: string) => ({
    fullName: "Production Tester",
    email: "production@example.com",
    subject,
    phone: "+1 555 0172",
    message: "Hello.",
  });
  /** A request from `peer`, with what the caller wrote in front of the front end's entry. */
  const fromPeer = (
    subject: string,
    peer: string,
    written = "",
    extra: Record<string, string> = {},
  ) =>
    api("/messages", {
      base,
      body: message(subject),
      headers: { ...extra, "x-forwarded-for": written ? `${written}, ${peer}` : peer },
    });
  /** A Fastly node (Firebase Hosting's CDN), the peer of every request through Hosting. */
  const CDN_NODE = "151.101.2.3";

  beforeAll(async () => {
    base = await serveInProcess(createApp({ addressTrust: PRODUCTION_TRUST }));
  });

  beforeEach(async () => {
    await clearClientLimits();
  });

  afterAll(async () => {
    await clearClientLimits();
    await closeInProcess();
  });

  it("a direct caller gets 5 of 30, whatever it writes in Fastly-Client-IP or X-Forwarded-For", async () => {
    const subject = `Direct ${randomUUID()}`;
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n += 1) {
      const res = await fromPeer(subject, "203.0.113.9", `10.0.0.${n}, ${CDN_NODE}, 192.0.2.${n}`, {
        "fastly-client-ip": `198.51.100.${n}`,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expectTooMany(res, limitMessage("messages", RATE_LIMITS.messagesPerHourPerClient));
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      RATE_LIMITS.messagesPerHourPerClient,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(await count(COLLECTIONS.messages, "subject", subject)).toBe(
      RATE_LIMITS.messagesPerHourPerClient,
    );
    // Another caller has its own hour.
    expect((await fromPeer(subject, "203.0.113.10")).status).toBe(201);
  });

  it("visitors behind Hosting's CDN each have their own hour, and cannot make up another", async () => {
    const subject = `Hosting ${randomUUID()}`;
    const visitor = (address: string, n: number) =>
      fromPeer(subject, CDN_NODE, `192.0.2.${n}, ${address}`, {
        "fastly-client-ip": `198.51.100.${n}`,
      });
    for (let n = 1; n <= RATE_LIMITS.messagesPerHourPerClient; n += 1) {
      expect((await visitor("203.0.113.20", n)).status, `first visitor, message ${n}`).toBe(201);
    }
    expect((await visitor("203.0.113.20", 99)).status).toBe(429);
    // Not one budget for everyone behind the CDN: a second visitor through the same node.
    expect((await visitor("203.0.113.21", 1)).status).toBe(201);
    expect(await count(COLLECTIONS.messages, "subject", subject)).toBe(
      RATE_LIMITS.messagesPerHourPerClient + 1,
    );
  });

  it("keeps only a hash of the address", async () => {
    const address = "203.0.113.77";
    expect((await fromPeer(`Hashed ${randomUUID()}`, address)).status).toBe(201);
    const all = await adminDb().collection(COLLECTIONS.clientLimits).get();
    expect(all.docs.map((entry) => entry.id)).toEqual([clientCounterId(address)]);
    for (const entry of all.docs) {
      expect(`${entry.id} ${JSON.stringify(entry.data())}`).not.toContain(address);
    }
  });

  it("counts an IPv6 visitor by its /64 network", async () => {
    const subject = `IPv6 ${randomUUID()}`;
    for (let n = 1; n <= RATE_LIMITS.messagesPerHourPerClient; n += 1) {
      expect((await fromPeer(subject, `2001:db8:5:6::${n.toString(16)}`)).status).toBe(201);
    }
    expect((await fromPeer(subject, "2001:db8:5:6:ffff::1")).status).toBe(429);
    expect((await fromPeer(subject, "2001:db8:5:7::1")).status).toBe(201);
  });
});

describe("bounded lists", () => {
  interface Listed {
    _id: string;
    createdAt?: string;
    status?: string;
    uid?: string;
  }
  const stamp = randomUUID().slice(0, 8);
  let customer: TestAccount;
  let customerToken = "";
  let adminToken = "";
  let pendingId = "";

  /** Follows `Link: <...>; rel="next"` from `first` to the end; every page's items in order. */
  async function allPages(path: string, token?: string): Promise<Listed[][]> {
    const pages: Listed[][] = [];
    let url: URL | null = new URL(`${URLS.api}${path}`);
    while (url) {
      const res = await api(url.pathname.replace(new URL(URLS.api).pathname, "") + url.search, {
        token,
      });
      expect(res.status).toBe(200);
      pages.push(res.body as Listed[]);
      const next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("link") ?? "")?.[1];
      url = next ? new URL(next, url) : null;
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  const newestFirst = (items: Listed[]) =>
    items.every((item, i) => i === 0 || (items[i - 1]?.createdAt ?? "") >= (item.createdAt ?? ""));

  beforeAll(async () => {
    customer = await createAccount("limit-lists");
    const admin = await createAccount("limit-lists-admin", { admin: true });
    [customerToken, adminToken] = await Promise.all([idToken(customer), idToken(admin)]);
    const now = Date.now();
    const batch = adminDb().batch();
    for (let i = 0; i < REST_LIST_LIMIT + 5; i += 1) {
      batch.set(adminDb().collection(COLLECTIONS.reviews).doc(`list-${stamp}-${i}`), {
        name: `Lister ${i}`,
        ratings: 4,
        review: `Listed ${stamp}`,
        image: "",
        uid: `lister-${stamp}`,
        status: "approved",
        createdAt: Timestamp.fromMillis(now - i * 1000),
      });
      batch.set(adminDb().collection(COLLECTIONS.orders).doc(`list-${stamp}-${i}`), {
        ...booking(customer),
        serviceId: "web-design",
        uid: customer.uid,
        status: "pending",
        createdAt: Timestamp.fromMillis(now - i * 1000),
      });
    }
    pendingId = `list-${stamp}-pending`;
    batch.set(adminDb().collection(COLLECTIONS.reviews).doc(pendingId), {
      ...review("Not approved yet."),
      uid: `lister-${stamp}`,
      status: "pending",
      createdAt: Timestamp.fromMillis(now + 60_000),
    });
    await batch.commit();
  });

  it(`GET /reviews answers at most ${REST_LIST_LIMIT} approved reviews, newest first, and pages on`, async () => {
    const first = await api("/reviews");
    expect(first.status).toBe(200);
    const items = first.body as Listed[];
    expect(items).toHaveLength(REST_LIST_LIMIT);
    expect(first.headers.get("link")).toMatch(/^<\?after=[\w-]+&limit=100>; rel="next"$/);
    const pages = await allPages("/reviews");
    const all = pages.flat();
    expect(new Set(all.map((r) => r._id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(REST_LIST_LIMIT + 5);
    expect(all.every((r) => r.status === "approved")).toBe(true);
    expect(all.some((r) => r._id === pendingId)).toBe(false);
    expect(newestFirst(all)).toBe(true);
  });

  it("GET /reviews?limit=10 pages by 10", async () => {
    const pages = await allPages("/reviews?limit=10");
    expect(pages.slice(0, -1).every((page) => page.length === 10)).toBe(true);
    expect(pages.at(-1)?.length).toBeLessThanOrEqual(10);
    expect(pages.flat().filter((r) => r._id.startsWith(`list-${stamp}-`))).toHaveLength(
      REST_LIST_LIMIT + 5,
    );
  });

  it("GET /orders: a customer's own, at most 100, newest first, and the rest on the next page", async () => {
    const pages = await allPages("/orders", customerToken);
    expect(pages.map((page) => page.length)).toEqual([REST_LIST_LIMIT, 5]);
    const all = pages.flat();
    expect(all.every((o) => o.uid === customer.uid)).toBe(true);
    expect(newestFirst(all)).toBe(true);
  });

  it("GET /orders for admins: at most 100 of everyone's", async () => {
    const res = await api("/orders", { token: adminToken });
    expect((res.body as Listed[]).length).toBe(REST_LIST_LIMIT);
    expect(res.headers.get("link")).toMatch(/rel="next"/);
  });

  it("GET /services and GET /team page too, services newest first", async () => {
    const services = await allPages("/services?limit=2");
    expect(services[0]).toHaveLength(2);
    expect(newestFirst(services.flat())).toBe(true);
    const team = await allPages("/team?limit=3");
    expect(team[0]).toHaveLength(3);
    const ids = team.flat().map((m) => m._id);
    expect(ids).toEqual([...ids].sort());
  });

  it.each([
    ["/reviews?limit=101", "query.limit"],
    ["/reviews?limit=0", "query.limit"],
    ["/reviews?limit=ten", "query.limit"],
    ["/services?after=a%2Fb", "query.after"],
    ["/reviews?after=no-such-review", "query.after"],
  ])("refuses %s with 400", async (path, field) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ errors: [{ path: field }] });
  });

  it("refuses a cursor the caller may not see in the list", async () => {
    expect((await api(`/reviews?after=${pendingId}`)).status).toBe(400);
    const someoneElses = await createAccount("limit-lists-other");
    const res = await api(`/orders?after=list-${stamp}-0`, { token: await idToken(someoneElses) });
    expect(res.status).toBe(400);
  });
});
