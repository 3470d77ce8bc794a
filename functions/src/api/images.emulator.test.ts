/**
 * Every image field of the REST API refuses the same hostile references as firestore.rules (the
 * shared lists in tests/support/images.ts), answering 400 with the field's path and writing
 * nothing, and accepts raster data URLs, Google profile photos and site paths, storing them as sent.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../shared/model";
import {
  adminDb,
  collectionCounts,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import { ACCEPTED_IMAGES, REFUSED_IMAGES } from "../../../tests/support/images.ts";

let customer: TestAccount;
let customerToken = "";
let adminToken = "";

const counts = collectionCounts;

const service = (extra: Record<string, unknown> = {}) => ({
  name: "Image test",
  bannerh: "Heading",
  bannerP: "Sub heading",
  des: "Description",
  img: "/images/services/seo.svg",
  ...extra,
});
const block = (img1: string) => ({ id: "b1", h1: "Block", p1: "", p2: "", img1 });

interface Field {
  /** The error path the API names. */
  path: string;
  send(image: string): Promise<ApiResponse>;
  /** The stored image after an accepted request; removes what the request created. */
  stored(res: ApiResponse): Promise<unknown>;
}

async function takeCreated(collection: string, res: ApiResponse): Promise<Record<string, unknown>> {
  const id = (res.body as { insertedId: string }).insertedId;
  const ref = adminDb().collection(collection).doc(id);
  const data = (await ref.get()).data() ?? {};
  await ref.delete();
  return data;
}

const profilePath = () => `${COLLECTIONS.users}/${customer.uid}`;

const FIELDS: Record<string, Field> = {
  "POST /services img": {
    path: "img",
    send: (img) => api("/services", { token: adminToken, body: service({ img }) }),
    stored: async (res) => (await takeCreated(COLLECTIONS.services, res)).img,
  },
  "POST /services des1[].img1": {
    path: "des1.0.img1",
    send: (img1) => api("/services", { token: adminToken, body: service({ des1: [block(img1)] }) }),
    stored: async (res) =>
      ((await takeCreated(COLLECTIONS.services, res)).des1 as { img1: string }[])[0]?.img1,
  },
  "POST /reviews image": {
    path: "image",
    send: (image) =>
      api("/reviews", {
        token: customerToken,
        body: { name: "Image test", ratings: 5, review: "Fine.", image },
      }),
    stored: async (res) => {
      // A fresh hourly budget for the next review (three an hour).
      await adminDb().doc(`users/${customer.uid}/limits/reviews`).delete();
      return (await takeCreated(COLLECTIONS.reviews, res)).image;
    },
  },
  "PUT /users photoURL": {
    path: "photoURL",
    send: (photoURL) =>
      api("/users", {
        method: "PUT",
        token: customerToken,
        body: { email: customer.email, displayName: "Image test", photoURL },
      }),
    stored: async (): Promise<unknown> =>
      (await adminDb().doc(profilePath()).get()).get("photoURL"),
  },
  "POST /users photoURL": {
    path: "photoURL",
    send: (photoURL) =>
      api("/users", {
        token: customerToken,
        body: { email: customer.email, displayName: "Image test", photoURL },
      }),
    stored: async (): Promise<unknown> =>
      (await adminDb().doc(profilePath()).get()).get("photoURL"),
  },
};

beforeAll(async () => {
  customer = await createAccount("images-customer");
  const admin = await createAccount("images-admin", { admin: true });
  [customerToken, adminToken] = await Promise.all([idToken(customer), idToken(admin)]);
  const created = await api("/users", {
    token: customerToken,
    body: { email: customer.email, displayName: "Image test", photoURL: "" },
  });
  expect(created.status).toBe(201);
});

describe.each(Object.entries(FIELDS))("%s", (_name, field) => {
  it("refuses every hostile image reference with 400 and writes nothing", async () => {
    const before = await counts();
    const profile = await adminDb().doc(profilePath()).get();
    for (const [label, image] of Object.entries(REFUSED_IMAGES)) {
      const res = await field.send(image);
      expect(res.status, `${label}: ${JSON.stringify(image)}`).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const paths = ((res.body as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path);
      expect(paths, label).toEqual([field.path]);
    }
    expect(await counts()).toEqual(before);
    const after = await adminDb().doc(profilePath()).get();
    expect(after.updateTime?.isEqual(profile.updateTime ?? after.updateTime)).toBe(true);
  });

  it("accepts raster data URLs, Google profile photos and site paths and stores them as sent", async () => {
    const before = await counts();
    for (const [label, image] of Object.entries(ACCEPTED_IMAGES)) {
      const res = await field.send(image);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      expect(await field.stored(res), label).toBe(image);
    }
    expect(await counts()).toEqual(before);
  });
});
