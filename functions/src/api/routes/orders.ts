/**
 * Orders: a customer books for themself and sees only their own; admins see all. The owner may
 * delete a pending order, an admin any order.
 */
import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { readIdempotencyKey, readOrder, readService } from "../../shared/documents";
import { registry, serverWriters } from "../../shared/registry";
import { orderInputSchema, type OrderInput } from "../../shared/schemas";
import { authenticate, authenticateVerified } from "../auth";
import { docId, parseBody, sendPage } from "../http";
import { idempotencyKey, idempotencyRef } from "../idempotency";
import { Problem } from "../problem";
import { readUserCounter, writeCounter } from "../rate-limit";

export const orders = Router();

/**
 * The booked service, by id, else by its exact name (old clients); its name is the catalogue's,
 * whatever the request called it, so the emails name what the agency sells.
 */
async function findService(input: OrderInput): Promise<{ id: string; name: string }> {
  const services = db().collection(registry.services.name);
  const found = input.serviceId
    ? await withDeadline(services.doc(input.serviceId).get())
    : (await withDeadline(services.where("name", "==", input.serviceName).limit(1).get())).docs[0];
  if (!found?.exists) {
    const field = input.serviceId ? "serviceId" : "serviceName";
    throw new Problem(400, "The service does not exist", [
      { path: field, message: `No service has this ${input.serviceId ? "id" : "name"}` },
    ]);
  }
  return { id: found.id, name: readService(found.id, found.data()).name };
}

orders.get("/orders", async (req, res) => {
  const caller = await authenticate(req);
  const collection = db().collection(registry.orders.name);
  const query = caller.admin ? collection : collection.where("uid", "==", caller.uid);
  await sendPage(req, res, query.orderBy("createdAt", "desc"), collection, {
    visible: (cursor) =>
      caller.admin ? true : readOrder(cursor.id, cursor.data()).uid === caller.uid,
  });
});

/**
 * The order, the step of the caller's counter and the Idempotency-Key's record go in one
 * transaction: a retried request creates and counts nothing, and answers the first insertedId.
 */
orders.post("/orders", async (req, res) => {
  const caller = await authenticateVerified(req, "booking a service");
  const key = idempotencyKey(req);
  const input = parseBody(orderInputSchema, req);
  if (!caller.email || input.email.toLowerCase() !== caller.email) {
    throw new Problem(403, "Orders can only be booked with your own account's email");
  }
  const service = await findService(input);
  const order = registry.orders.write(
    {
      uid: caller.uid,
      serviceId: service.id,
      input: { ...input, email: caller.email, serviceName: service.name },
    },
    FieldValue.serverTimestamp(),
  );
  const orderRef = db().collection(registry.orders.name).doc();
  const keyRef = key ? idempotencyRef(caller.uid, key, "orders") : null;
  const insertedId = await withDeadline((signal) =>
    db().runTransaction(async (tx) => {
      if (keyRef) {
        const seen = await tx.get(keyRef);
        if (seen.exists) return readIdempotencyKey(seen.id, seen.data()).orderId;
      }
      const counting = await readUserCounter(tx, caller.uid, "orders");
      signal.throwIfAborted();
      tx.create(orderRef, order);
      writeCounter(tx, counting, orderRef.id);
      if (keyRef) {
        tx.create(
          keyRef,
          serverWriters.idempotencyKeys.write(
            { uid: caller.uid, orderId: orderRef.id },
            FieldValue.serverTimestamp(),
          ),
        );
      }
      return orderRef.id;
    }),
  );
  res.status(insertedId === orderRef.id ? 201 : 200).json({ acknowledged: true, insertedId });
});

orders.delete("/orders/:id", async (req, res) => {
  const caller = await authenticate(req);
  const ref = db().collection(registry.orders.name).doc(docId(req));
  await withDeadline((signal) =>
    db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw new Problem(404, "No order has this id");
      const order = readOrder(snapshot.id, snapshot.data());
      if (!caller.admin) {
        if (order.uid !== caller.uid) {
          throw new Problem(403, "You can only delete your own orders");
        }
        if (order.status !== "pending") {
          throw new Problem(403, "A delivered order cannot be deleted");
        }
      }
      signal.throwIfAborted();
      tx.delete(ref);
    }),
  );
  res.json({ acknowledged: true, deletedCount: 1 });
});
