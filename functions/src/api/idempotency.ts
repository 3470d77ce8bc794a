/**
 * The Idempotency-Key header of POST /orders and POST /bookings: a client that sends the same key
 * again (a retry after a lost answer) gets the first request's result, and nothing is created
 * twice. The record, idempotencyKeys/{sha256 of the account, the endpoint and the key}, is
 * created in the transaction that creates the order or the call.
 */
import { createHash } from "node:crypto";
import type { Request } from "express";
import type { DocumentReference } from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import { serverWriters } from "../shared/registry";
import { Problem } from "./problem";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

/** The request's key, null without one; a 400 Problem for a key of another shape. */
export function idempotencyKey(req: Request): string | null {
  const key = req.get("idempotency-key");
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new Problem(400, "The Idempotency-Key header is not valid", [
      {
        path: "headers.idempotency-key",
        message: "Use 1-200 letters, digits, '_', '.', ':' or '-'",
      },
    ]);
  }
  return key;
}

/**
 * The record of `key` sent by `uid` to an endpoint: POST /orders's keys as they were always
 * stored, POST /bookings's apart from them (the same key may name an order and a call).
 */
export function idempotencyRef(
  uid: string,
  key: string,
  endpoint: "orders" | "bookings",
): DocumentReference {
  const name = endpoint === "orders" ? `${uid}:${key}` : `${uid}:${endpoint}:${key}`;
  return db()
    .collection(serverWriters.idempotencyKeys.name)
    .doc(createHash("sha256").update(name).digest("hex"));
}
