/**
 * Orders: a customer books for themself and sees only their own; admins see all. The owner may
 * delete a pending order, an admin any order.
 */
import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { COLLECTIONS } from "../../shared/model";
import { orderInputSchema, type OrderInput } from "../../shared/schemas";
import { authenticate } from "../auth";
import { docId, parseBody, toJson } from "../http";
import { Problem } from "../problem";

export const orders = Router();

/** The booked service: by id when given, else by its exact name (what old clients send). */
async function findServiceId(input: OrderInput): Promise<string> {
  const services = db().collection(COLLECTIONS.services);
  if (input.serviceId) {
    if ((await services.doc(input.serviceId).get()).exists) return input.serviceId;
    throw new Problem(400, "The service does not exist", [
      { path: "serviceId", message: "No service has this id" },
    ]);
  }
  const match = await services.where("name", "==", input.serviceName).limit(1).get();
  const found = match.docs[0];
  if (!found) {
    throw new Problem(400, "The service does not exist", [
      { path: "serviceName", message: "No service has this name" },
    ]);
  }
  return found.id;
}

orders.get("/orders", async (req, res) => {
  const caller = await authenticate(req);
  const collection = db().collection(COLLECTIONS.orders);
  const query = caller.admin ? collection : collection.where("uid", "==", caller.uid);
  const snapshot = await query.orderBy("createdAt", "desc").get();
  res.json(snapshot.docs.map(toJson));
});

orders.post("/orders", async (req, res) => {
  const caller = await authenticate(req);
  const input = parseBody(orderInputSchema, req);
  if (!caller.email || input.email.toLowerCase() !== caller.email) {
    throw new Problem(403, "Orders can only be booked with your own account's email");
  }
  const serviceId = await findServiceId(input);
  const ref = await db().collection(COLLECTIONS.orders).add({
    name: input.name,
    email: caller.email,
    phoneNumber: input.phoneNumber,
    address: input.address,
    serviceName: input.serviceName,
    serviceId,
    uid: caller.uid,
    status: "pending",
    createdAt: FieldValue.serverTimestamp(),
  });
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
});

orders.delete("/orders/:id", async (req, res) => {
  const caller = await authenticate(req);
  const ref = db().collection(COLLECTIONS.orders).doc(docId(req));
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new Problem(404, "No order has this id");
    if (!caller.admin) {
      if (snapshot.get("uid") !== caller.uid) {
        throw new Problem(403, "You can only delete your own orders");
      }
      if (snapshot.get("status") !== "pending") {
        throw new Problem(403, "A delivered order cannot be deleted");
      }
    }
    tx.delete(ref);
  });
  res.json({ acknowledged: true, deletedCount: 1 });
});
