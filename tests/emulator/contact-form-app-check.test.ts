/**
 * The landing's script-free contact form with App Check enforced: the route action
 * (web/src/features/contact/submit.server.ts) in-process against the Firestore emulator, as
 * functions/src/api/app-check.emulator.test.ts tests the enforced API. The emulators run with
 * enforcement off, so the action is called here with `enforce: true`; and with a clock of the
 * test's own, so a token's age is set, not waited for.
 *
 * A plain post carries no App Check token: it must carry the token its page was rendered with,
 * at least FORM_TOKEN_MIN_AGE_MS old and not expired, used once per client address, with the
 * honeypot empty. Anything else is refused with 401, nothing stored, nothing counted.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_TOKEN_LIFETIME_MS,
  FORM_TOKEN_MIN_AGE_MS,
  formTokenUseId,
  issueFormToken,
  newFormTokenKey,
} from "../../functions/src/shared/form-token.ts";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";
import {
  FORM_TOKEN_KEY_ID,
  formTokenKey,
  issueContactFormToken,
} from "../../web/src/features/contact/form-token.server.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../web/src/features/contact/outcome.ts";
import {
  CLIENT_ADDRESS_HEADER,
  submitMessageForm,
} from "../../web/src/features/contact/submit.server.ts";
import { adminDb } from "../support/admin.ts";
import { clearClientLimits, clientLimitPath } from "../support/client-limits.ts";

/** When the page under test was rendered. */
const ISSUED = Date.now();
const READY = ISSUED + FORM_TOKEN_MIN_AGE_MS;

const run = randomUUID().slice(0, 8);
let sent = 0;

/** A client address of its own, so that no test shares an hourly budget or a token use. */
const newAddress = () => `198.51.100.${run}-${(sent += 1)}`;

const message = (subject: string) => ({
  fullName: "Form Tester",
  email: "form@example.com",
  subject,
  phone: "+1 555 0100",
  message: "Sent by the form without scripts.",
});

interface Post {
  subject: string;
  address: string;
  token?: string;
  /** Other fields: the honeypot, or a field that fails the schema. */
  extra?: Record<string, string>;
}

/** The form as a browser posts it, to the action with App Check enforced, at `at`. */
async function post({ subject, address, token, extra = {} }: Post, at: number = READY) {
  const fields: Record<string, string> = { ...message(subject), [HONEYPOT_FIELD]: "", ...extra };
  if (token !== undefined) fields[FORM_TOKEN_FIELD] = token;
  const request = new Request("https://agency.test/?index", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      [CLIENT_ADDRESS_HEADER]: address,
    },
    body: new URLSearchParams(fields),
  });
  const answer = await submitMessageForm(request, { enforce: true, now: () => at });
  return { status: answer.init?.status, outcome: answer.data };
}

const stored = async (subject: string) =>
  (await adminDb().collection(COLLECTIONS.messages).where("subject", "==", subject).get()).docs;

/** The hourly count of `address` (0: no counter). */
const counted = async (address: string): Promise<unknown> =>
  (await adminDb().doc(clientLimitPath(address)).get()).get("count") ?? 0;

const tokenUse = (token: string, address: string) =>
  adminDb()
    .collection(COLLECTIONS.formTokenUses)
    .doc(formTokenUseId(token.split(".")[2] ?? "", address))
    .get();

/** What a refused post answers: 401, the visitor's fields back to show again. */
function expectUnverified(answer: Awaited<ReturnType<typeof post>>, subject: string): void {
  expect(answer.status).toBe(401);
  expect(answer.outcome).toEqual({ kind: "unverified", values: message(subject) });
}

/** A refused post left nothing behind: no message, no count, no token use. */
async function expectNothingWritten(subject: string, address: string, token?: string) {
  expect(await stored(subject)).toHaveLength(0);
  expect(await counted(address)).toBe(0);
  if (token) expect((await tokenUse(token, address)).exists).toBe(false);
}

let token = "";

beforeAll(async () => {
  token = await issueContactFormToken(ISSUED);
});

afterAll(clearClientLimits);

describe("the signing key", () => {
  it("is made once by the server and kept in a server-only document", async () => {
    const key = await formTokenKey();
    expect(key.byteLength).toBe(32);
    const doc = await adminDb().collection(COLLECTIONS.serverKeys).doc(FORM_TOKEN_KEY_ID).get();
    const stored: unknown = doc.get("key");
    expect(Buffer.isBuffer(stored) && stored.equals(key)).toBe(true);
    expect(await formTokenKey()).toBe(key);
  });
});

