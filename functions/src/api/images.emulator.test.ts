/**
 * Every image field of the REST API (POST /services img and des1[].img1, POST /reviews image, POST
 * and PUT /users photoURL):
 * - refuses the hostile references of tests/support/images.ts (the rules suite's list) with 400
 *   naming the field, and writes nothing;
 * - stores references (a stored picture's `/media/<id>`, a site path, a Google profile photo) as
 *   sent;
 * - takes a picture as a data URL, the old API's way, stores it as a picture and writes its
 *   reference, which answers the same picture;
 * - refuses a data URL that is no usable picture with 400 naming the field, storing nothing (no
 *   document, no picture).
 * And no answer of GET /services carries a picture's bytes.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMediaRef } from "../shared/images";
import { RATE_LIMITS } from "../shared/limits";
import { LIMITS } from "../shared/model";
import { COLLECTIONS } from "../shared/registry";
import {
  adminDb,
  collectionCounts,
  createAccount,
  idToken,
  type TestAccount,
} from "../../../tests/support/admin.ts";
import { api, type ApiResponse } from "../../../tests/support/api.ts";
import {
  ACCEPTED_IMAGES,
  REFUSED_IMAGES,
  UNUSABLE_DATA_URLS,
} from "../../../tests/support/images.ts";
import { fetchMedia, pictureDistance } from "../../../tests/support/media.ts";
import { photoJpeg } from "../../../tests/support/photos.ts";

let customer: TestAccount;
let admin: TestAccount;
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
const block = (img1: string, id = "b1") => ({ id, h1: "Block", p1: "", p2: "", img1 });

interface Field {
  /** The error path the API names. */
  path: string;
  /** The longest data URL the field takes (the old API's limit). */
  dataUrlMax: number;
  /** Who sends it. */
  caller: () => TestAccount;
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
    caller: () => admin,
    dataUrlMax: LIMITS.imageDataUrl,
    send: (img) => api("/services", { token: adminToken, body: service({ img }) }),
    stored: async (res) => (await takeCreated(COLLECTIONS.services, res)).img,
  },
  "POST /services des1[].img1": {
    path: "des1.0.img1",
    caller: () => admin,
    dataUrlMax: LIMITS.blockImage,
    send: (img1) => api("/services", { token: adminToken, body: service({ des1: [block(img1)] }) }),
    stored: async (res) =>
      ((await takeCreated(COLLECTIONS.services, res)).des1 as { img1: string }[])[0]?.img1,
  },
  "POST /reviews image": {
    path: "image",
    caller: () => customer,
    dataUrlMax: LIMITS.imageUrl,
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
    caller: () => customer,
    dataUrlMax: LIMITS.imageUrl,
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
    caller: () => customer,
    dataUrlMax: LIMITS.imageUrl,
    send: (photoURL) =>
      api("/users", {
        token: customerToken,
        body: { email: customer.email, displayName: "Image test", photoURL },
      }),
    stored: async (): Promise<unknown> =>
      (await adminDb().doc(profilePath()).get()).get("photoURL"),
  },
};

/** The test run's pictures differ from any earlier run's, so each is new to the database. */
const RUN = Date.now() % 100_000;
let nextSeed = 0;

/**
 * A photo as a JPEG data URL of at most `maxChars` characters (a new picture each call): the
 * largest of a few sizes that fits.
 */
async function photoDataUrl(maxChars: number): Promise<{ dataUrl: string; bytes: Buffer }> {
  nextSeed += 1;
  for (const width of [640, 320, 160, 80, 40, 24]) {
    const photo = await photoJpeg({
      width,
      height: Math.round(width * 0.75),
      seed: RUN + nextSeed,
    });
    const bytes = width > 40 ? photo : await sharp(photo).jpeg({ quality: 50 }).toBuffer();
    const dataUrl = `data:image/jpeg;base64,${bytes.toString("base64")}`;
    if (dataUrl.length <= maxChars) return { dataUrl, bytes };
  }
  throw new Error(`No photo fits in ${maxChars} characters`);
}

