import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { UNPLACED } from "./services";
import { articleInputSchema } from "./articles";
import {
  articleDocument,
  counterOf,
  messageDocument,
  orderDocument,
  readArticle,
  readMessage,
  readOrder,
  readReview,
  readService,
  readTeamMember,
  readUser,
  reviewDocument,
  serviceBlockDocument,
  serviceDocument,
  userDocument,
} from "./documents";
import {
  messageInputSchema,
  orderInputSchema,
  reviewInputSchema,
  serviceBlockSchema,
  serviceInputSchema,
  userProfileInputSchema,
} from "./schemas";

/** A Timestamp of either SDK, as far as the readers care. */
const timestamp = (ms: number) => ({ toDate: () => new Date(ms) });

describe("each stored document has every field of the payload that writes it", () => {
  it.each([
    ["services", serviceInputSchema, serviceDocument],
    ["service blocks", serviceBlockSchema, serviceBlockDocument],
    ["reviews", reviewInputSchema, reviewDocument],
    ["orders", orderInputSchema, orderDocument],
    ["messages", messageInputSchema, messageDocument],
    ["users", userProfileInputSchema, userDocument],
  ] as [string, z.ZodObject, z.ZodObject][])("%s", (_name, payload, stored) => {
    expect(Object.keys(stored.shape)).toEqual(expect.arrayContaining(Object.keys(payload.shape)));
  });
});

describe("reading what the payload schemas write", () => {
  it("gives back a service as it was added, with its blocks", () => {
    const input = serviceInputSchema.parse({
      name: "SEO",
      bannerh: "Be found",
      bannerP: "Search engines",
      des: "We rank you",
      img: "/images/services/seo.svg",
      des1: [{ id: "b1", h1: "Audit", p1: "First", p2: "", img1: "" }],
    });
    expect(readService("seo", { ...input, createdAt: timestamp(0) })).toEqual({
      id: "seo",
      ...input,
      order: UNPLACED,
      createdAt: new Date(0),
    });
    expect(readService("seo", { ...input, order: 3 }).order).toBe(3);
  });

  it("gives back an order with its server fields", () => {
    const input = orderInputSchema.parse({
      name: "Carl",
      email: "carl@agency.test",
      phoneNumber: "+1 555 0100",
      address: "1 Main St",
      serviceName: "Web Design",
      serviceId: "web-design",
    });
    expect(
      readOrder("o1", { ...input, uid: "u1", status: "delivered", createdAt: timestamp(1000) }),
    ).toEqual({
      id: "o1",
      ...input,
      uid: "u1",
      status: "delivered",
      createdAt: new Date(1000),
      accountDeletedAt: null,
      bookingId: "",
      callStart: null,
      calls: null,
    });
  });

  it("gives back an order whose customer deleted their account, blanked", () => {
    const order = readOrder("o2", {
      name: "",
      email: "",
      phoneNumber: "",
      address: "",
      uid: "",
      serviceName: "SEO",
      serviceId: "seo",
      status: "pending",
      createdAt: timestamp(1000),
      accountDeletedAt: timestamp(2000),
    });
    expect(order).toMatchObject({ name: "", email: "", uid: "", serviceName: "SEO" });
    expect(order.accountDeletedAt).toEqual(new Date(2000));
  });

  it("gives back a review, a message, a team member and a user", () => {
    expect(
      readReview("r1", {
        name: "Ann",
        ratings: 4.5,
        review: "Great",
        image: "",
        uid: "u",
        status: "approved",
      }),
    ).toEqual({
      id: "r1",
      name: "Ann",
      ratings: 4.5,
      review: "Great",
      image: "",
      uid: "u",
      status: "approved",
    });
    expect(
      readMessage("m1", {
        fullName: "Bo",
        read: true,
        appCheckVerified: true,
        createdAt: timestamp(5),
      }),
    ).toEqual({
      id: "m1",
      fullName: "Bo",
      email: "",
      subject: "",
      phone: "",
      message: "",
      read: true,
      appCheckVerified: true,
      createdAt: new Date(5),
    });
    expect(readTeamMember("t1", { img: "/a.png", nameDeg: "Ada, CEO", order: 2.5 })).toEqual({
      id: "t1",
      img: "/a.png",
      nameDeg: "Ada, CEO",
      order: 2.5,
    });
    expect(readUser("u1", { email: "a@b.c", admin: true })).toMatchObject({
      id: "u1",
      email: "a@b.c",
      admin: true,
      claimsUpdatedAt: null,
    });
  });
});

