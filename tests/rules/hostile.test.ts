/**
 * Hostile writes and reads: each test changes one thing in an otherwise valid request and expects
 * the rules to refuse it. Boundary tests write a value exactly at a limit (accepted) next to one
 * character past it (refused), so the rules and functions/src/shared/model.ts cannot drift apart;
 * the volume limits (list sizes, writes per hour) come from functions/src/shared/limits.ts.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import {
  PUBLIC_QUERY_LIMIT,
  RATE_LIMITS,
  type CountedKind,
} from "../../functions/src/shared/limits.ts";
import { LIMITS, RATINGS, ORDER_MAX } from "../../functions/src/shared/model.ts";
import { resetCounter, useRulesEnvironment } from "./env.ts";
import {
  admin,
  anonymous,
  anonymousAccount,
  countedCreate,
  counterPath,
  counterStep,
  customerA,
  customerB,
  LEGACY_DATA_URL,
  MEDIA_REF,
  text,
  unverified,
  validBlock,
  validMessage,
  validOrder,
  validReview,
  validService,
  validTeamMember,
  validUser,
  type Actor,
} from "./fixtures.ts";

const { env, as } = useRulesEnvironment();
const alice = customerA.uid ?? "";
const aliceEmail = customerA.token.email ?? "";
const noEmailUser: Actor = { name: "customer A", uid: "no-email", token: {} };

function without(data: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** A base64 PNG data URL of exactly `length` characters. */
function dataUrlOfLength(length: number): string {
  const prefix = "data:image/png;base64,";
  return prefix + "A".repeat(length - prefix.length);
}

/** A path on the site of exactly `length` characters (an image reference). */
function referenceOfLength(length: number): string {
  const prefix = "/images/";
  return prefix + "a".repeat(length - prefix.length);
}

describe("services (as admin)", () => {
  const create = (data: Record<string, unknown>, id = "svc-new") =>
    setDoc(doc(as(admin), `services/${id}`), data);

  it("refuses a missing field", async () => {
    await assertFails(create(without(validService(), "bannerP")));
  });
  it("refuses an extra field", async () => {
    await assertFails(create({ ...validService(), featured: true }));
  });
  it("refuses a name that is not a string", async () => {
    await assertFails(create({ ...validService(), name: 42 }));
  });
  it("refuses a blank name", async () => {
    await assertFails(create({ ...validService(), name: "   " }));
  });
  it("accepts a name at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validService(), name: text(LIMITS.name) }));
    await assertFails(create({ ...validService(), name: text(LIMITS.name + 1) }, "svc-long"));
  });
  it("accepts an image reference at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validService(), img: referenceOfLength(LIMITS.imageUrl) }));
    await assertFails(
      create({ ...validService(), img: referenceOfLength(LIMITS.imageUrl + 1) }, "svc-big"),
    );
  });
  it("refuses a picture inline as a data URL, however small (pictures are files)", async () => {
    await assertFails(create({ ...validService(), img: LEGACY_DATA_URL }));
    await assertFails(create({ ...validService(), img: dataUrlOfLength(100) }));
  });
  it("refuses an SVG data URL", async () => {
    await assertFails(
      create({ ...validService(), img: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" }),
    );
  });
  it("refuses a javascript: URL as image", async () => {
    await assertFails(create({ ...validService(), img: "javascript:alert(1)" }));
  });
  it("refuses a protocol-relative image URL", async () => {
    await assertFails(create({ ...validService(), img: "//evil.example/x.png" }));
  });
  it("refuses more detail blocks than the limit", async () => {
    const blocks = Array.from({ length: LIMITS.blocks + 1 }, (_, i) => validBlock(`b${i}`));
    await assertFails(create({ ...validService(), des1: blocks }));
  });
  it("refuses a detail block with an extra key", async () => {
    await assertFails(create({ ...validService(), des1: [{ ...validBlock(), onclick: "x" }] }));
  });
  it("refuses a createdAt that is not the server time", async () => {
    await assertFails(create({ ...validService(), createdAt: Timestamp.now() }));
  });
  it("refuses an update that changes createdAt", async () => {
    await assertFails(
      updateDoc(doc(as(admin), "services/svc-1"), { createdAt: Timestamp.fromMillis(0) }),
    );
  });
});