const problemPaths = (res: ApiResponse) =>
  ((res.body as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path);

beforeAll(async () => {
  customer = await createAccount("images-customer");
  admin = await createAccount("images-admin", { admin: true });
  [customerToken, adminToken] = await Promise.all([idToken(customer), idToken(admin)]);
  const created = await api("/users", {
    token: customerToken,
    body: { email: customer.email, displayName: "Image test", photoURL: "" },
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await adminDb().doc(`users/${customer.uid}/limits/images`).delete();
});

describe.each(Object.entries(FIELDS))("%s", (_name, field) => {
  it("refuses every hostile image reference with 400 and writes nothing", async () => {
    const before = await counts();
    const profile = await adminDb().doc(profilePath()).get();
    for (const [label, image] of Object.entries(REFUSED_IMAGES)) {
      const res = await field.send(image);
      expect(res.status, `${label}: ${JSON.stringify(image)}`).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(problemPaths(res), label).toEqual([field.path]);
    }
    expect(await counts()).toEqual(before);
    const after = await adminDb().doc(profilePath()).get();
    expect(after.updateTime?.isEqual(profile.updateTime ?? after.updateTime)).toBe(true);
  });

  it("stores references (stored pictures, site paths, Google profile photos) as sent", async () => {
    const before = await counts();
    for (const [label, image] of Object.entries(ACCEPTED_IMAGES)) {
      const res = await field.send(image);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      expect(await field.stored(res), label).toBe(image);
    }
    expect(await counts()).toEqual(before);
  });

  it("stores a picture sent as a data URL as a picture, and its reference shows it", async () => {
    const { dataUrl, bytes } = await photoDataUrl(field.dataUrlMax);
    const res = await field.send(dataUrl);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const stored = await field.stored(res);
    expect(typeof stored === "string" && parseMediaRef(stored), String(stored)).toBeTruthy();
    const ref = parseMediaRef(String(stored));
    const picture = await adminDb().collection(COLLECTIONS.images).doc(String(ref?.hash)).get();
    expect(picture.get("createdBy")).toBe(field.caller().uid);
    const media = await fetchMedia(String(stored));
    expect(media.status).toBe(200);
    expect(await pictureDistance(bytes, media.bytes)).toBeLessThan(12);
  });

  it("refuses a data URL that is no usable picture with 400 naming the field, storing nothing", async () => {
    const before = await counts();
    const profile = await adminDb().doc(profilePath()).get();
    for (const [label, image] of Object.entries(UNUSABLE_DATA_URLS)) {
      const res = await field.send(image);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const { errors } = res.body as { errors?: { path: string; message: string }[] };
      expect(errors, label).toEqual([
        { path: field.path, message: expect.stringMatching(/picture/i) },
      ]);
    }
    expect(await counts()).toEqual(before);
    const after = await adminDb().doc(profilePath()).get();
    expect(after.updateTime?.isEqual(profile.updateTime ?? after.updateTime)).toBe(true);
  });
});

describe("POST /services with several pictures", () => {
  it("stores nothing when one of them is no picture, naming that one", async () => {
    const before = await counts();
    const good = await photoDataUrl(LIMITS.blockImage);
    const res = await api("/services", {
      token: adminToken,
      body: service({
        img: (await photoDataUrl(LIMITS.imageDataUrl)).dataUrl,
        des1: [
          block(good.dataUrl, "b1"),
          block(UNUSABLE_DATA_URLS["text as a PNG data URL"] ?? "", "b2"),
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(problemPaths(res)).toEqual(["des1.1.img1"]);
    expect(await counts()).toEqual(before);
  });

  it("answers GET /services without a picture's bytes, each picture a /media path", async () => {
    const pictures = await Promise.all([
      photoDataUrl(LIMITS.imageDataUrl),
      photoDataUrl(LIMITS.blockImage),
    ]);
    const [main, inBlock] = pictures.map((picture) => picture.dataUrl);
    const created = await api("/services", {
      token: adminToken,
      body: service({
        name: "Photo service",
        img: main,
        // The same picture twice is one picture.
        des1: [block(inBlock ?? "", "b1"), block(inBlock ?? "", "b2")],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { insertedId: string }).insertedId;
    try {
      const list = await api("/services");
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain("data:");
      const one = (await api(`/services/${id}`)).body as {
        img: string;
        des1: { img1: string }[];
      };
      expect(JSON.stringify(one)).not.toContain("data:");
      expect(parseMediaRef(one.img)).not.toBeNull();
      expect(one.des1.map((b) => parseMediaRef(b.img1)?.path)).toEqual([
        one.des1[0]?.img1,
        one.des1[0]?.img1,
      ]);
      expect((list.body as { _id: string; img: string }[]).find((s) => s._id === id)?.img).toBe(
        one.img,
      );
      // Well under the 10 KB a service document may take now that pictures are files.
      const stored = await adminDb().collection(COLLECTIONS.services).doc(id).get();
      expect(JSON.stringify(stored.data()).length).toBeLessThan(10_000);
    } finally {
      await adminDb().collection(COLLECTIONS.services).doc(id).delete();
    }
  });
});

describe("a customer's pictures sent as data URLs", () => {
  it("need a verified address, as uploads do, and store nothing otherwise", async () => {
    const unverified = await createAccount("images-unverified", { verified: false });
    const token = await idToken(unverified);
    const { dataUrl } = await photoDataUrl(LIMITS.imageUrl);
    const before = await counts();
    const res = await api("/users", {
      token,
      body: { email: unverified.email, displayName: "Unverified", photoURL: dataUrl },
    });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("count against the hourly upload budget, and store nothing past it", async () => {
    const counter = adminDb().doc(`users/${customer.uid}/limits/images`);
    await counter.set({
      windowStart: new Date(),
      count: RATE_LIMITS.imageUploadsPerHour,
      last: "upload",
      at: new Date(),
    });
    try {
      const { dataUrl } = await photoDataUrl(LIMITS.imageUrl);
      const before = await counts();
      const res = await FIELDS["PUT /users photoURL"]?.send(dataUrl);
      expect(res?.status).toBe(429);
      expect(await counts()).toEqual(before);
    } finally {
      await counter.delete();
    }
  });
});
