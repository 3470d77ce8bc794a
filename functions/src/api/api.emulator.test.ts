/**
 * The REST API on the Functions emulator: every endpoint of the old backend x {anonymous,
 * customer A, customer B, admin}, checking the status, the body's shape and what was written.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../../scripts/lib/config.ts";
import { services as seededServices } from "../../../scripts/seed/data.ts";
import {
  addOrder,
  addReview,
  adminAuth,
  adminDb,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";

type ActorName = "anonymous" | "customer A" | "customer B" | "admin";
interface Actor {
  name: ActorName;
  account: TestAccount | null;
  token?: string;
}

const actors: Record<ActorName, Actor> = {
  anonymous: { name: "anonymous", account: null },
  "customer A": { name: "customer A", account: null },
  "customer B": { name: "customer B", account: null },
  admin: { name: "admin", account: null },
};
let orderOfA = "";
let orderOfB = "";

async function createService(): Promise<string> {
  const ref = await adminDb().collection("services").add({
    name: "Temporary service",
    des: "Made by a test.",
    img: "/images/services/seo.svg",
    bannerh: "Temporary",
    bannerP: "Made by a test.",
    des1: [],
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;
const emailOf = (actor: Actor) => actor.account?.email ?? "nobody@agency.test";

beforeAll(async () => {
  const [a, b, admin] = await Promise.all([
    createAccount("rest-a"),
    createAccount("rest-b"),
    createAccount("rest-admin", { admin: true }),
  ]);
  actors["customer A"] = { name: "customer A", account: a, token: await idToken(a) };
  actors["customer B"] = { name: "customer B", account: b, token: await idToken(b) };
  actors.admin = { name: "admin", account: admin, token: await idToken(admin) };
  orderOfA = await addOrder(a);
  orderOfB = await addOrder(b);
});

interface Endpoint {
  name: string;
  /** Expected status for anonymous, customer A, customer B, admin. */
  statuses: [number, number, number, number];
  run: (actor: Actor) => Promise<ApiResponse & { target?: string }>;
  /** Extra checks on a 2xx answer. */
  success?: (res: ApiResponse & { target?: string }, actor: Actor) => Promise<void> | void;
  /** Extra checks on an error answer (that nothing was done). */
  refused?: (res: ApiResponse & { target?: string }, actor: Actor) => Promise<void> | void;
}

/** A service as the old backend answered it (GET /services, GET /services/:id). */
const SERVICE_KEYS = ["_id", "bannerP", "bannerh", "createdAt", "des", "des1", "img", "name"];

