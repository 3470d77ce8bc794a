/**
 * Load on the REST API on the emulators with autocannon (`npm run stress`, `npm run bench`,
 * tests/emulator/order-load.test.ts), every run bounded by a request count or a duration.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { RATE_LIMITS } from "../../functions/src/shared/limits.ts";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";
import { adminAuth, adminDb, idToken } from "../../tests/support/admin.ts";
import { once, type Figure } from "./bench-table.ts";
import { emulatorEnv, URLS } from "./config.ts";

/** An account of the Auth emulator with a real ID token. */
export interface LoadUser {
  uid: string;
  email: string;
  token: string;
}

/** `count` signed-in accounts with verified addresses (only those may book), 50 at a time. */
export async function createLoadUsers(count: number, label = "load"): Promise<LoadUser[]> {
  Object.assign(process.env, emulatorEnv());
  const run = randomUUID().slice(0, 8);
  const users: LoadUser[] = [];
  for (let first = 0; first < count; first += 50) {
    const emails = Array.from(
      { length: Math.min(50, count - first) },
      (_, n) => `${label}-${run}-${String(first + n)}@agency.test`,
    );
    users.push(...(await Promise.all(emails.map((email) => verifiedUser(email, `pass-${run}`)))));
  }
  return users;
}

async function verifiedUser(email: string, password: string): Promise<LoadUser> {
  const { uid } = await adminAuth().createUser({ email, password, emailVerified: true });
  return { uid, email, token: await idToken({ email, password }) };
}

/** What one load run measured. Latencies in ms, over every response (2xx or not). */
export interface LoadFigures {
  responses: number;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests that got no response: timeouts plus connection errors. */
  errors: number;
  timeouts: number;
  /** Connections refused, reset or closed before a response. */
  connectionErrors: number;
  non2xx: number;
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
  path: string;
  connections: number;
  /** Stop after this many responses, or after `durationSec`. */
  amount?: number;
  durationSec?: number;
  timeoutSec?: number;
  /** Each request is sent as the next of these users in turn (Authorization and body). */
  users?: readonly LoadUser[];
  body?: (user: LoadUser) => unknown;
  /** Send every request with a new Idempotency-Key, and record each key's answer in `sent`. */
  idempotencyKeys?: boolean;
}

/** One request sent with an Idempotency-Key, and what answered it (nothing, for a timeout). */
export interface KeyedRequest {
  key: string;
  user: LoadUser;
  status?: number;
  insertedId?: string;
  /** Later attempts with the same key (see retryUnanswered). */
  retries: number;
}

/** The figures, and with `idempotencyKeys` every request sent, by key. */
export interface LoadResult {
  figures: LoadFigures;
  sent: Map<string, KeyedRequest>;
}

const insertedIdOf = (body: string): string | undefined => {
  try {
    const id = (JSON.parse(body) as { insertedId?: unknown }).insertedId;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined; // Not JSON: nothing acknowledged, which the caller's checks count.
  }
};

/** Runs autocannon against the API and measures every response. */
export async function runLoad(options: LoadRun): Promise<LoadResult> {
  const latencies: number[] = [];
  const sent = new Map<string, KeyedRequest>();
  let nextUser = 0;
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
      if (users.length === 0) return;
      // A client sends one request at a time: its context holds the key of the one in flight.
      const request: autocannon.Request = {
        method: options.method,
        path: new URL(`${URLS.api}${options.path}`).pathname,
        setupRequest: (req, context) => {
          const user = users[nextUser % users.length];
          nextUser += 1;
          if (!user) return req;
          const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
          if (options.body) headers["content-type"] = "application/json";
          const body = options.body ? JSON.stringify(options.body(user)) : undefined;
          if (options.idempotencyKeys) {
            const key = randomUUID();
            (context as { key?: string }).key = key;
            sent.set(key, { key, user, retries: 0 });
            headers["idempotency-key"] = key;
          }
          return { ...req, headers: { ...req.headers, ...headers }, ...(body ? { body } : {}) };
        },
        onResponse: (status, body, context) => {
          const keyed = sent.get((context as { key?: string }).key ?? "");
          if (!keyed) return;
          keyed.status = status;
          keyed.insertedId = status >= 200 && status <= 299 ? insertedIdOf(body) : undefined;
        },
      };
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
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
  );
  return {
    figures: {
      responses: latencies.length,
      requestsPerSec: latencies.length / durationSec,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      errors: result.errors,
      timeouts: result.timeouts,
      connectionErrors: Math.max(0, result.errors - result.timeouts),
      non2xx: result.non2xx,
      statusCodes,
      durationSec,
    },
    sent,
  };
}

