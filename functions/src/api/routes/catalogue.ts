/**
 * Services, team and reviews: public reads (a page at a time, see http.ts sendPage); services
 * written by admins, reviews by verified users (as themselves, pending until an admin approves
 * them, within their hourly limit) and removed by their author or an admin.
 */
import { Router } from "express";
import { FieldPath, FieldValue, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { readReview } from "../../shared/documents";
import { adminQuery, queries, registry } from "../../shared/registry";
import { reviewRestInputSchema, serviceRestInputSchema } from "../../shared/schemas";
import { authenticate, authenticateAdmin, authenticateVerified } from "../auth";
import { docId, parseBody, sendPage, toJson } from "../http";
import { withPictures } from "../pictures";
import { Problem } from "../problem";
import { readUserCounter, writeCounter } from "../rate-limit";

export const catalogue = Router();

/** A service in the old backend's shape: without the site's display `order`. */
function serviceJson(snapshot: DocumentSnapshot): Record<string, unknown> {
  const { order: _order, ...service } = toJson(snapshot);
  return service;
}

catalogue.get("/services", async (req, res) => {
  const collection = db().collection(registry.services.name);
  await sendPage(req, res, collection.orderBy("createdAt", "desc"), collection, {
    shape: serviceJson,
  });
});

catalogue.get("/services/:id", async (req, res) => {
  const snapshot = await withDeadline(
    db().collection(registry.services.name).doc(docId(req)).get(),
  );
  if (!snapshot.exists) throw new Problem(404, "No service has this id");
  res.json(serviceJson(snapshot));
});

catalogue.post("/services", async (req, res) => {
  const caller = await authenticateAdmin(req);
  const input = parseBody(serviceRestInputSchema, req);
  const blocks = input.des1 ?? [];
  const images = [
    { path: "img", value: input.img },
    ...blocks.map((block, index) => ({ path: `des1.${index}.img1`, value: block.img1 })),
  ];
  const ref = await withPictures(caller, images, (reference) =>
    withDeadline(
      db()
        .collection(registry.services.name)
        .add(
          registry.services.write(
            {
              ...input,
              img: reference(input.img),
              des1: blocks.map((block) => ({ ...block, img1: reference(block.img1) })),
            },
            FieldValue.serverTimestamp(),
          ),
        ),
    ),
  );
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
});

catalogue.delete("/services/:id", async (req, res) => {
  await authenticateAdmin(req);
  const ref = db().collection(registry.services.name).doc(docId(req));
  if (!(await withDeadline(ref.get())).exists) throw new Problem(404, "No service has this id");
  await withDeadline(ref.delete());
  res.json({ acknowledged: true, deletedCount: 1 });
});

/** A team member in the old backend's shape: exactly `_id`, `img` and `nameDeg`. */
function teamMemberJson(snapshot: DocumentSnapshot): Record<string, unknown> {
  const { _id, img, nameDeg } = toJson(snapshot);
  return { _id, img, nameDeg };
}

/** In document-id order: team members carry no creation time. */
catalogue.get("/team", async (req, res) => {
  const collection = db().collection(registry.team.name);
  await sendPage(req, res, collection.orderBy(FieldPath.documentId()), collection, {
    shape: teamMemberJson,
  });
});

catalogue.get("/reviews", async (req, res) => {
  const collection = db().collection(registry.reviews.name);
  // The landing's query, without its limit: sendPage pages through every approved review.
  const approved = adminQuery((name): Query => db().collection(name), {
    ...queries.latestReviews,
    limit: undefined,
  });
  await sendPage(req, res, approved, collection, {
    visible: (cursor) => readReview(cursor.id, cursor.data()).status === "approved",
  });
});

catalogue.post("/reviews", async (req, res) => {
  const caller = await authenticateVerified(req, "posting a review");
  const input = parseBody(reviewRestInputSchema, req);
  const ref = db().collection(registry.reviews.name).doc();
  await withPictures(caller, [{ path: "image", value: input.image }], (reference) =>
    withDeadline((signal) =>
      db().runTransaction(async (tx) => {
        const counting = await readUserCounter(tx, caller.uid, "reviews");
        signal.throwIfAborted();
        const review = { ...input, image: reference(input.image) };
        tx.create(
          ref,
          registry.reviews.write({ uid: caller.uid, input: review }, FieldValue.serverTimestamp()),
        );
        writeCounter(tx, counting, ref.id);
      }),
    ),
  );
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
});

catalogue.delete("/reviews/:id", async (req, res) => {
  const caller = await authenticate(req);
  const ref = db().collection(registry.reviews.name).doc(docId(req));
  const snapshot = await withDeadline(ref.get());
  if (!snapshot.exists) throw new Problem(404, "No review has this id");
  if (!caller.admin && readReview(snapshot.id, snapshot.data()).uid !== caller.uid) {
    throw new Problem(403, "Only the author or an admin can remove a review");
  }
  await withDeadline(ref.delete());
  res.json({ acknowledged: true, deletedCount: 1 });
});
