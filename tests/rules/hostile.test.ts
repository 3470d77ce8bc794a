/**
 * Hostile writes and reads: each test changes one thing in an otherwise valid request and expects
 * the rules to refuse it. Boundary tests write a value exactly at a limit (accepted) next to one
 * character past it (refused), so the rules and functions/src/shared/model.ts cannot drift apart.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { LIMITS } from "../../functions/src/shared/model.ts";
import { firestoreAs, useRulesEnvironment } from "./env.ts";
import {
  admin,
  customerA,
  customerB,
  PNG_DATA_URL,
  text,
  validBlock,
  validMessage,
  validOrder,
  validReview,
  validService,
  validTeamMember,
  validUser,
  type Actor,
} from "./fixtures.ts";

const env = useRulesEnvironment();
const as = (actor: Actor): Firestore => firestoreAs(env(), actor);
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

describe("services (as admin)", () => {
  const create = (data: Record<string, unknown>) =>
    setDoc(doc(as(admin), "services/svc-new"), data);

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
    await assertFails(
      setDoc(doc(as(admin), "services/svc-long"), {
        ...validService(),
        name: text(LIMITS.name + 1),
      }),
    );
  });
  it("accepts an image data URL at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validService(), img: dataUrlOfLength(LIMITS.imageDataUrl) }));
    await assertFails(
      setDoc(doc(as(admin), "services/svc-big"), {
        ...validService(),
        img: dataUrlOfLength(LIMITS.imageDataUrl + 1),
      }),
    );
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

describe("team (as admin)", () => {
  it("refuses an empty nameDeg", async () => {
    await assertFails(setDoc(doc(as(admin), "team/new"), { ...validTeamMember(), nameDeg: "" }));
  });
  it("refuses an extra field", async () => {
    await assertFails(setDoc(doc(as(admin), "team/new"), { ...validTeamMember(), salary: 100 }));
  });
});

describe("reviews", () => {
  const create = (data: Record<string, unknown>, actor: Actor = customerA) =>
    setDoc(doc(as(actor), "reviews/review-new"), data);

  it("refuses a rating outside the allowed set (2.5)", async () => {
    await assertFails(create({ ...validReview(alice), ratings: 2.5 }));
  });
  it('refuses a rating sent as a string ("4")', async () => {
    await assertFails(create({ ...validReview(alice), ratings: "4" }));
  });
  it("accepts every allowed rating", async () => {
    for (const rating of [1, 2, 3, 3.5, 4, 4.5, 5]) {
      await assertSucceeds(
        setDoc(doc(as(customerA), `reviews/r-${rating}`), {
          ...validReview(alice),
          ratings: rating,
        }),
      );
    }
  });
  it("refuses a review posted under another user's uid", async () => {
    await assertFails(create({ ...validReview(customerB.uid ?? "") }));
  });
  it("accepts review text at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validReview(alice), review: text(LIMITS.review) }));
    await assertFails(
      setDoc(doc(as(customerA), "reviews/review-long"), {
        ...validReview(alice),
        review: text(LIMITS.review + 1),
      }),
    );
  });
  it("refuses a review without the image field", async () => {
    await assertFails(create(without(validReview(alice), "image")));
  });
  it("accepts an empty image and refuses a javascript: image", async () => {
    await assertSucceeds(create({ ...validReview(alice), image: "" }));
    await assertFails(
      setDoc(doc(as(customerA), "reviews/review-js"), {
        ...validReview(alice),
        image: "javascript:alert(1)",
      }),
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

describe("orders", () => {
  const create = (data: Record<string, unknown>, actor: Actor = customerA) =>
    setDoc(doc(as(actor), "orders/order-new"), data);
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
  it("refuses an order for a service that does not exist", async () => {
    await assertFails(create({ ...valid(), serviceId: "no-such-service" }));
  });
  it("accepts a phone number at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...valid(), phoneNumber: text(LIMITS.phone) }));
    await assertFails(
      setDoc(doc(as(customerA), "orders/order-long-phone"), {
        ...valid(),
        phoneNumber: text(LIMITS.phone + 1),
      }),
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
  const create = (data: Record<string, unknown>) =>
    setDoc(
      doc(firestoreAs(env(), { name: "anonymous", uid: null, token: {} }), "messages/new"),
      data,
    );

  it("refuses a missing message", async () => {
    await assertFails(create(without(validMessage(), "message")));
  });
  it("refuses an invalid email", async () => {
    await assertFails(create({ ...validMessage(), email: "not-an-email" }));
  });
  it("accepts a message at the limit and refuses one past it", async () => {
    await assertSucceeds(create({ ...validMessage(), message: text(LIMITS.message) }));
    await assertFails(
      setDoc(doc(as(customerA), "messages/long"), {
        ...validMessage(),
        message: text(LIMITS.message + 1),
      }),
    );
  });
  it("refuses a subject past the limit", async () => {
    await assertFails(create({ ...validMessage(), subject: text(LIMITS.subject + 1) }));
  });
  it("refuses an extra field", async () => {
    await assertFails(create({ ...validMessage(), spam: true }));
  });
  it("refuses a message created as already read", async () => {
    await assertFails(create({ ...validMessage(), read: true }));
  });
  it("refuses a message without the read flag", async () => {
    await assertFails(create(without(validMessage(), "read")));
  });
  it("lets an admin mark a message read and unread", async () => {
    await assertSucceeds(updateDoc(doc(as(admin), "messages/msg-1"), { read: true }));
    await assertSucceeds(updateDoc(doc(as(admin), "messages/msg-1"), { read: false }));
  });
  it("refuses anyone else flipping the read flag", async () => {
    await assertFails(updateDoc(doc(as(customerA), "messages/msg-1"), { read: true }));
    await assertFails(
      updateDoc(
        doc(firestoreAs(env(), { name: "anonymous", uid: null, token: {} }), "messages/msg-1"),
        {
          read: true,
        },
      ),
    );
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

describe("inline images", () => {
  it("accepts a small PNG data URL on a team member", async () => {
    await assertSucceeds(
      setDoc(doc(as(admin), "team/png"), { ...validTeamMember(), img: PNG_DATA_URL }),
    );
  });
});