describe("editing a service (the service editor)", () => {
  const edit = (actor: Actor, data: Record<string, unknown>) =>
    updateDoc(doc(as(actor), "services/svc-1"), data);
  const blocks = (count: number) => Array.from({ length: count }, (_, i) => validBlock(`b${i}`));

  it("lets an admin change the texts and add a block with a picture, under the same id", async () => {
    const picture = MEDIA_REF;
    await assertSucceeds(
      edit(admin, {
        name: "SEO, renamed",
        des1: [...blocks(2), { ...validBlock("b9"), img1: picture }],
      }),
    );
    const stored = await getDoc(doc(as(admin), "services/svc-1"));
    expect(stored.data()?.name).toBe("SEO, renamed");
    expect((stored.data()?.des1 as { img1: string }[])[2]?.img1).toBe(picture);
  });
  it("lets an admin reorder and remove blocks", async () => {
    await assertSucceeds(edit(admin, { des1: [validBlock("b2"), validBlock("b1")] }));
    await assertSucceeds(edit(admin, { des1: [] }));
  });
  it.each([
    ["a customer", customerA],
    ["a visitor", anonymous],
  ])("refuses an edit by %s", async (_who, actor) => {
    await assertFails(edit(actor, { name: "Hijacked" }));
    await assertFails(edit(actor, { des1: [...blocks(1), validBlock("evil")] }));
  });
  it("accepts six blocks, each with a picture at the limit, and refuses a 7th block", async () => {
    const full = blocks(LIMITS.blocks).map((b) => ({
      ...b,
      p1: text(LIMITS.blockParagraph),
      img1: referenceOfLength(LIMITS.imageUrl),
    }));
    await assertSucceeds(edit(admin, { des1: full }));
    await assertSucceeds(
      setDoc(doc(as(admin), "services/svc-six"), { ...validService(), des1: full }),
    );
    // A rename of a service with six blocks (the blocks are not evaluated again).
    await assertSucceeds(edit(admin, { name: "Six blocks" }));
    await assertFails(edit(admin, { des1: blocks(LIMITS.blocks + 1) }));
  });
  it("refuses an oversized block: a paragraph or a picture past its limit", async () => {
    await assertFails(
      edit(admin, { des1: [{ ...validBlock(), p1: text(LIMITS.blockParagraph + 1) }] }),
    );
    await assertFails(
      edit(admin, { des1: [{ ...validBlock(), h1: text(LIMITS.blockHeading + 1) }] }),
    );
    await assertFails(
      edit(admin, { des1: [{ ...validBlock(), img1: referenceOfLength(LIMITS.imageUrl + 1) }] }),
    );
    await assertFails(edit(admin, { des1: [{ ...validBlock(), img1: dataUrlOfLength(100) }] }));
  });
  it("refuses an SVG picture in a block", async () => {
    await assertFails(
      edit(admin, {
        des1: [{ ...validBlock(), img1: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" }],
      }),
    );
  });
  it("refuses a block with extra keys, or without one of its keys", async () => {
    await assertFails(edit(admin, { des1: [{ ...validBlock(), style: "x" }] }));
    await assertFails(edit(admin, { des1: [without(validBlock(), "p2")] }));
  });
  it("refuses a field the editor does not have", async () => {
    await assertFails(edit(admin, { owner: "someone" }));
  });
});

describe("ordering services and picking the landing's top services", () => {
  const service = (db: Firestore, id = "svc-1") => doc(db, `services/${id}`);
  const landing = (db: Firestore) => doc(db, "settings/landing");

  it("lets an admin reorder two services in one batch, with whole or fractional orders", async () => {
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(service(db, "svc-1"), { order: 2 });
    batch.update(service(db, "svc-2"), { order: 1.5 });
    await assertSucceeds(batch.commit());
    await assertSucceeds(updateDoc(service(db), { order: 0 }));
    await assertSucceeds(updateDoc(service(db), { order: ORDER_MAX - 0.5 }));
  });
  it.each([
    ["a customer", customerA],
    ["a visitor", anonymous],
    [
      "a token that claims admin without the server's mirror",
      { ...customerA, token: { ...customerA.token, admin: true } },
    ],
  ])("refuses reordering services by %s", async (_who, actor: Actor) => {
    await assertFails(updateDoc(service(as(actor)), { order: 1 }));
    const db = as(actor);
    const batch = writeBatch(db);
    batch.update(service(db, "svc-1"), { order: 2 });
    batch.update(service(db, "svc-2"), { order: 1 });
    await assertFails(batch.commit());
  });
  it.each([
    ["a string", "1"],
    ["null", null],
    ["a negative number", -1],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["ORDER_MAX", ORDER_MAX],
  ])("refuses a service order that is %s", async (_what, order) => {
    await assertFails(updateDoc(service(as(admin)), { order }));
  });
  it("refuses an order on a new service (it goes last) and removing a service's order", async () => {
    await assertFails(setDoc(service(as(admin), "svc-new"), { ...validService(), order: 1 }));
    await assertSucceeds(updateDoc(service(as(admin)), { order: 3 }));
    await assertFails(
      setDoc(service(as(admin)), without({ ...validService(), order: 3 }, "order")),
    );
  });

  it("lets an admin pick up to four existing services, and clear the picks", async () => {
    await assertSucceeds(setDoc(landing(as(admin)), { topServices: ["svc-2", "svc-1"] }));
    await assertSucceeds(updateDoc(landing(as(admin)), { topServices: [] }));
    await assertSucceeds(deleteDoc(landing(as(admin))));
  });
  it("lets anyone read the picks", async () => {
    await assertSucceeds(getDoc(landing(as(anonymous))));
  });
  it.each([
    ["a customer", customerA],
    ["a visitor", anonymous],
    [
      "a token that claims admin without the server's mirror",
      { ...customerA, token: { ...customerA.token, admin: true } },
    ],
  ])("refuses picks by %s", async (_who, actor: Actor) => {
    await assertFails(setDoc(landing(as(actor)), { topServices: ["svc-2"] }));
    await assertFails(deleteDoc(landing(as(actor))));
  });
  it.each([
    ["five services", ["svc-1", "svc-2", "svc-1", "svc-2", "svc-1"]],
    ["the same service twice", ["svc-1", "svc-1"]],
    ["a service that does not exist", ["svc-1", "no-such-service"]],
    ["a number", ["svc-1", 7]],
    ["an empty id", [""]],
    ["a path instead of an id", ["../services/svc-1"]],
    ["not a list", "svc-1"],
  ])("refuses picks with %s", async (_what, topServices) => {
    await assertFails(setDoc(landing(as(admin)), { topServices }));
  });
  it("refuses an extra key in the landing's settings, or another settings document", async () => {
    await assertFails(setDoc(landing(as(admin)), { topServices: ["svc-1"], hero: "x" }));
    await assertFails(setDoc(doc(as(admin), "settings/other"), { topServices: ["svc-1"] }));
  });
});

describe("team (as admin)", () => {
  const create = (data: Record<string, unknown>, id = "new") =>
    setDoc(doc(as(admin), `team/${id}`), data);
  const member = (db: Firestore) => doc(db, "team/member-1");

  it("accepts a new member with img, nameDeg and order, a whole or a fractional order", async () => {
    await assertSucceeds(create({ ...validTeamMember(), img: MEDIA_REF, order: 5 }));
    await assertSucceeds(create({ ...validTeamMember(), order: 2.5 }, "half"));
    await assertSucceeds(create({ ...validTeamMember(), order: 0 }, "first"));
  });
  it("refuses an empty nameDeg", async () => {
    await assertFails(create({ ...validTeamMember(), nameDeg: "" }));
  });
  it("accepts a nameDeg at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validTeamMember(), nameDeg: text(LIMITS.nameDeg) }));
    await assertFails(create({ ...validTeamMember(), nameDeg: text(LIMITS.nameDeg + 1) }, "long"));
  });
  it("refuses an extra field", async () => {
    await assertFails(create({ ...validTeamMember(), salary: 100 }));
  });
  it("refuses a member without an order", async () => {
    await assertFails(create(without(validTeamMember(), "order")));
  });
  it.each([
    ["a string", "1"],
    ["a boolean", true],
    ["null", null],
    ["a list", [1]],
    ["a negative number", -1],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("refuses an order that is %s", async (_what, order) => {
    await assertFails(create({ ...validTeamMember(), order }));
  });
  it("accepts an order just under ORDER_MAX and refuses ORDER_MAX", async () => {
    await assertSucceeds(create({ ...validTeamMember(), order: ORDER_MAX - 0.5 }));
    await assertFails(create({ ...validTeamMember(), order: ORDER_MAX }, "past"));
  });
  it("refuses an SVG data URL as picture", async () => {
    await assertFails(
      create({
        ...validTeamMember(),
        img: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
      }),
    );
  });
  it("refuses a PNG data URL as picture (pictures are files)", async () => {
    await assertFails(create({ ...validTeamMember(), img: LEGACY_DATA_URL }));
  });

  it("accepts an edit of the picture, the name and role, and the order", async () => {
    await assertSucceeds(
      updateDoc(member(as(admin)), {
        img: MEDIA_REF,
        nameDeg: "Maya Chen, Partner",
        order: 7,
      }),
    );
  });
  it("accepts reordering two members in one batch", async () => {
    await assertSucceeds(create({ ...validTeamMember(), order: 2 }, "member-2"));
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(member(db), { order: 2 });
    batch.update(doc(db, "team/member-2"), { order: 1 });
    await assertSucceeds(batch.commit());
  });
  it.each([
    ["a non-number order", { order: "first" }],
    ["a negative order", { order: -3 }],
    ["an extra key", { salary: 100 }],
    ["a nameDeg past the limit", { nameDeg: text(LIMITS.nameDeg + 1) }],
    ["a blank nameDeg", { nameDeg: "  " }],
    ["an SVG data URL", { img: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" }],
    ["a javascript: URL", { img: "javascript:alert(1)" }],
    ["a PNG data URL", { img: LEGACY_DATA_URL }],
  ])("refuses an edit with %s", async (_what, change) => {
    await assertFails(updateDoc(member(as(admin)), change));
  });
  it("refuses removing the order of a member", async () => {
    await assertFails(setDoc(member(as(admin)), without(validTeamMember(), "order")));
  });
});

describe("team (as a customer)", () => {
  const member = (db: Firestore) => doc(db, "team/member-1");

  it("refuses adding, editing, reordering and removing members", async () => {
    for (const actor of [customerA, anonymous]) {
      await assertFails(setDoc(doc(as(actor), "team/new"), validTeamMember()));
      await assertFails(updateDoc(member(as(actor)), { nameDeg: "Maya Chen, Intern" }));
      await assertFails(updateDoc(member(as(actor)), { order: 0 }));
      await assertFails(deleteDoc(member(as(actor))));
    }
  });
  it("refuses a token that claims admin without the server's mirror", async () => {
    const claimsOnly: Actor = { ...customerA, token: { ...customerA.token, admin: true } };
    await assertFails(setDoc(doc(as(claimsOnly), "team/new"), validTeamMember()));
    await assertFails(updateDoc(member(as(claimsOnly)), { order: 0 }));
  });
});

describe("reviews", () => {
  const create = (data: Record<string, unknown>, actor: Actor = customerA, id = "review-new") =>
    countedCreate(as(actor), actor.uid ?? "", "reviews", `reviews/${id}`, data);

  it("refuses a rating outside the allowed set (2.5)", async () => {
    await assertFails(create({ ...validReview(alice), ratings: 2.5 }));
  });
  it('refuses a rating sent as a string ("4")', async () => {
    await assertFails(create({ ...validReview(alice), ratings: "4" }));
  });
  it("accepts every allowed rating", async () => {
    for (const rating of RATINGS) {
      // Three a window: the counter starts again for each.
      await resetCounter(env(), alice, "reviews");
      await assertSucceeds(
        create({ ...validReview(alice), ratings: rating }, customerA, `r-${rating}`),
      );
    }
  });
  it("refuses a review from an account whose email is not verified", async () => {
    const uid = unverified.uid ?? "";
    await assertFails(create(validReview(uid), unverified));
    // The same review, from a verified account: accepted (the refusal was the verification's).
    await assertSucceeds(create(validReview(alice)));
  });
  it("refuses a review from an anonymous account (no email)", async () => {
    const uid = anonymousAccount.uid ?? "";
    await assertFails(create(validReview(uid), anonymousAccount));
    // Even with a verified flag and an address in the token, an anonymous sign-in is refused.
    const posing: Actor = {
      ...anonymousAccount,
      token: { ...anonymousAccount.token, email: "posing@agency.test", email_verified: true },
    };
    await assertFails(create(validReview(uid), posing, "review-posing"));
  });
  it("refuses a review posted under another user's uid", async () => {
    await assertFails(create({ ...validReview(customerB.uid ?? "") }));
  });
  it("accepts review text at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validReview(alice), review: text(LIMITS.review) }));
    await assertFails(
      create({ ...validReview(alice), review: text(LIMITS.review + 1) }, customerA, "review-long"),
    );
  });
  it("refuses a review without the image field", async () => {
    await assertFails(create(without(validReview(alice), "image")));
  });
  it("accepts an empty image and refuses a javascript: image", async () => {
    await assertSucceeds(create({ ...validReview(alice), image: "" }));
    await assertFails(
      create({ ...validReview(alice), image: "javascript:alert(1)" }, customerA, "review-js"),
    );
  });
  it("refuses a client clock as createdAt", async () => {
    await assertFails(create({ ...validReview(alice), createdAt: Timestamp.now() }));
  });
  it("refuses an edit by the author", async () => {
    await assertFails(updateDoc(doc(as(customerA), "reviews/review-alice"), { ratings: 5 }));
  });
  it("refuses deletion by another customer", async () => {
    await assertFails(deleteDoc(doc(as(customerB), "reviews/review-alice")));
  });
});

describe("review moderation", () => {
  const create = (data: Record<string, unknown>) =>
    countedCreate(as(customerA), alice, "reviews", "reviews/review-new", data);
  const approve = (actor: Actor, extra: Record<string, unknown> = {}) =>
    updateDoc(doc(as(actor), "reviews/review-alice-pending"), { status: "approved", ...extra });
  const reviews = (actor: Actor) => collection(as(actor), "reviews");

  it("accepts a new review as pending and refuses one created as approved", async () => {
    await assertFails(create({ ...validReview(alice), status: "approved" }));
    await assertSucceeds(create(validReview(alice)));
  });
  it("refuses a review without a status, or with an unknown one", async () => {
    await assertFails(create(without(validReview(alice), "status")));
    await assertFails(create({ ...validReview(alice), status: "published" }));
  });
  it("refuses the author approving their own review", async () => {
    await assertFails(approve(customerA));
  });
  it("refuses another customer approving a review", async () => {
    await assertFails(approve(customerB));
  });
  it("lets an admin approve a review, and take the approval back", async () => {
    await assertSucceeds(approve(admin));
    await assertSucceeds(
      updateDoc(doc(as(admin), "reviews/review-alice-pending"), { status: "pending" }),
    );
  });
  it("refuses an admin changing anything but the status", async () => {
    await assertFails(approve(admin, { review: "Edited by the admin." }));
    await assertFails(updateDoc(doc(as(admin), "reviews/review-alice-pending"), { ratings: 5 }));
  });
  it("refuses an unknown status, even from an admin", async () => {
    await assertFails(
      updateDoc(doc(as(admin), "reviews/review-alice-pending"), { status: "featured" }),
    );
  });
  it("shows a pending review to its author and admins only", async () => {
    await assertFails(getDoc(doc(as(anonymous), "reviews/review-alice-pending")));
    await assertFails(getDoc(doc(as(customerB), "reviews/review-alice-pending")));
    await assertSucceeds(getDoc(doc(as(customerA), "reviews/review-alice-pending")));
    await assertSucceeds(getDoc(doc(as(admin), "reviews/review-alice-pending")));
    await assertSucceeds(getDoc(doc(as(anonymous), "reviews/review-alice")));
  });
  it("does not publish a review written before moderation (no status)", async () => {
    await env().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore() as unknown as Firestore, "reviews/legacy"), {
        ...without(validReview(alice), "status"),
        createdAt: Timestamp.now(),
      }),
    );
    await assertFails(getDoc(doc(as(anonymous), "reviews/legacy")));
    await assertSucceeds(getDoc(doc(as(customerA), "reviews/legacy")));
  });
  it("refuses a public list query that does not filter on approved", async () => {
    await assertFails(getDocs(query(reviews(anonymous), limit(20))));
    await assertFails(
      getDocs(query(reviews(anonymous), where("status", "==", "pending"), limit(20))),
    );
    await assertFails(getDocs(query(reviews(customerB), limit(20))));
  });
  it("lists approved reviews for everyone", async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(reviews(anonymous), where("status", "==", "approved"), limit(20))),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual(["review-alice"]);
  });
  it("lists the author's own reviews, pending too, and nobody else's", async () => {
    const own = await assertSucceeds(
      getDocs(query(reviews(customerA), where("uid", "==", alice), limit(20))),
    );
    expect(own.docs.map((d) => d.id).sort()).toEqual(["review-alice", "review-alice-pending"]);
    await assertFails(getDocs(query(reviews(customerB), where("uid", "==", alice), limit(20))));
  });
  it("lists every review for admins, a page at a time", async () => {
    const all = await assertSucceeds(getDocs(query(reviews(admin), limit(26))));
    expect(all.size).toBe(2);
    await assertFails(getDocs(reviews(admin)));
  });
});