interface Listed {
  _id: string;
  [key: string]: unknown;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /services",
    statuses: [200, 200, 200, 200],
    run: (actor) => api("/services", { token: actor.token }),
    success: (res) => {
      const list = res.body as Listed[];
      const web = list.find((s) => s._id === "web-design");
      expect(web).toMatchObject({ name: "Web Design" });
      expect((web?.des1 as Listed[])[0]).toHaveProperty("_id", "web-research");
      // The old backend's shape: the display `order` the seed stores is not part of it.
      for (const service of list) expect(Object.keys(service).sort()).toEqual(SERVICE_KEYS);
    },
  },
  {
    name: "GET /services/:id",
    statuses: [200, 200, 200, 200],
    run: (actor) => api("/services/web-design", { token: actor.token }),
    success: (res) => {
      const seeded = seededServices.find((s) => s.id === "web-design");
      expect(res.body).toMatchObject({
        _id: "web-design",
        name: seeded?.name,
        bannerh: seeded?.bannerh,
      });
      expect((res.body as { des1: Listed[] }).des1.map((b) => b._id)).toEqual(
        seeded?.des1.map((b) => b.id),
      );
      expect(seeded?.order).toEqual(expect.any(Number));
      expect(Object.keys(res.body as Listed).sort()).toEqual(SERVICE_KEYS);
    },
  },
  {
    name: "GET /team",
    statuses: [200, 200, 200, 200],
    run: (actor) => api("/team", { token: actor.token }),
    success: (res) => {
      const members = res.body as Listed[];
      expect(members.length).toBeGreaterThanOrEqual(4);
      // The old backend's shape, exactly: the stored display `order` is not part of it.
      for (const member of members) {
        expect(Object.keys(member).sort()).toEqual(["_id", "img", "nameDeg"]);
        expect(member).toEqual({
          _id: expect.any(String),
          img: expect.any(String),
          nameDeg: expect.any(String),
        });
      }
    },
  },
  {
    name: "GET /reviews",
    statuses: [200, 200, 200, 200],
    run: (actor) => api("/reviews", { token: actor.token }),
    success: (res) => {
      for (const review of res.body as Listed[]) {
        expect(typeof review.ratings).toBe("number");
        expect(review.status).toBe("approved");
      }
    },
  },
  {
    name: "GET /orders",
    statuses: [401, 200, 200, 200],
    run: (actor) => api("/orders", { token: actor.token }),
    success: (res, actor) => {
      const ids = (res.body as Listed[]).map((o) => o._id);
      if (actor.name === "admin") {
        expect(ids).toEqual(expect.arrayContaining([orderOfA, orderOfB]));
      } else {
        for (const order of res.body as Listed[]) expect(order.uid).toBe(actor.account?.uid);
        expect(ids).toContain(actor.name === "customer A" ? orderOfA : orderOfB);
      }
    },
  },
  {
    name: "POST /orders",
    statuses: [401, 201, 201, 201],
    run: (actor) =>
      api("/orders", {
        token: actor.token,
        body: {
          name: "Booked by test",
          email: emailOf(actor),
          phoneNumber: "+1 555 0101",
          address: "2 Test Street",
          serviceName: "Web Design",
        },
      }),
    success: async (res, actor) => {
      const { insertedId } = res.body as { acknowledged: boolean; insertedId: string };
      expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      const order = await adminDb().doc(`orders/${insertedId}`).get();
      expect(order.data()).toMatchObject({
        uid: actor.account?.uid,
        email: actor.account?.email,
        status: "pending",
        serviceId: "web-design",
      });
    },
  },
  {
    name: "POST /reviews",
    statuses: [401, 201, 201, 201],
    run: (actor) =>
      api("/reviews", {
        token: actor.token,
        body: { name: "Reviewer", ratings: "4.5", review: "Great team.", image: "" },
      }),
    success: async (res, actor) => {
      const { insertedId } = res.body as { insertedId: string };
      const review = await adminDb().doc(`reviews/${insertedId}`).get();
      // Pending until an admin approves it: not in GET /reviews.
      expect(review.data()).toMatchObject({
        ratings: 4.5,
        uid: actor.account?.uid,
        status: "pending",
      });
      const listed = (await api("/reviews")).body as Listed[];
      expect(listed.map((r) => r._id)).not.toContain(insertedId);
    },
  },
  {
    name: "POST /services",
    statuses: [401, 403, 403, 201],
    run: (actor) =>
      api("/services", {
        token: actor.token,
        body: {
          name: `Service by ${actor.name}`,
          bannerh: "Heading",
          bannerP: "Sub heading",
          des: "Description",
          img: "/images/services/ads.svg",
        },
      }),
    success: async (res) => {
      const { insertedId } = res.body as { insertedId: string };
      const service = await adminDb().doc(`services/${insertedId}`).get();
      expect(service.data()).toMatchObject({ name: "Service by admin", des1: [] });
    },
    refused: async (_res, actor) => {
      const found = await adminDb()
        .collection("services")
        .where("name", "==", `Service by ${actor.name}`)
        .get();
      expect(found.size).toBe(0);
    },
  },
  {
    name: "DELETE /orders/:id (A's pending order)",
    statuses: [401, 200, 403, 200],
    run: async (actor) => {
      const a = actors["customer A"].account;
      if (!a) throw new Error("no customer A");
      const target = await addOrder(a);
      return {
        ...(await api(`/orders/${target}`, { method: "DELETE", token: actor.token })),
        target,
      };
    },
    success: async (res) => {
      expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await exists(`orders/${res.target ?? ""}`)).toBe(false);
    },
    refused: async (res) => {
      expect(await exists(`orders/${res.target ?? ""}`)).toBe(true);
    },
  },
  {
    name: "DELETE /reviews/:id (A's review)",
    statuses: [401, 200, 403, 200],
    run: async (actor) => {
      const a = actors["customer A"].account;
      if (!a) throw new Error("no customer A");
      const target = await addReview(a);
      return {
        ...(await api(`/reviews/${target}`, { method: "DELETE", token: actor.token })),
        target,
      };
    },
    success: async (res) => {
      expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await exists(`reviews/${res.target ?? ""}`)).toBe(false);
    },
    refused: async (res) => {
      expect(await exists(`reviews/${res.target ?? ""}`)).toBe(true);
    },
  },
  {
    name: "DELETE /services/:id",
    statuses: [401, 403, 403, 200],
    run: async (actor) => {
      const target = await createService();
      return {
        ...(await api(`/services/${target}`, { method: "DELETE", token: actor.token })),
        target,
      };
    },
    success: async (res) => {
      expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await exists(`services/${res.target ?? ""}`)).toBe(false);
    },
    refused: async (res) => {
      expect(await exists(`services/${res.target ?? ""}`)).toBe(true);
    },
  },
  {
    name: "PUT /users/admin",
    statuses: [401, 403, 403, 200],
    run: async (actor) => {
      const target = await createAccount("rest-promoted");
      return {
        ...(await api("/users/admin", {
          method: "PUT",
          token: actor.token,
          body: { email: target.email },
        })),
        target: target.uid,
      };
    },
    success: async (res) => {
      expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await adminAuth().getUser(res.target ?? "")).customClaims?.admin).toBe(true);
    },
    refused: async (res) => {
      expect((await adminAuth().getUser(res.target ?? "")).customClaims?.admin).toBeUndefined();
    },
  },
  {
    name: "POST /users",
    statuses: [401, 201, 201, 201],
    run: async (actor) => {
      if (actor.account) await adminDb().doc(`users/${actor.account.uid}`).delete();
      return api("/users", {
        token: actor.token,
        body: { email: emailOf(actor), displayName: "Saved Name" },
      });
    },
    success: async (res, actor) => {
      expect(res.body).toEqual({ acknowledged: true, insertedId: actor.account?.uid });
      const profile = await adminDb()
        .doc(`users/${actor.account?.uid ?? ""}`)
        .get();
      expect(profile.data()).toMatchObject({
        email: actor.account?.email,
        displayName: "Saved Name",
      });
      if (actor.name === "admin") {
        // Restore the admin mirror removed above (the role lives on in the claim).
        await adminDb()
          .doc(`users/${actor.account?.uid ?? ""}`)
          .set({ admin: true }, { merge: true });
      }
    },
  },
  {
    name: "PUT /users",
    statuses: [401, 200, 200, 200],
    run: (actor) =>
      api("/users", {
        method: "PUT",
        token: actor.token,
        body: { email: emailOf(actor), displayName: "Renamed" },
      }),
    success: async (res, actor) => {
      expect(res.body).toMatchObject({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      const profile = await adminDb()
        .doc(`users/${actor.account?.uid ?? ""}`)
        .get();
      expect(profile.get("displayName")).toBe("Renamed");
    },
  },
  {
    name: "GET /users/:email (A's email)",
    statuses: [401, 200, 403, 200],
    run: (actor) =>
      api(`/users/${encodeURIComponent(emailOf(actors["customer A"]))}`, { token: actor.token }),
    success: (res) => {
      expect(res.body).toEqual({
        email: actors["customer A"].account?.email,
        displayName: actors["customer A"].account?.displayName,
        admin: false,
      });
    },
  },
];

const ORDER: ActorName[] = ["anonymous", "customer A", "customer B", "admin"];
const CASES = ENDPOINTS.flatMap((endpoint) =>
  ORDER.map(
    (name, index) => [endpoint.name, name, endpoint.statuses[index] ?? 0, endpoint] as const,
  ),
);

describe("REST API: every endpoint x every actor", () => {
  it.each(CASES)("%s as %s answers %i", async (_name, actorName, status, endpoint) => {
    const actor = actors[actorName];
    const res = await endpoint.run(actor);
    expect(res.status).toBe(status);
    if (status < 300) {
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      await endpoint.success?.(res, actor);
    } else {
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        status,
        title: expect.any(String),
        detail: expect.any(String),
      });
      await endpoint.refused?.(res, actor);
    }
  });
});

