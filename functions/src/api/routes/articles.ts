/**
 * Articles and case studies for outside clients, in the old API's style: the published ones,
 * newest first, a page at a time (http.ts sendPage), and one by its slug. A slug the article had
 * before answers 301 to its current one; a draft, or a slug no article has, is a 404.
 */
import { Router } from "express";
import type { Query } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { articleBySlug, isPublished } from "../../server/articles";
import { adminQuery, queries, registry } from "../../shared/registry";
import { sendPage, toJson } from "../http";
import { Problem } from "../problem";

export const articles = Router();

articles.get("/articles", async (req, res) => {
  const collection = db().collection(registry.articles.name);
  const published = adminQuery((name): Query => db().collection(name), queries.latestArticles());
  await sendPage(req, res, published, collection, {
    visible: (snapshot) => isPublished(registry.articles.read(snapshot.id, snapshot.data())),
  });
});

articles.get("/articles/:slug", async (req, res) => {
  const found = await withDeadline(articleBySlug(db(), req.params.slug));
  if (!found) throw new Problem(404, "No published article has this address");
  if (found.movedTo !== undefined) {
    // Relative, so it holds however the API is reached (Hosting's /api or the function's URL).
    res.redirect(301, encodeURIComponent(found.movedTo));
    return;
  }
  res.json(toJson(found.snapshot));
});