describe("bounded public lists", () => {
  const PUBLIC: [string, QueryConstraint[]][] = [
    ["services", []],
    ["team", []],
    ["reviews", [where("status", "==", "approved")]],
  ];

  it.each(PUBLIC)("%s: refuses a list without a limit", async (name, filters) => {
    for (const actor of [anonymous, customerA, admin]) {
      await assertFails(getDocs(query(collection(as(actor), name), ...filters)));
    }
  });
  it.each(PUBLIC)(
    `%s: accepts a limit of ${PUBLIC_QUERY_LIMIT} and refuses ${PUBLIC_QUERY_LIMIT + 1}`,
    async (name, filters) => {
      const list = (n: number) =>
        getDocs(query(collection(as(anonymous), name), ...filters, limit(n)));
      await assertSucceeds(list(PUBLIC_QUERY_LIMIT));
      await assertFails(list(PUBLIC_QUERY_LIMIT + 1));
    },
  );
});

describe("hourly limits", () => {
  const counter = (uid: string, kind: CountedKind) => doc(as(customerA), counterPath(uid, kind));
  const review = (id: string) =>
    countedCreate(as(customerA), alice, "reviews", `reviews/${id}`, validReview(alice));
  const order = (id: string) =>
    countedCreate(as(customerA), alice, "orders", `orders/${id}`, validOrder(alice, aliceEmail));
  const stored = async (path: string) => {
    let found = false;
    await env().withSecurityRulesDisabled(async (context) => {
      found = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).exists();
    });
    return found;
  };
  /** A's counter of `kind`, as if written `minutesAgo` with `count`. */
  const seedCounter = (kind: CountedKind, count: number, minutesAgo: number) =>
    env().withSecurityRulesDisabled((context) => {
      const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
      return setDoc(doc(context.firestore() as unknown as Firestore, counterPath(alice, kind)), {
        windowStart: at,
        count,
        last: "earlier",
        at,
      });
    });

  it(`refuses review ${RATE_LIMITS.reviewsPerHour + 1} in an hour and stores nothing of it`, async () => {
    for (let n = 1; n <= RATE_LIMITS.reviewsPerHour; n += 1) {
      await assertSucceeds(review(`mine-${n}`));
    }
    await assertFails(review("one-too-many"));
    expect(await stored("reviews/one-too-many")).toBe(false);
  });
  it(`refuses order ${RATE_LIMITS.ordersPerHour + 1} in an hour and stores nothing of it`, async () => {
    await seedCounter("orders", RATE_LIMITS.ordersPerHour - 1, 10);
    await assertSucceeds(order("the-last-one"));
    await assertFails(order("one-too-many"));
    expect(await stored("orders/one-too-many")).toBe(false);
  });
  it("refuses a review or an order without a counter step", async () => {
    await assertFails(setDoc(doc(as(customerA), "reviews/uncounted"), validReview(alice)));
    await assertFails(
      setDoc(doc(as(customerA), "orders/uncounted"), validOrder(alice, aliceEmail)),
    );
  });
  it("refuses a counter step that names another document", async () => {
    await assertFails(
      countedCreate(
        as(customerA),
        alice,
        "reviews",
        "reviews/review-new",
        validReview(alice),
        counterStep("some-other-review"),
      ),
    );
  });
  it("refuses two reviews paid for by one counter step", async () => {
    const db = as(customerA);
    const batch = writeBatch(db);
    batch.set(doc(db, "reviews/twin-1"), validReview(alice));
    batch.set(doc(db, "reviews/twin-2"), validReview(alice));
    batch.set(doc(db, counterPath(alice, "reviews")), counterStep("twin-1"), { merge: true });
    await assertFails(batch.commit());
  });
  it("refuses a review counted on the orders counter", async () => {
    const db = as(customerA);
    const batch = writeBatch(db);
    batch.set(doc(db, "reviews/review-new"), validReview(alice));
    batch.set(doc(db, counterPath(alice, "orders")), counterStep("review-new"), { merge: true });
    await assertFails(batch.commit());
  });
  it("refuses a counter reset inside the window", async () => {
    await seedCounter("reviews", RATE_LIMITS.reviewsPerHour, 59);
    const reset = {
      windowStart: serverTimestamp(),
      count: 1,
      last: "review-new",
      at: serverTimestamp(),
    };
    await assertFails(
      countedCreate(
        as(customerA),
        alice,
        "reviews",
        "reviews/review-new",
        validReview(alice),
        reset,
      ),
    );
    await assertFails(setDoc(counter(alice, "reviews"), reset));
    await assertFails(deleteDoc(counter(alice, "reviews")));
  });
  it("starts a new window once the last one is over an hour old", async () => {
    await seedCounter("reviews", RATE_LIMITS.reviewsPerHour, 61);
    await assertSucceeds(
      countedCreate(as(customerA), alice, "reviews", "reviews/review-new", validReview(alice), {
        windowStart: serverTimestamp(),
        count: 1,
        last: "review-new",
        at: serverTimestamp(),
      }),
    );
  });
  it("refuses counting more than one step, or down", async () => {
    await seedCounter("orders", 2, 10);
    for (const count of [4, 2, 1, 0]) {
      await assertFails(
        countedCreate(
          as(customerA),
          alice,
          "orders",
          "orders/order-new",
          validOrder(alice, aliceEmail),
          {
            count,
            last: "order-new",
            at: serverTimestamp(),
          },
        ),
      );
    }
  });
  it("refuses a new counter that does not start at 1 now", async () => {
    for (const start of [
      { windowStart: serverTimestamp(), count: 0 },
      { windowStart: serverTimestamp(), count: 2 },
      { windowStart: Timestamp.fromMillis(Date.now() - 7_200_000), count: 1 },
    ]) {
      await assertFails(
        setDoc(counter(alice, "reviews"), { ...start, last: "x", at: serverTimestamp() }),
      );
    }
  });
  it("refuses a window moved into the past, a client clock as `at` and an extra field", async () => {
    await seedCounter("orders", 2, 10);
    await assertFails(
      updateDoc(counter(alice, "orders"), {
        windowStart: Timestamp.fromMillis(Date.now() - 7_200_000),
        count: increment(1),
        last: "x",
        at: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(counter(alice, "orders"), { count: increment(1), last: "x", at: Timestamp.now() }),
    );
    await assertFails(
      updateDoc(counter(alice, "orders"), {
        count: increment(1),
        last: "x",
        at: serverTimestamp(),
        bonus: 10,
      }),
    );
  });
  it("refuses writing another user's counter, or one of an unknown kind", async () => {
    await assertFails(setDoc(doc(as(customerB), counterPath(alice, "reviews")), counterStep("x")));
    await assertFails(
      setDoc(doc(as(customerA), `users/${alice}/limits/messages`), {
        windowStart: serverTimestamp(),
        count: 1,
        last: "x",
        at: serverTimestamp(),
      }),
    );
  });
  it("lets the user read their own counter only", async () => {
    await seedCounter("orders", 2, 10);
    await assertSucceeds(getDoc(counter(alice, "orders")));
    await assertFails(getDoc(doc(as(customerB), counterPath(alice, "orders"))));
  });
});

describe("orders", () => {
  const create = (data: Record<string, unknown>, actor: Actor = customerA, id = "order-new") =>
    countedCreate(as(actor), actor.uid ?? "", "orders", `orders/${id}`, data);
  const valid = () => validOrder(alice, aliceEmail);

  it("refuses an order created as delivered", async () => {
    await assertFails(create({ ...valid(), status: "delivered" }));
  });
  it("refuses an order with a spoofed uid", async () => {
    await assertFails(create({ ...valid(), uid: customerB.uid }));
  });
  it("refuses an order with a spoofed email", async () => {
    await assertFails(create({ ...valid(), email: "someone.else@agency.test" }));
  });
  it("refuses an order from a signed-in user without an email", async () => {
    await assertFails(create(validOrder("no-email", "no-email@agency.test"), noEmailUser));
  });
  it("refuses an order from an account whose email is not verified", async () => {
    const uid = unverified.uid ?? "";
    await assertFails(create(validOrder(uid, unverified.token.email ?? ""), unverified));
    await assertSucceeds(create(valid()));
  });
  it("refuses an order from an anonymous account", async () => {
    const uid = anonymousAccount.uid ?? "";
    await assertFails(create(validOrder(uid, "nobody@agency.test"), anonymousAccount));
  });
  it("refuses a service name that is not the catalogue's name for the service", async () => {
    await assertFails(
      create({ ...valid(), serviceName: "URGENT verify payment https://evil.example" }),
    );
    // The catalogue's name of svc-1, exactly: accepted.
    await assertSucceeds(create({ ...valid(), serviceName: validService().name }, customerA, "o2"));
  });
  it("refuses an order for a service that does not exist", async () => {
    await assertFails(create({ ...valid(), serviceId: "no-such-service" }));
  });
  it("accepts a phone number at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...valid(), phoneNumber: text(LIMITS.phone) }));
    await assertFails(
      create({ ...valid(), phoneNumber: text(LIMITS.phone + 1) }, customerA, "order-long-phone"),
    );
  });
  it("refuses an address past the limit", async () => {
    await assertFails(create({ ...valid(), address: text(LIMITS.address + 1) }));
  });
  it("refuses an extra field", async () => {
    await assertFails(create({ ...valid(), price: 0 }));
  });
  it("refuses a missing address", async () => {
    await assertFails(create(without(valid(), "address")));
  });
  it("refuses a customer setting the status of their own order", async () => {
    await assertFails(updateDoc(doc(as(customerA), "orders/order-alice"), { status: "delivered" }));
  });
  it("refuses a customer editing another customer's order", async () => {
    await assertFails(
      updateDoc(doc(as(customerB), "orders/order-alice"), { address: "Elsewhere" }),
    );
  });
  it("refuses an admin changing anything but the status", async () => {
    await assertFails(
      updateDoc(doc(as(admin), "orders/order-alice"), { status: "delivered", name: "Changed" }),
    );
  });
  it("refuses an unknown status, even from an admin", async () => {
    await assertFails(updateDoc(doc(as(admin), "orders/order-alice"), { status: "shipped" }));
  });
  it("refuses the owner deleting a delivered order", async () => {
    await assertFails(deleteDoc(doc(as(customerA), "orders/order-alice-delivered")));
  });
  it("refuses a customer's list query without a uid filter", async () => {
    await assertFails(getDocs(collection(as(customerA), "orders")));
  });
  it("refuses a customer's list query for another customer's uid", async () => {
    await assertFails(
      getDocs(query(collection(as(customerA), "orders"), where("uid", "==", customerB.uid))),
    );
  });
  it("allows a customer's list query filtered on their own uid", async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collection(as(customerA), "orders"), where("uid", "==", alice))),
    );
    if (snapshot.size !== 2) throw new Error(`expected A's 2 orders, got ${snapshot.size}`);
  });
});