describe("the script-free form with App Check enforced", () => {
  it("stores a message with its page's token after the minimum delay, marked as without App Check", async () => {
    const subject = `Form token ${run} valid`;
    const address = newAddress();
    const answer = await post({ subject, address, token });
    expect(answer).toEqual({ status: 200, outcome: { kind: "sent" } });
    const docs = await stored(subject);
    expect(docs).toHaveLength(1);
    expect(docs[0]?.data()).toMatchObject({ ...message(subject), appCheckVerified: false });
    expect(await counted(address)).toBe(1);
    // The use is recorded, to expire with the token.
    const use = await tokenUse(token, address);
    expect(use.get("message")).toBe(docs[0]?.id);
    expect(use.get("expireAt")).toEqual(Timestamp.fromMillis(ISSUED + FORM_TOKEN_LIFETIME_MS));
  });

  it("refuses the same token again from the same address, storing and counting nothing", async () => {
    const address = newAddress();
    const first = `Form token ${run} first`;
    const again = `Form token ${run} replayed`;
    expect((await post({ subject: first, address, token })).status).toBe(200);
    expectUnverified(await post({ subject: again, address, token }, READY + 60_000), again);
    expect(await stored(again)).toHaveLength(0);
    expect(await stored(first)).toHaveLength(1);
    expect(await counted(address)).toBe(1);
  });

  it("lets the second visitor of a cached page (another address) send with the same token", async () => {
    const subjects = [`Form token ${run} visitor 1`, `Form token ${run} visitor 2`];
    for (const subject of subjects) {
      const answer = await post({ subject, address: newAddress(), token }, READY + 120_000);
      expect(answer).toEqual({ status: 200, outcome: { kind: "sent" } });
      expect(await stored(subject)).toHaveLength(1);
    }
  });

  it("stores exactly one message of two posts at once with one token from one address", async () => {
    const address = newAddress();
    const subject = `Form token ${run} at once`;
    const answers = await Promise.all([
      post({ subject, address, token }),
      post({ subject, address, token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await stored(subject)).toHaveLength(1);
    expect(await counted(address)).toBe(1);
  });

  it("refuses a post sooner than the minimum delay after the page was rendered", async () => {
    const subject = `Form token ${run} too fast`;
    const address = newAddress();
    const fresh = await issueContactFormToken(ISSUED);
    for (const at of [ISSUED, ISSUED + 500, READY - 1]) {
      expectUnverified(await post({ subject, address, token: fresh }, at), subject);
    }
    await expectNothingWritten(subject, address, fresh);
    // The same token, once old enough, sends: the refusals did not use it.
    expect((await post({ subject, address, token: fresh })).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const subject = `Form token ${run} expired`;
    const address = newAddress();
    for (const at of [ISSUED + FORM_TOKEN_LIFETIME_MS, ISSUED + 2 * FORM_TOKEN_LIFETIME_MS]) {
      expectUnverified(await post({ subject, address, token }, at), subject);
    }
    await expectNothingWritten(subject, address, token);
  });

  it("refuses a forged or tampered token", async () => {
    const subject = `Form token ${run} forged`;
    const address = newAddress();
    const [version, issued, nonce, signature = ""] = token.split(".");
    const forged = [
      // Signed with a key of the forger's own.
      issueFormToken(newFormTokenKey(), ISSUED),
      // The page's token, made older (past the minimum delay) or younger (to live longer).
      [version, String(ISSUED - FORM_TOKEN_MIN_AGE_MS), nonce, signature].join("."),
      [version, String(ISSUED + FORM_TOKEN_LIFETIME_MS), nonce, signature].join("."),
      // Another nonce: a token not used from this address yet.
      [version, issued, "A".repeat(22), signature].join("."),
      "not-a-token",
    ];
    for (const forgery of forged) {
      expectUnverified(await post({ subject, address, token: forgery }), subject);
    }
    await expectNothingWritten(subject, address);
  });

  it("refuses a post with the honeypot filled in, even with a valid token", async () => {
    const subject = `Form token ${run} honeypot`;
    const address = newAddress();
    const extra = { [HONEYPOT_FIELD]: "https://spam.example" };
    expectUnverified(await post({ subject, address, token, extra }), subject);
    await expectNothingWritten(subject, address, token);
  });

  it("refuses a post without a token", async () => {
    const subject = `Form token ${run} none`;
    const address = newAddress();
    expectUnverified(await post({ subject, address }), subject);
    expectUnverified(await post({ subject, address, token: "" }), subject);
    await expectNothingWritten(subject, address);
  });

  it("answers bad fields as before, and the token still sends the corrected form", async () => {
    const subject = `Form token ${run} corrected`;
    const address = newAddress();
    const bad = await post({ subject, address, token, extra: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(bad.outcome).toMatchObject({
      kind: "invalid",
      errors: { email: "Enter a valid email address" },
    });
    await expectNothingWritten(subject, address, token);
    expect((await post({ subject, address, token })).status).toBe(200);
    expect(await stored(subject)).toHaveLength(1);
  });
});

describe("the script-free form with App Check not enforced", () => {
  it("stores a message without a token (or with the honeypot filled), as before", async () => {
    const honeypots: Record<string, string>[] = [{}, { [HONEYPOT_FIELD]: "filled" }];
    for (const extra of honeypots) {
      const subject = `Form token ${run} off ${Object.keys(extra).length}`;
      const fields = new URLSearchParams({ ...message(subject), ...extra });
      const answer = await submitMessageForm(
        new Request("https://agency.test/?index", {
          method: "POST",
          headers: { [CLIENT_ADDRESS_HEADER]: newAddress() },
          body: fields,
        }),
        { enforce: false },
      );
      expect(answer.init?.status).toBe(200);
      expect(answer.data).toEqual({ kind: "sent" });
      const docs = await stored(subject);
      expect(docs.map((doc): unknown => doc.get("appCheckVerified"))).toEqual([false]);
    }
  });
});
