/**
 * The rules test environment: the real firestore.rules loaded into the Firestore emulator under a
 * project of its own (so clearing it never touches the app's seed data), and the documents every
 * test starts from.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, setDoc, setLogLevel, Timestamp, type Firestore } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { CountedKind } from "../../functions/src/shared/limits.ts";
import { HOST, PORTS, ROOT } from "../../scripts/lib/config.ts";
import {
  admin,
  customerA,
  customerB,
  validMessage,
  validOrder,
  validReview,
  validService,
  validTeamMember,
  type Actor,
} from "./fixtures.ts";

export const RULES_PROJECT_ID = "demo-agency-rules";

/** The rules under test: firestore.rules, or a mutant of it (scripts/rules-mutants.ts sets RULES_FILE). */
const RULES_FILE = process.env.RULES_FILE ?? path.join(ROOT, "firestore.rules");

export interface RulesSuite {
  /** The environment (it exists once beforeAll has run). */
  env: () => RulesTestEnvironment;
  /** The modular Firestore API as `actor`. */
  as: (actor: Actor) => Firestore;
}

/**
 * Registers the suite's hooks: load the rules once, start every test from a cleared and seeded
 * database, clean up and print where the emulator serves the rule coverage report.
 */
export function useRulesEnvironment(): RulesSuite {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error("The rules test environment did not start.");
    return env;
  };
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  beforeEach(async () => {
    await current().clearFirestore();
    await seedRulesData(current());
  });
  afterAll(async () => {
    await env?.cleanup();
    process.stdout.write(
      `Rules coverage report: http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html\n`,
    );
  });
  return { env: current, as: (actor) => firestoreAs(current(), actor) };
}

function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  // Denied requests are the point of these tests; keep the SDK from logging each one.
  setLogLevel("silent");
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync(RULES_FILE, "utf8") },
  });
}

/** The modular Firestore API over a test context (rules-unit-testing hands out the compat type). */
function firestoreAs(env: RulesTestEnvironment, actor: Actor): Firestore {
  const context =
    actor.uid === null
      ? env.unauthenticatedContext()
      : env.authenticatedContext(actor.uid, actor.token);
  return context.firestore() as unknown as Firestore;
}

const SEED_TIME = Timestamp.fromMillis(Date.UTC(2026, 0, 5));

/**
 * One document per collection, written with the rules off. Customer A owns the orders and the
 * reviews (one approved, one pending).
 */
export async function seedRulesData(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const alice = customerA.uid ?? "";
    await Promise.all([
      setDoc(doc(db, "services/svc-1"), { ...validService(), createdAt: SEED_TIME }),
      setDoc(doc(db, "services/svc-2"), { ...validService(), createdAt: SEED_TIME }),
      setDoc(doc(db, "settings/landing"), { topServices: ["svc-1"] }),
      setDoc(doc(db, "team/member-1"), validTeamMember()),
      setDoc(doc(db, "reviews/review-alice"), {
        ...validReview(alice),
        status: "approved",
        createdAt: SEED_TIME,
      }),
      setDoc(doc(db, "reviews/review-alice-pending"), {
        ...validReview(alice),
        createdAt: SEED_TIME,
      }),
      setDoc(doc(db, "orders/order-alice"), {
        ...validOrder(alice, customerA.token.email ?? ""),
        createdAt: SEED_TIME,
      }),
      setDoc(doc(db, "orders/order-alice-delivered"), {
        ...validOrder(alice, customerA.token.email ?? ""),
        status: "delivered",
        createdAt: SEED_TIME,
      }),
      setDoc(doc(db, "orders/order-bob"), {
        ...validOrder(customerB.uid ?? "", customerB.token.email ?? ""),
        createdAt: SEED_TIME,
      }),
      setDoc(doc(db, "users/alice"), {
        email: customerA.token.email,
        displayName: "Alice Customer",
        photoURL: "",
        admin: false,
        claimsUpdatedAt: SEED_TIME,
        createdAt: SEED_TIME,
      }),
      // A's orders counter, of a window that began two hours ago.
      setDoc(doc(db, "users/alice/limits/orders"), {
        windowStart: Timestamp.fromMillis(Date.now() - 2 * 3_600_000),
        count: 1,
        last: "order-alice",
        at: Timestamp.fromMillis(Date.now() - 2 * 3_600_000),
      }),
      setDoc(doc(db, "users/ada"), {
        email: admin.token.email,
        displayName: "Ada Admin",
        photoURL: "",
        admin: true,
        claimsUpdatedAt: SEED_TIME,
        createdAt: SEED_TIME,
      }),
      setDoc(doc(db, "messages/msg-1"), { ...validMessage(), createdAt: SEED_TIME }),
      setDoc(doc(db, "adminGrants/grant-1"), {
        by: "ada",
        target: "alice",
        action: "grant",
        at: SEED_TIME,
      }),
      setDoc(doc(db, "deletedAccounts/gone"), { deletedAt: SEED_TIME }),
      setDoc(doc(db, "mail/mail-1"), {
        to: customerA.token.email,
        kind: "order-received",
        orderId: "order-alice",
        message: { subject: "We received your booking", text: "Thanks", html: "<p>Thanks</p>" },
      }),
    ]);
  });
}

/** Deletes one document with the rules off (to set up a create on a path that was seeded). */
export async function removeDoc(env: RulesTestEnvironment, docPath: string): Promise<void> {
  await env.withSecurityRulesDisabled((context) =>
    deleteDoc(doc(context.firestore() as unknown as Firestore, docPath)),
  );
}

/** Removes `uid`'s rate-limit counter of `kind` with the rules off (a fresh hourly budget). */
export async function resetCounter(
  env: RulesTestEnvironment,
  uid: string,
  kind: CountedKind,
): Promise<void> {
  await removeDoc(env, `users/${uid}/limits/${kind}`);
}
