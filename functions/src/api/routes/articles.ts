/**
 * Articles and case studies for outside clients, in the old API's style: the published ones,
 * newest first, a page at a time (http.ts sendPage), and one by its slug. A slug the article had
 * before answers 301 to its current one; a draft, or a slug no article has, is a 404.
 */
import { Router } from "express";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { isSlug } from "../../shared/articles";
import { COLLECTIONS } from "../../shared/registry";
import { sendPage, toJson } from "../http";
import { Problem } from "../problem";

export const articles = Router();

const isPublished = (snapshot: DocumentSnapshot) => snapshot.get("status") === "published";

articles.get("/articles", async (req, res) => {
  const collection = db().collection(COLLECTIONS.articles);
  const published = collection.where("status", "==", "published").orderBy("publishedAt", "desc");
  await sendPage(req, res, published, collection, { visible: isPublished });
});

articles.get("/articles/:slug", async (req, res) => {
  const { slug } = req.params;
  const missing = new Problem(404, "No published article has this address");
  if (!isSlug(slug)) throw missing;
  const claim = await withDeadline(db().collection(COLLECTIONS.articleSlugs).doc(slug).get());
  const articleId: unknown = claim.get("articleId");
  if (!claim.exists || typeof articleId !== "string") throw missing;
  const snapshot = await withDeadline(db().collection(COLLECTIONS.articles).doc(articleId).get());
  if (!snapshot.exists || !isPublished(snapshot)) throw missing;
  const current: unknown = snapshot.get("slug");
  if (typeof current === "string" && current !== slug) {
    // Relative, so it holds however the API is reached (Hosting's /api or the function's URL).
    res.redirect(301, encodeURIComponent(current));
    return;
  }
  res.json(toJson(snapshot));
});
