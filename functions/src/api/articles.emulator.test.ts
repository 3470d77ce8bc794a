/**
 * GET /articles and GET /articles/{slug} on the Functions emulator: published articles only,
 * newest first and paged like the other lists; an old slug answers 301 to the current one; a
 * draft, an unknown or a malformed slug is a 404 problem+json.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { URLS } from "../../../scripts/lib/config.ts";
import { adminDb } from "../../../tests/support/admin.ts";
import { api } from "../../../tests/support/api.ts";

const run = randomUUID().slice(0, 8);
const slug = (name: string) => `${name}-${run}`;

async function article(
  id: string,
  fields: { slug: string; status: "draft" | "published"; minute: number; oldSlugs?: string[] },
) {
  const at = Timestamp.fromMillis(Date.UTC(2030, 0, 1) + fields.minute * 60_000);
  const batch = adminDb().batch();
  batch.set(adminDb().doc(`articles/${id}`), {
    kind: "article",
    title: `Title ${id}`,
    slug: fields.slug,
    summary: "Summary",
    cover: "/images/services/seo.svg",
    authorId: "member-1",
    serviceIds: ["seo"],
    body: "## Body",
    caseStudy: null,
    status: fields.status,
    publishedAt: fields.status === "published" ? at : null,
    updatedAt: at,
  });
  for (const claimed of [fields.slug, ...(fields.oldSlugs ?? [])]) {
    batch.set(adminDb().doc(`articleSlugs/${claimed}`), { articleId: id });
  }
  await batch.commit();
}

const ids = { newer: `newer-${run}`, older: `older-${run}`, draft: `draft-${run}` };

beforeAll(async () => {
  await article(ids.older, { slug: slug("older"), status: "published", minute: 1 });
  await article(ids.newer, {
    slug: slug("newer"),
    status: "published",
    minute: 2,
    oldSlugs: [slug("first-title")],
  });
  await article(ids.draft, { slug: slug("draft"), status: "draft", minute: 3 });
});

describe("GET /articles", () => {
  it("lists published articles only, newest first, in the old API's shape", async () => {
    const res = await api("/articles");
    expect(res.status).toBe(200);
    const items = res.body as { _id: string; slug: string; status: string; publishedAt: unknown }[];
    const ours = items.filter((item) => item._id.endsWith(run));
    expect(ours.map((item) => item._id)).toEqual([ids.newer, ids.older]);
    expect(items.every((item) => item.status === "published")).toBe(true);
  });

  it("pages with ?limit= and a Link to the next page, and refuses a draft as the cursor", async () => {
    const first = await api("/articles?limit=1");
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.headers.get("link")).toMatch(/^<\?after=[^&]+&limit=1>; rel="next"$/);
    const bad = await api(`/articles?after=${ids.draft}`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("GET /articles/{slug}", () => {
  it("answers a published article by its slug", async () => {
    const res = await api(`/articles/${slug("newer")}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: ids.newer, slug: slug("newer"), status: "published" });
  });

  it("answers an old slug with 301 to the current one", async () => {
    const res = await fetch(`${URLS.api}/articles/${slug("first-title")}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get("location") ?? "", res.url);
    expect(location.href).toBe(`${URLS.api}/articles/${slug("newer")}`);
  });

  it("is a 404 problem for a draft, an unknown slug or one that is not a slug", async () => {
    for (const path of [slug("draft"), slug("nothing"), "Not%20A%20Slug", "..%2Fusers"]) {
      const res = await api(`/articles/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
  });
});
