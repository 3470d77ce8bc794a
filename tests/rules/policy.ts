/**
 * The access policy as a table (4 actors x 11 collections x 5 operations) and what each operation
 * does, per collection. The target of each operation: get/update/delete act on a document owned by
 * customer A (for collections with owners) or a seeded document; list queries what customer A may
 * see (orders: `where uid == A`; the public collections with a limit, reviews filtered on
 * `approved`); create writes a valid new document as the actor (own uid and email), orders and
 * reviews in one batch with a step of the actor's rate-limit counter (`limits`:
 * users/{uid}/limits/{kind}). Reviews: get reads A's pending review, update approves it, delete
 * removes A's approved one. docs/data-model.md carries the same table for readers.
 */
import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type Query,
} from "firebase/firestore";
import { removeDoc, type RulesSuite } from "./env.ts";
import {
  ACTORS,
  countedCreate,
  validMessage,
  validOrder,
  validReview,
  validService,
  validTeamMember,
  validUser,
  type Actor,
} from "./fixtures.ts";

export const POLICY = `
  collection   operation  anonymous  customerA  customerB  admin
  services     get        allow      allow      allow      allow
  services     list       allow      allow      allow      allow
  services     create     deny       deny       deny       allow
  services     update     deny       deny       deny       allow
  services     delete     deny       deny       deny       allow
  settings     get        allow      allow      allow      allow
  settings     list       deny       deny       deny       deny
  settings     create     deny       deny       deny       allow
  settings     update     deny       deny       deny       allow
  settings     delete     deny       deny       deny       allow
  team         get        allow      allow      allow      allow
  team         list       allow      allow      allow      allow
  team         create     deny       deny       deny       allow
  team         update     deny       deny       deny       allow
  team         delete     deny       deny       deny       allow
  reviews      get        deny       allow      deny       allow
  reviews      list       allow      allow      allow      allow
  reviews      create     deny       allow      allow      allow
  reviews      update     deny       deny       deny       allow
  reviews      delete     deny       allow      deny       allow
  orders       get        deny       allow      deny       allow
  orders       list       deny       allow      deny       allow
  orders       create     deny       allow      allow      allow
  orders       update     deny       deny       deny       allow
  orders       delete     deny       allow      deny       allow
  users        get        deny       allow      deny       allow
  users        list       deny       deny       deny       allow
  users        create     deny       allow      allow      allow
  users        update     deny       allow      deny       deny
  users        delete     deny       deny       deny       deny
  messages     get        deny       deny       deny       allow
  messages     list       deny       deny       deny       allow
  messages     create     deny       deny       deny       deny
  messages     update     deny       deny       deny       deny
  messages     delete     deny       deny       deny       allow
  adminGrants  get        deny       deny       deny       allow
  adminGrants  list       deny       deny       deny       allow
  adminGrants  create     deny       deny       deny       deny
  adminGrants  update     deny       deny       deny       deny
  adminGrants  delete     deny       deny       deny       deny
  limits       get        deny       allow      deny       deny
  limits       list       deny       deny       deny       deny
  limits       create     deny       allow      allow      allow
  limits       update     deny       allow      deny       deny
  limits       delete     deny       deny       deny       deny
  mail         get        deny       deny       deny       deny
  mail         list       deny       deny       deny       deny
  mail         create     deny       deny       deny       deny
  mail         update     deny       deny       deny       deny
  mail         delete     deny       deny       deny       deny
  deletedAccounts get     deny       deny       deny       deny
  deletedAccounts list    deny       deny       deny       deny
  deletedAccounts create  deny       deny       deny       deny
  deletedAccounts update  deny       deny       deny       deny
  deletedAccounts delete  deny       deny       deny       deny
`;

export type Operation = "get" | "list" | "create" | "update" | "delete";
type Run = (db: Firestore, actor: Actor, env: RulesTestEnvironment) => Promise<unknown>;
type Doc = Record<string, unknown>;

const uidOf = (actor: Actor) => actor.uid ?? "anonymous";
const emailOf = (actor: Actor) => actor.token.email ?? "anonymous@agency.test";

/**
 * The operations on one collection: get, update (with `change`) and delete act on the seeded
 * document `seeded` (reviews delete another, `deleted`); list runs the query `list`.
 */
function operations(
  seeded: string,
  {
    list,
    create,
    change,
    deleted = seeded,
  }: {
    list: (db: Firestore, actor: Actor) => Query;
    create: Run;
    change: Doc;
    deleted?: string;
  },
): Record<Operation, Run> {
  return {
    get: (db) => getDoc(doc(db, seeded)),
    list: (db, actor) => getDocs(list(db, actor)),
    create,
    update: (db) => updateDoc(doc(db, seeded), change),
    delete: (db) => deleteDoc(doc(db, deleted)),
  };
}

/** A public collection's first page. */
const firstPage = (name: string) => (db: Firestore) => query(collection(db, name), limit(20));