describe("users", () => {
  it("refuses a self-granted admin flag on create", async () => {
    await assertFails(
      setDoc(doc(as(customerB), "users/bob"), {
        ...validUser(customerB.token.email ?? ""),
        admin: true,
      }),
    );
  });
  it("refuses a self-granted admin flag on update", async () => {
    await assertFails(updateDoc(doc(as(customerA), "users/alice"), { admin: true }));
  });
  it("refuses a client-written claimsUpdatedAt", async () => {
    await assertFails(
      updateDoc(doc(as(customerA), "users/alice"), { claimsUpdatedAt: Timestamp.now() }),
    );
  });
  it("refuses an email that is not the token's email", async () => {
    await assertFails(setDoc(doc(as(customerB), "users/bob"), validUser("not-bob@agency.test")));
  });
  it("refuses a client clock as createdAt", async () => {
    await assertFails(
      setDoc(doc(as(customerB), "users/bob"), {
        ...validUser(customerB.token.email ?? ""),
        createdAt: Timestamp.now(),
      }),
    );
  });
  it("refuses creating another user's profile", async () => {
    await assertFails(
      setDoc(doc(as(customerB), "users/carol"), validUser(customerB.token.email ?? "")),
    );
  });
  it("refuses a display name past the limit", async () => {
    await assertFails(
      updateDoc(doc(as(customerA), "users/alice"), { displayName: text(LIMITS.name + 1) }),
    );
  });
});

