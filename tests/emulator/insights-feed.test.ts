/**
 * /insights/feed.xml through Hosting: an Atom feed of the published articles only, newest first,
 * with absolute URLs on the configured origin, cacheable like the pages. Articles are written
 * with the Admin SDK; the insightsIndex trigger puts them in the index the feed reads.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { URLS } from "../../scripts/lib/config.ts";
import { LOCAL_SITE_ORIGIN } from "../../functions/src/shared/origin.ts";
import { PUBLIC_CACHE_CONTROL } from "../../web/src/lib/content.ts";
import { adminDb, closeAdminApps } from "../support/admin.ts";
import { parseDocument } from "../support/html.ts";

const written: string[] = [];
afterAll(async () => {
  await Promise.all(written.map((slug) => adminDb().doc(`articles/${slug}`).delete()));
  await closeAdminApps();
});

const ATOM = "http://www.w3.org/2005/Atom";
const run = randomUUID().slice(0, 8);

async function write(slug: string, status: "draft" | "published", minute: number) {
  const at = Timestamp.fromMillis(Date.UTC(2032, 0, 1, 0, minute));
  written.push(slug);
  await adminDb()
    .doc(`articles/${slug}`)
    .set({
      kind: minute === 2 ? "case-study" : "article",
      title: `Title <${slug}> & co`,
      slug,
      summary: "Summary",
      cover: "/images/services/seo.svg",
      authorId: "no-such-member",
      serviceIds: ["seo"],
      body: "Body",
      caseStudy:
        minute === 2
          ? { client: "C", challenge: "Ch", results: [{ figure: "+1", label: "L" }] }
          : null,
      status,
      publishedAt: status === "published" ? at : null,
      updatedAt: at,
    });
}

describe("/insights/feed.xml", () => {
  it("lists the published articles only, newest first, as Atom with absolute URLs", async () => {
    const [older, newer, draft] = ["older", "newer", "draft"].map((name) => `${name}-${run}`) as [
      string,
      string,
      string,
    ];
    await Promise.all([
      write(older, "published", 1),
      write(newer, "published", 2),
      write(draft, "draft", 3),
    ]);
    let ours: string[] = [];
    let document: Document | undefined;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${URLS.hosting}/insights/feed.xml`);
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
          expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
          document = parseDocument(await res.text(), "application/xml");
          ours = Array.from(
            document.getElementsByTagNameNS(ATOM, "entry"),
            (entry: Element) => entry.getElementsByTagNameNS(ATOM, "id")[0]?.textContent ?? "",
          ).filter((id) => id.endsWith(run));
          return ours.length;
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(2);
    expect(ours).toEqual([
      `${LOCAL_SITE_ORIGIN}/insights/${newer}`,
      `${LOCAL_SITE_ORIGIN}/insights/${older}`,
    ]);
    expect(document?.documentElement.namespaceURI).toBe(ATOM);
    const titles = document
      ? Array.from(
          document.getElementsByTagNameNS(ATOM, "title"),
          (title: Element) => title.textContent,
        )
      : [];
    expect(titles).toContain(`Title <${newer}> & co`);
    expect(titles.some((title) => title.includes(draft))).toBe(false);
  });
});
