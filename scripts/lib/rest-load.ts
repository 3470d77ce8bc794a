/**
 * Load on the REST API (the `api` function on the Functions emulator) with autocannon, for
 * `npm run stress`, `npm run bench` and tests/emulator/order-load.test.ts. Everything talks to
 * 127.0.0.1 only, and every run is bounded by a request count or a duration.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorEnv, PROJECT_ID, URLS } from "./config.ts";

export interface LoadUser {
  uid: string;
  email: string;
  /** A real Firebase ID token from the Auth emulator. */
  token: string;
}

/** Creates `count` accounts in the Auth emulator (sign-up returns their ID tokens at once). */
export async function createLoadUsers(count: number, label = "load"): Promise<LoadUser[]> {
  const run = randomUUID().slice(0, 8);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `${label}-${run}-${i}@agency.test`;
      const res = await fetch(
        `${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: `pass-${run}`, returnSecureToken: true }),
        },
      );
      const body = (await res.json()) as { idToken?: string; localId?: string };
      if (!body.idToken || !body.localId) {
        throw new Error(`Creating ${email} in the Auth emulator failed: HTTP ${res.status}`);
      }
      return { uid: body.localId, email, token: body.idToken };
    }),
  );
}

/** What one load run measured. Latencies in ms, over every response (2xx or not). */
export interface LoadFigures {
  /** Responses received. */
  responses: number;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts (requests that got no response). */
  errors: number;
  non2xx: number;
  /** Responses per status code. */
  statusCodes: Record<string, number>;
  durationSec: number;
}

/** The value at quantile `q` (0..1) of `sorted`, nearest-rank. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export interface LoadRun {
  method: "GET" | "POST";
  /** Path under the API's base URL, e.g. "/orders". */
  path: string;
  connections: number;
  /** Stop after this many responses, or after `durationSec`. */
  amount?: number;
  durationSec?: number;
  /** Seconds before a request counts as an error (autocannon's default is 10). */
  timeoutSec?: number;
  /** Connection i sends as users[i % users.length] (Authorization and body). */
  users?: readonly LoadUser[];
  /** The JSON body a user sends. */
  body?: (user: LoadUser) => unknown;
}

export interface LoadResult {
  figures: LoadFigures;
  /** For 2xx answers carrying an insertedId: that id and the user who sent the request. */
  inserted: Map<string, LoadUser>;
}

/** Runs autocannon against the API and measures every response. */
export async function runLoad(options: LoadRun): Promise<LoadResult> {
  const latencies: number[] = [];
  const inserted = new Map<string, LoadUser>();
  let nextClient = 0;
  const users = options.users ?? [];
  const settings: autocannon.Options = {
    url: `${URLS.api}${options.path}`,
    method: options.method,
    connections: options.connections,
    ...(options.amount === undefined
      ? { duration: options.durationSec ?? 10 }
      : { amount: options.amount }),
    timeout: options.timeoutSec ?? 10,
    setupClient: (client) => {
      const user = users[nextClient % Math.max(1, users.length)];
      nextClient += 1;
      if (!user) return;
      const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
      const request: autocannon.Request = {
        method: options.method,
        path: new URL(`${URLS.api}${options.path}`).pathname,
        headers,
        onResponse: (status, body) => {
          if (status < 200 || status > 299) return;
          try {
            const id = (JSON.parse(body) as { insertedId?: unknown }).insertedId;
            if (typeof id === "string") inserted.set(id, user);
          } catch {
            // Not JSON: nothing acknowledged, which the caller's checks count.
          }
        },
      };
      if (options.body) {
        headers["content-type"] = "application/json";
        request.body = JSON.stringify(options.body(user));
      }
      client.setRequests([request]);
    },
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error: unknown, done) => {
      if (error) reject(error instanceof Error ? error : new Error("autocannon failed"));
      else resolve(done);
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const durationSec = (result.finish.getTime() - result.start.getTime()) / 1000;
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = count ?? 0;
  }
  return {
    figures: {
      responses: latencies.length,
      requestsPerSec: latencies.length / durationSec,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      errors: result.errors,
      non2xx: result.non2xx,
      statusCodes,
      durationSec,
    },
    inserted,
  };
}

/**
 * Warms a runtime worker per connection. The Functions emulator runs one request per worker
 * process at a time and starts workers on demand, each with a cold Firestore client: 50 of them
 * starting at once on a small machine take seconds, which is start-up, not the API's speed.
 * GET /services goes through the whole path (Express, the Admin SDK, a Firestore query).
 */
export async function warmUp(connections: number): Promise<void> {
  await runLoad({ method: "GET", path: "/services", connections, amount: connections * 4 });
}

/** A booking that passes the API's checks for `user` (its own email, a seeded service). */
export const loadBooking = (user: LoadUser) => ({
  name: "Load Test",
  email: user.email,
  phoneNumber: "+1 555 0142",
  address: "1 Load Street",
  serviceName: "Web Design",
});

export interface OrderStressOptions {
  requests: number;
  connections: number;
  users: number;
}

export interface OrderStressReport {
  options: OrderStressOptions;
  figures: LoadFigures;
  /** Order documents of the run's users found afterwards. */
  documents: number;
  /** Acknowledged (2xx) orders with no document. */
  lost: number;
  /** Documents that no 2xx answer acknowledged. */
  unacknowledged: number;
  /** Documents whose uid or email is not their sender's. */
  wrongOwner: number;
  /** Every request answered 2xx, exactly `requests` documents, each its sender's. */
  ok: boolean;
}

/**
 * `requests` authenticated POST /orders from `connections` concurrent clients acting as `users`
 * new accounts; then reads back every order of those accounts and checks each against the answer
 * that acknowledged it.
 */
export async function orderStress(options: OrderStressOptions): Promise<OrderStressReport> {
  const users = await createLoadUsers(options.users, "stress");
  await warmUp(options.connections);
  const { figures, inserted } = await runLoad({
    method: "POST",
    path: "/orders",
    connections: options.connections,
    amount: options.requests,
    timeoutSec: 30,
    users,
    body: loadBooking,
  });

  Object.assign(process.env, emulatorEnv());
  const app = initializeApp({ projectId: PROJECT_ID }, `order-stress-${randomUUID()}`);
  try {
    const db = getFirestore(app);
    const docs = [];
    for (const user of users) {
      const snapshot = await db.collection("orders").where("uid", "==", user.uid).get();
      docs.push(...snapshot.docs);
    }
    let unacknowledged = 0;
    let wrongOwner = 0;
    for (const doc of docs) {
      const sender = inserted.get(doc.id);
      if (!sender) unacknowledged += 1;
      else if (doc.get("uid") !== sender.uid || doc.get("email") !== sender.email) wrongOwner += 1;
    }
    const found = new Set(docs.map((doc) => doc.id));
    const lost = [...inserted.keys()].filter((id) => !found.has(id)).length;
    const ok =
      figures.responses === options.requests &&
      figures.non2xx === 0 &&
      figures.errors === 0 &&
      inserted.size === options.requests &&
      docs.length === options.requests &&
      lost === 0 &&
      unacknowledged === 0 &&
      wrongOwner === 0;
    return {
      options,
      figures,
      documents: docs.length,
      lost,
      unacknowledged,
      wrongOwner,
      ok,
    };
  } finally {
    await deleteApp(app);
  }
}

/** A row of `npm run bench`'s table (the shape of its Figure). */
export interface LoadFigureRow {
  name: string;
  value: number;
  unit: string;
  target: { max: number } | null;
}

export interface EndpointLoad {
  endpoint: string;
  figures: LoadFigures;
}

/**
 * The bench's REST figures: GET /services (public) and POST /orders (with a real ID token), each
 * from `connections` concurrent connections for `durationSec`, after warming the workers.
 */
export async function measureRestEndpoints({
  connections = 50,
  durationSec = 15,
}: { connections?: number; durationSec?: number } = {}): Promise<EndpointLoad[]> {
  const users = await createLoadUsers(20, "bench");
  await warmUp(connections);
  const services = await runLoad({ method: "GET", path: "/services", connections, durationSec });
  const orders = await runLoad({
    method: "POST",
    path: "/orders",
    connections,
    durationSec,
    users,
    body: loadBooking,
  });
  return [
    { endpoint: "GET /services", figures: services.figures },
    { endpoint: "POST /orders", figures: orders.figures },
  ];
}

/** Bench rows for each endpoint: requests/s, p50, p95, p99 (reported) and errors (must be 0). */
export function restLoadRows(loads: readonly EndpointLoad[], connections = 50): LoadFigureRow[] {
  return loads.flatMap(({ endpoint, figures }) => {
    const label = `REST ${endpoint}, ${connections} connections`;
    return [
      { name: `${label}: requests/s`, value: figures.requestsPerSec, unit: "req/s", target: null },
      { name: `${label}: p50`, value: figures.p50, unit: "ms", target: null },
      { name: `${label}: p95`, value: figures.p95, unit: "ms", target: null },
      { name: `${label}: p99`, value: figures.p99, unit: "ms", target: null },
      {
        name: `${label}: errors and non-2xx`,
        value: figures.errors + figures.non2xx,
        unit: "requests",
        target: { max: 0 },
      },
    ];
  });
}