describe("messages", () => {
  it("refuses every client create, even a valid message (they go through POST /messages)", async () => {
    for (const actor of [anonymous, customerA, admin]) {
      await assertFails(setDoc(doc(as(actor), "messages/new"), validMessage()));
    }
  });
  it("lets an admin mark a message read and unread", async () => {
    await assertSucceeds(updateDoc(doc(as(admin), "messages/msg-1"), { read: true }));
    await assertSucceeds(updateDoc(doc(as(admin), "messages/msg-1"), { read: false }));
  });
  it("refuses anyone else flipping the read flag", async () => {
    await assertFails(updateDoc(doc(as(customerA), "messages/msg-1"), { read: true }));
    await assertFails(updateDoc(doc(as(anonymous), "messages/msg-1"), { read: true }));
  });
  it("refuses an admin changing any other message field", async () => {
    await assertFails(
      updateDoc(doc(as(admin), "messages/msg-1"), { read: true, subject: "Edited" }),
    );
    await assertFails(updateDoc(doc(as(admin), "messages/msg-1"), { message: "Edited" }));
  });
  it("refuses a read flag that is not a boolean", async () => {
    await assertFails(updateDoc(doc(as(admin), "messages/msg-1"), { read: "yes" }));
  });
});

describe("revoked admins", () => {
  it("refuses an admin claim whose users/{uid}.admin mirror was switched off", async () => {
    await assertSucceeds(getDocs(collection(as(admin), "messages")));
    await env().withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore() as unknown as Firestore, "users/ada"), { admin: false }),
    );
    await assertFails(getDocs(collection(as(admin), "messages")));
    await assertFails(deleteDoc(doc(as(admin), "services/svc-1")));
  });

  it("refuses an admin claim without a users doc", async () => {
    const stranger: Actor = {
      name: "admin",
      uid: "mallory",
      token: { email: "m@x.test", admin: true },
    };
    await assertFails(getDocs(collection(as(stranger), "messages")));
  });
});