describe("reading what the schemas never wrote", () => {
  it("reads missing and mistyped fields as empty values instead of failing", () => {
    expect(readService("s", { name: 7, des1: "not a list" })).toEqual({
      id: "s",
      name: "",
      bannerh: "",
      bannerP: "",
      des: "",
      img: "",
      des1: [],
      order: UNPLACED,
      createdAt: null,
    });
    expect(readService("s", { order: "1" }).order).toBe(UNPLACED);
    expect(readOrder("o", null)).toMatchObject({
      status: "pending",
      createdAt: null,
      uid: "",
      accountDeletedAt: null,
    });
    expect(readOrder("o", { status: "shipped" }).status).toBe("pending");
    expect(readReview("r", { ratings: "4" }).ratings).toBe(0);
    // Written before moderation, or with a status the app does not know: never public.
    expect(readReview("r", {}).status).toBe("pending");
    expect(readReview("r", { status: "published" }).status).toBe("pending");
    expect(readMessage("m", { read: "yes" }).read).toBe(false);
    // A message stored before App Check was recorded, or with a mistyped mark: not verified.
    expect(readMessage("m", {}).appCheckVerified).toBe(false);
    expect(readMessage("m", { appCheckVerified: "true" }).appCheckVerified).toBe(false);
    // A member written before `order` existed, or with a mistyped one, reads as order 0.
    expect(readTeamMember("t", { img: "/a.png", nameDeg: "Ada, CEO" }).order).toBe(0);
    expect(readTeamMember("t", { order: "3" }).order).toBe(0);
    expect(readUser("u", { admin: "true" }).admin).toBe(false);
  });

  it("reads a rate-limit counter, and none without a window start", () => {
    expect(
      counterOf({ windowStart: timestamp(7), count: 2, last: "o1", at: timestamp(7) }),
    ).toEqual({ windowStart: new Date(7), count: 2 });
    expect(counterOf(undefined)).toBeNull();
    expect(counterOf({ count: 2 })).toBeNull();
  });

  it("gives a block without an id its position, and leaves out unknown keys", () => {
    const service = readService("s", { des1: [{ h1: "A" }, "junk"], secret: "x" });
    expect(service.des1.map((block) => block.id)).toEqual(["0", "1"]);
    expect(service).not.toHaveProperty("secret");
  });

  it("reads an image the rules would refuse as no image, so no page tries to load it", () => {
    const hostile = "javascript:alert(1)";
    expect(readReview("r", { image: hostile }).image).toBe("");
    expect(readTeamMember("t", { img: 'x" onerror="alert(1)' }).img).toBe("");
    expect(readService("s", { img: "data:image/svg+xml;base64,PHN2Zz4=" }).img).toBe("");
    expect(readService("s", { des1: [{ img1: hostile }] }).des1[0]?.img1).toBe("");
    expect(readUser("u", { photoURL: "http://insecure.example/p.png" }).photoURL).toBe("");
    expect(readTeamMember("t", { img: "/images/team/maya.jpg" }).img).toBe("/images/team/maya.jpg");
    // A data URL stored before pictures were files still shows, until the migration moves it.
    const legacy = "data:image/png;base64,iVBORw0KGgo=";
    expect(readTeamMember("t", { img: legacy }).img).toBe(legacy);
    expect(readService("s", { des1: [{ img1: legacy }] }).des1[0]?.img1).toBe(legacy);
    // An image on an outside server (stored before images were restricted) is not loaded either.
    expect(readReview("r", { image: "https://tracker.example/a.png" }).image).toBe("");
    const photo = "https://lh3.googleusercontent.com/a/photo.jpg";
    expect(readReview("r", { image: photo }).image).toBe(photo);
  });
});

describe("articles", () => {
  const input = articleInputSchema.parse({
    kind: "case-study",
    title: "Bakery Nord",
    slug: "bakery-nord",
    summary: "From nowhere to the map's top three.",
    cover: "/media/abc123",
    authorId: "member-1",
    serviceIds: ["seo"],
    body: "## Start\n\nText.",
    caseStudy: {
      client: "Bakery Nord",
      challenge: "No visits from search.",
      results: [{ figure: "+140%", label: "organic traffic in 6 months" }],
    },
  });

  it("the stored article has every field of the editor's payload", () => {
    expect(Object.keys(articleDocument.shape)).toEqual(
      expect.arrayContaining(Object.keys(articleInputSchema.shape)),
    );
  });

  it("reads back what the editor wrote, with its status and times", () => {
    expect(
      readArticle("a1", {
        ...input,
        status: "published",
        publishedAt: timestamp(1000),
        updatedAt: timestamp(2000),
      }),
    ).toEqual({
      id: "a1",
      ...input,
      status: "published",
      publishedAt: new Date(1000),
      updatedAt: new Date(2000),
    });
  });

  it("reads what the schema never wrote as a harmless draft", () => {
    const article = readArticle("a2", {
      kind: "press",
      status: "live",
      cover: "javascript:alert(1)",
      serviceIds: ["seo", "../users/x", 7],
      caseStudy: { client: 3, results: [{ figure: "+1" }, "x"] },
    });
    expect(article).toMatchObject({
      kind: "article",
      status: "draft",
      cover: "",
      title: "",
      serviceIds: ["seo"],
      caseStudy: {
        client: "",
        challenge: "",
        results: [
          { figure: "+1", label: "" },
          { figure: "", label: "" },
        ],
      },
      publishedAt: null,
    });
    expect(readArticle("a3", null).caseStudy).toBeNull();
  });
});
