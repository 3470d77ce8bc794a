/**
 * The insightsIndex trigger on the Functions emulator: publishing, editing, unpublishing and
 * deleting articles keeps settings/insights listing exactly the published ones, newest first;
 * the transaction lets writes to several articles at once all land.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { adminDb } from "../../../tests/support/admin.ts";
import { readIndex, type InsightsIndexEntry } from "../shared/insights";

const run = randomUUID().slice(0, 8);
const WITHIN_MS = 20_000;

const fields = (slug: string, status: "draft" | "published", minute: number) => ({
  kind: "article",
  title: slug,
  slug,
  summary: "Summary",
  cover: "/images/services/seo.svg",
  authorId: "member-1",
  serviceIds: ["seo"],
  body: "Body",
  caseStudy: null,
  status,
  publishedAt:
    status === "published" ? Timestamp.fromMillis(Date.UTC(2031, 0, 1, 0, minute)) : null,
  updatedAt: Timestamp.now(),
});

/** Our entries of the index, once `check` holds (polled: the trigger runs on its own). */
async function ourIndex(check: (ids: string[]) => boolean): Promise<InsightsIndexEntry[]> {
  const start = Date.now();
  for (;;) {
    const entries = readIndex((await adminDb().doc("settings/insights").get()).data());
    const ours = entries.filter((entry) => entry.id.endsWith(run));
    if (check(ours.map((entry) => entry.id))) return ours;
    if (Date.now() - start > WITHIN_MS) {
      throw new Error(`settings/insights never matched: ${JSON.stringify(ours)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const same = (expected: string[]) => (ids: string[]) =>
  ids.length === expected.length && ids.every((id, i) => id === expected[i]);

describe("the insights index", () => {
  it("follows publishing, editing, unpublishing and deleting, newest first", async () => {
    const [a, b, c] = ["a", "b", "c"].map((name) => `${name}-${run}`) as [string, string, string];
    await Promise.all([
      adminDb()
        .doc(`articles/${a}`)
        .set(fields(a, "published", 1)),
      adminDb()
        .doc(`articles/${b}`)
        .set(fields(b, "published", 2)),
      adminDb()
        .doc(`articles/${c}`)
        .set(fields(c, "draft", 3)),
    ]);
    await ourIndex(same([b, a]));

    await adminDb()
      .doc(`articles/${c}`)
      .set(fields(c, "published", 3));
    await ourIndex(same([c, b, a]));

    await adminDb()
      .doc(`articles/${a}`)
      .set(fields(`${a}-renamed`, "published", 1));
    const renamed = await ourIndex((ids) => ids.length === 3);
    await expect
      .poll(async () => (await ourIndex(() => true)).find((entry) => entry.id === a)?.slug, {
        timeout: WITHIN_MS,
      })
      .toBe(`${a}-renamed`);
    expect(renamed.map((entry) => entry.id)).toEqual([c, b, a]);

    await adminDb()
      .doc(`articles/${b}`)
      .set(fields(b, "draft", 2));
    await ourIndex(same([c, a]));

    await adminDb().doc(`articles/${c}`).delete();
    await ourIndex(same([a]));
  });
});