describe("server-only collections", () => {
  it("refuses every client access to idempotency records", async () => {
    await assertFails(getDocs(collection(as(admin), "idempotencyKeys")));
    await assertFails(
      setDoc(doc(as(customerA), "idempotencyKeys/k1"), { uid: alice, orderId: "x" }),
    );
  });
  it("refuses every client access to the per-client message counters", async () => {
    await assertFails(getDocs(collection(as(admin), "clientLimits")));
    await assertFails(setDoc(doc(as(anonymous), "clientLimits/any"), { count: 0 }));
  });
  it("refuses every client access to the contact form's signing key and its token uses", async () => {
    await assertFails(getDoc(doc(as(admin), "serverKeys/contactForm")));
    await assertFails(getDocs(collection(as(admin), "serverKeys")));
    await assertFails(setDoc(doc(as(anonymous), "serverKeys/contactForm"), { key: "known" }));
    await assertFails(getDocs(collection(as(admin), "formTokenUses")));
    await assertFails(setDoc(doc(as(anonymous), "formTokenUses/any"), { message: "x" }));
    await assertFails(deleteDoc(doc(as(admin), "formTokenUses/any")));
  });
});

describe("queued emails (mail)", () => {
  it("refuses an email in the extension's format from every client, admins included", async () => {
    for (const actor of [customerA, admin]) {
      await assertFails(
        setDoc(doc(as(actor), `mail/spam-${actor.uid ?? "anonymous"}`), {
          to: ["victim@example.com"],
          from: "ceo@bluepeakdigital.com",
          message: { subject: "Invoice", html: "<a href=https://evil.test>pay</a>" },
        }),
      );
    }
  });

  it("refuses marking an email sent, or reading the queue of one's own address", async () => {
    await assertFails(
      updateDoc(doc(as(customerA), "mail/mail-1"), {
        delivery: { state: "SUCCESS", attempts: 1 },
      }),
    );
    await assertFails(
      getDocs(query(collection(as(customerA), "mail"), where("orderId", "==", "order-alice"))),
    );
  });
});

