/**
 * Articles and case studies (/insights): drafts are unreadable to everyone but admins, only admins
 * write, each write claims its slug (articleSlugs) in the same batch so slugs stay unique and old
 * ones keep naming their article, and lists are bounded and filtered on published.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
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
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { describe, it } from "vitest";
import type { ArticleInput } from "../../functions/src/shared/articles.ts";
import { useRulesEnvironment } from "./env.ts";
import { admin, anonymous, customerA, MEDIA_REF, type Actor } from "./fixtures.ts";

const { env, as } = useRulesEnvironment();

function input(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    kind: "article",
    title: "Local SEO in 2027",
    slug: "local-seo-in-2027",
    summary: "What still moves a local business up the map.",
    cover: MEDIA_REF,
    authorId: "member-1",
    serviceIds: ["svc-1"],
    body: "## Why\n\nBecause.",
    caseStudy: null,
    ...overrides,
  };
}

const CASE_STUDY: ArticleInput["caseStudy"] = {
  client: "Bakery Nord",
  challenge: "No visits from search.",
  results: [{ figure: "+140%", label: "organic traffic in 6 months" }],
};

/** An admin's save: the article and its slug's claim in one batch. */
function save(
  db: Firestore,
  id: string,
  fields: Record<string, unknown>,
  { claim = true }: { claim?: boolean } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, `articles/${id}`), fields);
  if (claim) batch.set(doc(db, `articleSlugs/${String(fields.slug)}`), { articleId: id });
  return batch.commit();
}

const draft = (overrides: Partial<ArticleInput> = {}) => ({
  ...input(overrides),
  status: "draft",
  publishedAt: null,
  updatedAt: serverTimestamp(),
});
const published = (overrides: Partial<ArticleInput> = {}) => ({
  ...input(overrides),
  status: "published",
  publishedAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

const PAST = Timestamp.fromMillis(Date.UTC(2026, 5, 1));

/** A published article and a draft, with their slugs (each article's id), written with the rules off. */
async function seedArticles(): Promise<void> {
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const store = (id: string, status: string, publishedAt: Timestamp | null) => [
      setDoc(doc(db, "articles", id), {
        ...input({ slug: id }),
        status,
        publishedAt,
        updatedAt: PAST,
      }),
      setDoc(doc(db, "articleSlugs", id), { articleId: id }),
    ];
    await Promise.all([...store("live", "published", PAST), ...store("secret", "draft", null)]);
  });
}

describe("articles: reading", () => {
  it("everyone reads a published article; only admins read a draft or the slugs", async () => {
    await seedArticles();
    for (const actor of [anonymous, customerA]) {
      await assertSucceeds(getDoc(doc(as(actor), "articles/live")));
      await assertFails(getDoc(doc(as(actor), "articles/secret")));
      await assertFails(getDoc(doc(as(actor), "articleSlugs/live")));
    }
    await assertSucceeds(getDoc(doc(as(admin), "articles/secret")));
    await assertSucceeds(getDoc(doc(as(admin), "articleSlugs/secret")));
  });

  it("a list must ask for published articles only, at most 50, unless an admin asks", async () => {
    await seedArticles();
    const articles = (actor: Actor) => collection(as(actor), "articles");
    const published = where("status", "==", "published");
    await assertSucceeds(getDocs(query(articles(anonymous), published, limit(12))));
    await assertFails(getDocs(query(articles(anonymous), limit(12))));
    await assertFails(getDocs(query(articles(anonymous), published, limit(51))));
    await assertFails(getDocs(query(articles(anonymous), published)));
    await assertSucceeds(getDocs(query(articles(admin), limit(50))));
  });
});