/** What each operation does, per collection. */
export const OPERATIONS: Record<string, Record<Operation, Run>> = {
  services: operations("services/svc-1", {
    list: firstPage("services"),
    create: (db) => setDoc(doc(db, "services/svc-new"), validService()),
    change: { des: "A sharper description." },
  }),
  // The landing's settings: one document, settings/landing (the create replaces it).
  settings: operations("settings/landing", {
    list: firstPage("settings"),
    create: async (db, _actor, env) => {
      await removeDoc(env, "settings/landing");
      return setDoc(doc(db, "settings/landing"), {
        topServices: ["svc-2", "svc-1"],
      });
    },
    change: { topServices: ["svc-2"] },
  }),
  team: operations("team/member-1", {
    list: firstPage("team"),
    create: (db) => setDoc(doc(db, "team/member-new"), validTeamMember()),
    change: { nameDeg: "Maya Chen, Partner" },
  }),
  reviews: operations("reviews/review-alice-pending", {
    list: (db) => query(collection(db, "reviews"), where("status", "==", "approved"), limit(20)),
    create: (db, actor) =>
      countedCreate(db, uidOf(actor), "reviews", "reviews/review-new", validReview(uidOf(actor))),
    change: { status: "approved" },
    deleted: "reviews/review-alice",
  }),
  orders: operations("orders/order-alice", {
    list: (db) => query(collection(db, "orders"), where("uid", "==", "alice")),
    create: (db, actor) =>
      countedCreate(
        db,
        uidOf(actor),
        "orders",
        "orders/order-new",
        validOrder(uidOf(actor), emailOf(actor)),
      ),
    change: { status: "delivered" },
  }),
  users: operations("users/alice", {
    list: (db) => collection(db, "users"),
    create: async (db, actor, env) => {
      await removeDoc(env, `users/${uidOf(actor)}`);
      return setDoc(doc(db, `users/${uidOf(actor)}`), validUser(emailOf(actor)));
    },
    change: { displayName: "Alice A." },
  }),
  messages: operations("messages/msg-1", {
    list: (db) => collection(db, "messages"),
    create: (db) => setDoc(doc(db, "messages/msg-new"), validMessage()),
    change: { subject: "Changed" },
  }),
  adminGrants: operations("adminGrants/grant-1", {
    list: (db) => collection(db, "adminGrants"),
    create: (db, actor) =>
      setDoc(doc(db, "adminGrants/grant-new"), {
        by: uidOf(actor),
        target: "bob",
        action: "grant",
        at: new Date(),
      }),
    change: { action: "revoke" },
  }),
  // A's orders window began two hours ago: the update may start a new one.
  limits: operations("users/alice/limits/orders", {
    list: (db) => collection(db, "users/alice/limits"),
    create: (db, actor) =>
      setDoc(doc(db, `users/${uidOf(actor)}/limits/reviews`), {
        windowStart: serverTimestamp(),
        count: 1,
        last: "review-new",
        at: serverTimestamp(),
      }),
    change: {
      windowStart: serverTimestamp(),
      count: 1,
      last: "order-new",
      at: serverTimestamp(),
    },
  }),
  mail: operations("mail/mail-1", {
    list: (db, actor) => query(collection(db, "mail"), where("to", "==", emailOf(actor))),
    create: (db, actor) =>
      setDoc(doc(db, "mail/mail-new"), {
        to: emailOf(actor),
        message: {
          subject: "Hi",
          text: "Sent through the agency's SMTP account",
        },
      }),
    change: { "delivery.state": "SUCCESS" },
  }),
  deletedAccounts: operations("deletedAccounts/gone", {
    list: (db) => collection(db, "deletedAccounts"),
    create: (db, actor) =>
      setDoc(doc(db, `deletedAccounts/${uidOf(actor)}`), {
        deletedAt: serverTimestamp(),
      }),
    change: { deletedAt: serverTimestamp() },
  }),
};

export interface Cell {
  collection: string;
  operation: Operation;
  actor: Actor;
  expected: "allow" | "deny";
}

export function parsePolicy(table: string): Cell[] {
  const [header, ...rows] = table
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
  if (header?.join(" ") !== "collection operation anonymous customerA customerB admin") {
    throw new Error("The policy table's header changed");
  }
  return rows.flatMap(([collectionName, operation, ...verdicts]) =>
    ACTORS.map((actor, index) => {
      const expected = verdicts[index];
      if (!collectionName || !operation || (expected !== "allow" && expected !== "deny")) {
        throw new Error(`Bad policy row: ${collectionName ?? ""} ${operation ?? ""}`);
      }
      return {
        collection: collectionName,
        operation: operation as Operation,
        actor,
        expected,
      };
    }),
  );
}

export const CELLS = parsePolicy(POLICY);

/** Runs the operation of `cell` as `actor` (the cell's own actor unless another is named). */
export function attempt(suite: RulesSuite, cell: Cell, actor = cell.actor): Promise<unknown> {
  const run = OPERATIONS[cell.collection]?.[cell.operation];
  if (!run) throw new Error(`No operation ${cell.operation} for ${cell.collection}`);
  return run(suite.as(actor), actor, suite.env());
}
