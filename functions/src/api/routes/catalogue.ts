/**
 * Services, team and reviews: public reads; services written by admins, reviews by signed-in
 * users (as themselves) and removed by their author or an admin.
 */
import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { readReview } from "../../shared/documents";
import { COLLECTIONS } from "../../shared/model";
import { reviewInputSchema, serviceInputSchema } from "../../shared/schemas";
import { authenticate, authenticateAdmin } from "../auth";
import { docId, parseBody, toJson } from "../http";
import { Problem } from "../problem";

export const catalogue = Router();

catalogue.get("/services", async (_req, res) => {
  const snapshot = await withDeadline(
    db().collection(COLLECTIONS.services).orderBy("createdAt").get(),
  );
  res.json(snapshot.docs.map(toJson));
});

catalogue.get("/services/:id", async (req, res) => {
  const snapshot = await withDeadline(db().collection(COLLECTIONS.services).doc(docId(req)).get());
  if (!snapshot.exists) throw new Problem(404, "No service has this id");
  res.json(toJson(snapshot));
});

catalogue.post("/services", async (req, res) => {
  await authenticateAdmin(req);
  const input = parseBody(serviceInputSchema, req);
  const ref = await withDeadline(
    db()
      .collection(COLLECTIONS.services)
      .add({ ...input, des1: input.des1 ?? [], createdAt: FieldValue.serverTimestamp() }),
  );
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
});

catalogue.delete("/services/:id", async (req, res) => {
  await authenticateAdmin(req);
  const ref = db().collection(COLLECTIONS.services).doc(docId(req));
  if (!(await withDeadline(ref.get())).exists) throw new Problem(404, "No service has this id");
  await withDeadline(ref.delete());
  res.json({ acknowledged: true, deletedCount: 1 });
});

catalogue.get("/team", async (_req, res) => {
  const snapshot = await withDeadline(db().collection(COLLECTIONS.team).get());
  res.json(snapshot.docs.map(toJson));
});

catalogue.get("/reviews", async (_req, res) => {
  const snapshot = await withDeadline(
    db().collection(COLLECTIONS.reviews).orderBy("createdAt", "desc").get(),
  );
  res.json(snapshot.docs.map(toJson));
});

catalogue.post("/reviews", async (req, res) => {
  const caller = await authenticate(req);
  const input = parseBody(reviewInputSchema, req);
  const ref = await withDeadline(
    db()
      .collection(COLLECTIONS.reviews)
      .add({ ...input, uid: caller.uid, createdAt: FieldValue.serverTimestamp() }),
  );
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
});

catalogue.delete("/reviews/:id", async (req, res) => {
  const caller = await authenticate(req);
  const ref = db().collection(COLLECTIONS.reviews).doc(docId(req));
  const snapshot = await withDeadline(ref.get());
  if (!snapshot.exists) throw new Problem(404, "No review has this id");
  if (!caller.admin && readReview(snapshot.id, snapshot.data()).uid !== caller.uid) {
    throw new Problem(403, "Only the author or an admin can remove a review");
  }
  await withDeadline(ref.delete());
  res.json({ acknowledged: true, deletedCount: 1 });
});