/**
 * Documents written before pictures were files may still hold a data URL (until the migration
 * moves it): the rules check an image only when a write changes it, so such a document stays
 * editable, while no write can add a data URL or move one elsewhere.
 */
describe("documents that still hold a data URL", () => {
  /** A data URL of a block's old size limit, different for each `n`. */
  const legacyPicture = (n: number) => `${dataUrlOfLength(LIMITS.blockImage - 1)}${"BCDEFG"[n]}`;
  const legacyBlock = (n: number) => ({ ...validBlock(`b${n}`), img1: legacyPicture(n) });
  const legacyBlocks = Array.from({ length: LIMITS.blocks }, (_, n) => legacyBlock(n));

  /** Writes the legacy documents with the rules off, as the old clients left them. */
  async function seedLegacy(): Promise<void> {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await Promise.all([
        setDoc(doc(db, "team/legacy-1"), { ...validTeamMember(), img: LEGACY_DATA_URL, order: 1 }),
        setDoc(doc(db, "team/legacy-2"), { ...validTeamMember(), img: LEGACY_DATA_URL, order: 2 }),
        setDoc(doc(db, "services/legacy"), {
          ...validService(),
          img: dataUrlOfLength(LIMITS.imageDataUrl),
          des1: legacyBlocks,
          createdAt: Timestamp.now(),
        }),
        setDoc(doc(db, "users/alice"), {
          email: customerA.token.email,
          displayName: "Alice Customer",
          photoURL: LEGACY_DATA_URL,
          createdAt: Timestamp.now(),
        }),
        setDoc(doc(db, "reviews/legacy"), {
          ...validReview(alice),
          image: LEGACY_DATA_URL,
          createdAt: Timestamp.now(),
        }),
      ]);
    });
  }

  it("lets an admin reorder team members whose pictures are data URLs, and rename them", async () => {
    await seedLegacy();
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(doc(db, "team/legacy-1"), { order: 2 });
    batch.update(doc(db, "team/legacy-2"), { order: 1 });
    await assertSucceeds(batch.commit());
    await assertSucceeds(updateDoc(doc(db, "team/legacy-1"), { nameDeg: "Maya Chen, Partner" }));
    // A new picture must be a reference; the old data URL cannot come back once replaced.
    await assertFails(updateDoc(doc(db, "team/legacy-1"), { img: dataUrlOfLength(200) }));
    await assertSucceeds(updateDoc(doc(db, "team/legacy-1"), { img: MEDIA_REF }));
    await assertFails(updateDoc(doc(db, "team/legacy-1"), { img: LEGACY_DATA_URL }));
  });

  it("still checks what a team member's edit changes", async () => {
    await seedLegacy();
    const member = doc(as(admin), "team/legacy-1");
    await assertFails(updateDoc(member, { order: -1 }));
    await assertFails(updateDoc(member, { nameDeg: " " }));
    await assertFails(updateDoc(member, { order: 3, salary: 100 }));
    await assertFails(setDoc(member, { img: LEGACY_DATA_URL, nameDeg: "Maya Chen, Partner" }));
  });

  it("lets an admin rename a service, reorder it and edit its blocks' texts in place", async () => {
    await seedLegacy();
    const service = doc(as(admin), "services/legacy");
    await assertSucceeds(updateDoc(service, { name: "Renamed", order: 3 }));
    // Six blocks, each keeping its data URL at its place: within the rules' expression budget.
    await assertSucceeds(
      updateDoc(service, {
        des1: legacyBlocks.map((block) => ({ ...block, h1: "Technical audit, edited" })),
      }),
    );
    // A block's picture replaced by a reference, the others kept; then a block removed at the end.
    await assertSucceeds(
      updateDoc(service, {
        des1: [{ ...legacyBlock(0), img1: MEDIA_REF }, ...legacyBlocks.slice(1)],
      }),
    );
    await assertSucceeds(
      updateDoc(service, {
        des1: [{ ...legacyBlock(0), img1: MEDIA_REF }, ...legacyBlocks.slice(1, 5)],
      }),
    );
  });

  it("lets an admin edit six blocks whose small data URLs the image patterns must test", async () => {
    // Under 2048 characters, each picture is matched against every pattern before the rules
    // compare it with the stored one: the costliest block, six times within the budget.
    const small = (n: number) => `${dataUrlOfLength(LIMITS.imageUrl - 1)}${"BCDEFG"[n]}`;
    const before = legacyBlocks.map((block, n) => ({ ...block, img1: small(n) }));
    await env().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore() as unknown as Firestore, "services/legacy-small"), {
        ...validService(),
        des1: before,
        createdAt: Timestamp.now(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(as(admin), "services/legacy-small"), {
        name: "Renamed",
        des1: before.map((block) => ({ ...block, p2: "Edited." })),
      }),
    );
  });

  it("refuses a service edit that adds a data URL or moves one to another block", async () => {
    await seedLegacy();
    const service = doc(as(admin), "services/legacy");
    await assertFails(updateDoc(service, { img: dataUrlOfLength(200) }));
    // A new block on top: every old picture moves one place down.
    await assertFails(
      updateDoc(service, { des1: [validBlock("new"), ...legacyBlocks.slice(0, 5)] }),
    );
    // Two blocks swapped.
    const [first, second, ...rest] = legacyBlocks;
    await assertFails(updateDoc(service, { des1: [second, first, ...rest] }));
    // Block 0's picture copied into block 1.
    await assertFails(
      updateDoc(service, { des1: [first, { ...legacyBlock(1), img1: legacyPicture(0) }, ...rest] }),
    );
    // A data URL where there was none.
    await assertFails(updateDoc(doc(as(admin), "services/svc-1"), { des1: [legacyBlock(0)] }));
    // Another data URL in place of the old one.
    await assertFails(
      updateDoc(service, {
        des1: [{ ...legacyBlock(0), img1: dataUrlOfLength(100) }, ...legacyBlocks.slice(1)],
      }),
    );
  });

  it("lets a user change their name while their photo is still a data URL", async () => {
    await seedLegacy();
    const profile = doc(as(customerA), "users/alice");
    await assertSucceeds(updateDoc(profile, { displayName: "Alice C." }));
    await assertFails(updateDoc(profile, { photoURL: dataUrlOfLength(200) }));
    await assertSucceeds(updateDoc(profile, { photoURL: "" }));
  });

  it("lets an admin approve a review whose image is a data URL", async () => {
    await seedLegacy();
    await assertSucceeds(updateDoc(doc(as(admin), "reviews/legacy"), { status: "approved" }));
  });
});