/** Whether a careful client sends this request again: no answer, or the server was unavailable. */
export const shouldRetry = (request: Pick<KeyedRequest, "status">): boolean =>
  request.status === undefined || request.status >= 500;

/**
 * What a careful client does after `runLoad`: sends every request that got no answer or a 5xx
 * again (10 at a time) with the same Idempotency-Key and body, up to 5 times, waiting as
 * Retry-After says (at most 2 s). A stored request is answered with its first insertedId.
 */
export async function retryUnanswered(
  sent: Map<string, KeyedRequest>,
  path: string,
  body: (user: LoadUser) => unknown,
): Promise<void> {
  const queue = [...sent.values()].filter(shouldRetry);
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      for (let attempt = 0; attempt < 5 && shouldRetry(request); attempt += 1) {
        request.retries += 1;
        let wait = 500;
        try {
          const res = await fetch(`${URLS.api}${path}`, {
            method: "POST",
            headers: {
              authorization: `Bearer ${request.user.token}`,
              "content-type": "application/json",
              "idempotency-key": request.key,
            },
            body: JSON.stringify(body(request.user)),
            signal: AbortSignal.timeout(30_000),
          });
          const text = await res.text();
          request.status = res.status;
          request.insertedId = res.ok ? insertedIdOf(text) : undefined;
          wait = Math.min(2000, 1000 * Number(res.headers.get("retry-after") ?? "0.5"));
        } catch {
          request.status = undefined;
        }
        if (shouldRetry(request)) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

/** Warms a worker per connection (the emulator starts one per concurrent request) end to end. */
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
  /** The load itself, before any retry: answers by status, latency, timeouts. */
  figures: LoadFigures;
  /** Requests sent, each with its own key (autocannon may send a few over `requests`). */
  sent: number;
  /** Requests sent again (no answer, or a 5xx), and the attempts that took. */
  retried: number;
  retryAttempts: number;
  /** Retries the server answered with an earlier attempt's order (stored, but never heard of). */
  replayed: number;
  unansweredAfterRetries: number;
  /** Order documents of the run's users found afterwards, and acknowledged orders with none. */
  documents: number;
  lost: number;
  /** Documents that no request's final answer names: booked twice, or booked unseen. */
  duplicated: number;
  /** Documents whose uid or email is not their sender's. */
  wrongOwner: number;
  /** After retries: every request has its own order, stored once, as its sender's. */
  ok: boolean;
}

/** Users enough that none books past the hourly limit (autocannon may send `connections` more). */
export function usersForOrders(requests: number, connections: number): number {
  return Math.ceil((requests + connections) / RATE_LIMITS.ordersPerHour);
}

/**
 * `requests` POST /orders with their own Idempotency-Keys, from `connections` clients acting as
 * `users` new accounts in turn; then retries as a careful client, reads back every order of those
 * accounts and checks each against the answer that acknowledged it.
 */
export async function orderStress(options: OrderStressOptions): Promise<OrderStressReport> {
  const needed = usersForOrders(options.requests, options.connections);
  if (options.users < needed) {
    throw new Error(
      `${options.requests} bookings from ${options.connections} clients need at least ${needed} ` +
        `users (${RATE_LIMITS.ordersPerHour} bookings per user and hour)`,
    );
  }
  const users = await createLoadUsers(options.users, "stress");
  await warmUp(options.connections);
  const { figures, sent } = await runLoad({
    method: "POST",
    path: "/orders",
    connections: options.connections,
    amount: options.requests,
    timeoutSec: 30,
    users,
    body: loadBooking,
    idempotencyKeys: true,
  });
  await retryUnanswered(sent, "/orders", loadBooking);
  const requests = [...sent.values()];

  const orders = adminDb().collection(COLLECTIONS.orders);
  const docs = [];
  for (const user of users) docs.push(...(await orders.where("uid", "==", user.uid).get()).docs);
  const senders = new Map<string, LoadUser>();
  for (const request of requests) {
    if (request.insertedId) senders.set(request.insertedId, request.user);
  }
  let duplicated = 0;
  let wrongOwner = 0;
  for (const doc of docs) {
    const sender = senders.get(doc.id);
    if (!sender) duplicated += 1;
    else if (doc.get("uid") !== sender.uid || doc.get("email") !== sender.email) wrongOwner += 1;
  }
  const found = new Set(docs.map((doc) => doc.id));
  const lost = [...senders.keys()].filter((id) => !found.has(id)).length;
  const unansweredAfterRetries = requests.filter((r) => !r.insertedId).length;
  const ok =
    requests.length >= options.requests &&
    unansweredAfterRetries === 0 &&
    senders.size === requests.length && // every request has an order of its own
    docs.length === requests.length &&
    lost === 0 &&
    duplicated === 0 &&
    wrongOwner === 0;
  return {
    options,
    figures,
    sent: requests.length,
    retried: requests.filter((r) => r.retries > 0).length,
    retryAttempts: requests.reduce((sum, r) => sum + r.retries, 0),
    replayed: requests.filter((r) => r.retries > 0 && r.status === 200).length,
    unansweredAfterRetries,
    documents: docs.length,
    lost,
    duplicated,
    wrongOwner,
    ok,
  };
}

export interface EndpointLoad {
  endpoint: string;
  figures: LoadFigures;
}

/** The bench's REST load, its users made for more bookings per second than the emulator serves. */
const BENCH = { connections: 50, durationSec: 15, maxOrdersPerSec: 300 };

/** The bench's REST figures: GET /services and POST /orders, after warming the workers. */
export async function measureRestEndpoints(): Promise<EndpointLoad[]> {
  const { connections, durationSec, maxOrdersPerSec } = BENCH;
  const users = await createLoadUsers(
    usersForOrders(maxOrdersPerSec * durationSec, connections),
    "bench",
  );
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

/** Bench rows per endpoint: throughput and latency, and each kind of failure held to 0. */
export function restLoadRows(loads: readonly EndpointLoad[]): Figure[] {
  return loads.flatMap(({ endpoint, figures }) => {
    const label = `REST ${endpoint}, ${BENCH.connections} connections`;
    const statuses = Object.entries(figures.statusCodes)
      .filter(([code]) => !/^2/.test(code))
      .map(([code, count]) => `${count} x ${code}`)
      .join(", ");
    const heldToZero = { max: 0 };
    return [
      once(`${label}: requests/s`, figures.requestsPerSec, "req/s"),
      once(`${label}: p50`, figures.p50, "ms"),
      once(`${label}: p95`, figures.p95, "ms"),
      once(`${label}: p99`, figures.p99, "ms"),
      once(`${label}: timeouts`, figures.timeouts, "", heldToZero),
      once(`${label}: connection errors`, figures.connectionErrors, "", heldToZero),
      once(
        `${label}: non-2xx answers${statuses ? ` (${statuses})` : ""}`,
        figures.non2xx,
        "",
        heldToZero,
      ),
    ];
  });
}