describe("articles: writing", () => {
  it("an admin creates an article and a case study, each claiming its slug", async () => {
    await assertSucceeds(save(as(admin), "a1", draft()));
    await assertSucceeds(
      save(
        as(admin),
        "a2",
        published({ kind: "case-study", slug: "bakery", caseStudy: CASE_STUDY }),
      ),
    );
  });

  it("nobody else writes an article or a slug", async () => {
    for (const actor of [anonymous, customerA]) {
      await assertFails(save(as(actor), "a1", draft()));
      await assertFails(setDoc(doc(as(actor), "articleSlugs/free"), { articleId: "a1" }));
    }
  });

  it("refuses an article without its slug's claim, or whose slug belongs to another", async () => {
    await seedArticles();
    await assertFails(save(as(admin), "a1", draft(), { claim: false }));
    await assertFails(save(as(admin), "a1", draft({ slug: "live" })));
    await assertFails(save(as(admin), "a1", draft({ slug: "live" }), { claim: false }));
  });

  it("a slug change claims the new slug and keeps the old one for the redirect", async () => {
    await seedArticles();
    await assertSucceeds(
      save(as(admin), "live", { ...published({ slug: "live-2" }), publishedAt: PAST }),
    );
    await assertFails(deleteDoc(doc(as(admin), "articleSlugs/live")));
    await assertFails(setDoc(doc(as(admin), "articleSlugs/live"), { articleId: "secret" }));
  });

  it("slugs go only with their article", async () => {
    await seedArticles();
    const db = as(admin);
    const batch = writeBatch(db);
    batch.delete(doc(db, "articles/live"));
    batch.delete(doc(db, "articleSlugs/live"));
    await assertSucceeds(batch.commit());
  });

  it("keeps the publication date unless the server sets it anew", async () => {
    await seedArticles();
    await assertSucceeds(
      save(
        as(admin),
        "live",
        { ...published({ slug: "live" }), publishedAt: PAST },
        { claim: false },
      ),
    );
    await assertFails(
      save(
        as(admin),
        "live",
        { ...published({ slug: "live" }), publishedAt: Timestamp.fromMillis(0) },
        { claim: false },
      ),
    );
    await assertFails(save(as(admin), "a1", { ...draft(), status: "published" }));
  });

  it("refuses hostile or malformed fields", async () => {
    const bad: [string, Record<string, unknown>][] = [
      ["a 1 MB body", draft({ body: "a".repeat(1_000_000) })],
      ["a body one past the limit", draft({ body: "a".repeat(50_001) })],
      ["a slug with a space", { ...draft(), slug: "local seo" }],
      ["a slug with a double hyphen", { ...draft(), slug: "local--seo" }],
      ["an upper-case slug", draft({ slug: "Local-SEO" })],
      ["a javascript: cover", draft({ cover: "javascript:alert(1)" })],
      ["an outside cover", draft({ cover: "https://tracker.example/p.png" })],
      ["seven services", draft({ serviceIds: ["a", "b", "c", "d", "e", "f", "g"] })],
      ["a service path", draft({ serviceIds: ["../users/alice"] })],
      ["an article with figures", draft({ caseStudy: CASE_STUDY })],
      ["a case study without figures", draft({ kind: "case-study" })],
      [
        "a case study with no results",
        draft({ kind: "case-study", caseStudy: { ...CASE_STUDY, results: [] } }),
      ],
      ["an unknown kind", { ...draft(), kind: "press" }],
      ["an unknown status", { ...draft(), status: "scheduled" }],
      ["an extra field", { ...draft(), views: 0 }],
      ["a client update time", { ...draft(), updatedAt: PAST }],
    ];
    for (const [label, fields] of bad) {
      await assertFails(save(as(admin), "a1", fields)).catch((error: unknown) => {
        throw new Error(`${label} was accepted`, { cause: error });
      });
    }
  });

  it("accepts each limit exactly", async () => {
    await assertSucceeds(
      save(
        as(admin),
        "a1",
        draft({
          body: "a".repeat(50_000),
          title: "t".repeat(120),
          summary: "s".repeat(300),
          slug: "s".repeat(80),
          serviceIds: ["a", "b", "c", "d", "e", "f"],
        }),
      ),
    );
  });
});