describe("the same API under /api through Hosting", () => {
  const hosting = `${URLS.hosting}/api`;

  it("lists services", async () => {
    const res = await api("/services", { base: hosting });
    expect(res.status).toBe(200);
    expect((res.body as Listed[]).some((s) => s._id === "web-design")).toBe(true);
  });

  it("books an order for a signed-in customer", async () => {
    const a = actors["customer A"];
    const res = await api("/orders", {
      base: hosting,
      token: a.token,
      body: {
        name: "Via Hosting",
        email: emailOf(a),
        phoneNumber: "+1 555 0102",
        address: "3 Test Street",
        serviceName: "Ad Campaigns",
      },
    });
    expect(res.status).toBe(201);
    const { insertedId } = res.body as { insertedId: string };
    expect((await adminDb().doc(`orders/${insertedId}`).get()).get("serviceId")).toBe(
      "ad-campaigns",
    );
  });

  it("answers unknown routes with a problem+json 404", async () => {
    const res = await api("/nothing-here", { base: hosting });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });
});

describe("CORS", () => {
  it("allows the site's own origins", async () => {
    const res = await fetch(`${URLS.api}/orders`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/authorization/i);
  });

  it("does not allow other origins", async () => {
    const res = await fetch(`${URLS.api}/services`, {
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
