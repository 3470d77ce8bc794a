/**
 * The sweep (sweep.ts) on the emulators, with its clock injected: a picture whose last document
 * is deleted is marked by the first sweep and still served, and deleted with its variants by a
 * sweep after the grace period; a picture two documents name survives deleting one; uploading a
 * marked picture again clears its mark; a review's, a block's and a profile's picture count as
 * references, and so do an article's cover and the pictures its Markdown body shows, for a draft
 * as for a published article; an upload never saved into a document is freed too.
 *
 * The sweep goes through every stored picture of the project: each test moves the clock to a
 * time of its own, far after the previous test's, and asserts about its own pictures only.
 */
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, createAccount, idToken } from "../../../tests/support/admin.ts";
import { fetchMedia, uploadImage } from "../../../tests/support/media.ts";
import { photoJpeg } from "../../../tests/support/photos.ts";
import { articleInputSchema, type ArticleInput } from "../shared/articles";
import { parseMediaRef, variantUrl, variantWidths, type UploadedImage } from "../shared/images";
import { COLLECTIONS, registry } from "../shared/registry";
import { SWEEP_GRACE_MS, sweepImages, type SweepReport } from "./sweep";
import { VARIANTS } from "./store";

const GRACE = SWEEP_GRACE_MS;
const MINUTE = 60_000;
const stamp = randomUUID().slice(0, 8);
const created: string[] = [];
let token = "";

/** The start of the next test's clock: well after anything an earlier test swept at. */
let clock = Date.now();
function nextClock(): number {
  clock += 10 * GRACE;
  return clock;
}

beforeAll(async () => {
  token = await idToken(await createAccount("sweep-admin", { admin: true }));
});

afterAll(async () => {
  await Promise.all(created.map((document) => adminDb().doc(document).delete()));
});

let seedNumber = 700;
/** Uploads a new picture (each photo's noise is random: a picture of its own). */
async function upload(): Promise<UploadedImage & { hash: string; file: Buffer }> {
  seedNumber += 1;
  const bytes = await photoJpeg({ width: 400, height: 300, seed: seedNumber });
  const res = await uploadImage(bytes, { token, contentType: "image/jpeg" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const image = res.image as UploadedImage;
  const ref = parseMediaRef(image.src);
  if (!ref) throw new Error(`not a reference: ${image.src}`);
  return { ...image, hash: ref.hash, file: bytes };
}

async function reupload(bytes: Buffer): Promise<number> {
  return (await uploadImage(bytes, { token, contentType: "image/jpeg" })).status;
}

async function save(document: string, data: DocumentData): Promise<void> {
  created.push(document);
  await adminDb().doc(document).set(data);
}

const remove = (document: string) => adminDb().doc(document).delete();

const service = (img: string, blockImage = "") => ({
  name: `Swept ${stamp}`,
  bannerh: "Heading",
  bannerP: "Sub heading",
  des: "Description",
  img,
  des1: [
    { id: "a", h1: "First", img1: "" },
    { id: "b", h1: "Second", img1: blockImage },
  ],
});

/** The picture's mark (null when it has none), or "deleted". */
async function state(hash: string): Promise<Timestamp | null | "deleted"> {
  const snapshot = await adminDb().collection(COLLECTIONS.images).doc(hash).get();
  if (!snapshot.exists) return "deleted";
  const mark: unknown = snapshot.get("unreferencedSince");
  return mark instanceof Timestamp ? mark : null;
}

async function variantCount(hash: string): Promise<number> {
  const variants = adminDb().collection(COLLECTIONS.images).doc(hash).collection(VARIANTS);
  return (await variants.count().get()).data().count;
}

/** GET of the picture and of each of its widths: all 200, or all 404. */
async function servedStatuses(image: UploadedImage): Promise<number[]> {
  const ref = parseMediaRef(image.src);
  if (!ref) throw new Error(`not a reference: ${image.src}`);
  const paths = [image.src, ...variantWidths(ref.width).map((w) => variantUrl(ref, w))];
  return Promise.all(paths.map(async (p) => (await fetchMedia(p)).status));
}

const sweep = (now: number): Promise<SweepReport> => sweepImages({ now, graceMs: GRACE });

describe("the sweep", { timeout: 120_000 }, () => {
  it("marks a deleted service's picture, keeps serving it, and deletes it after the grace", async () => {
    const t0 = nextClock();
    const picture = await upload();
    const document = `${COLLECTIONS.services}/sweep-service-${stamp}`;
    await save(document, service(picture.src));

    const first = await sweep(t0);
    expect(first.referenced).toBeGreaterThanOrEqual(1);
    expect(await state(picture.hash)).toBeNull();

    await remove(document);
    const marking = await sweep(t0 + MINUTE);
    expect(marking.marked).toBeGreaterThanOrEqual(1);
    expect(await state(picture.hash)).toEqual(Timestamp.fromMillis(t0 + MINUTE));
    // A page a CDN or a tab still holds keeps showing it.
    expect(new Set(await servedStatuses(picture))).toEqual(new Set([200]));

    // Within the grace period it stays, marked since the first sweep that found it unreferenced.
    await sweep(t0 + MINUTE + GRACE - 1);
    expect(await state(picture.hash)).toEqual(Timestamp.fromMillis(t0 + MINUTE));
    expect(new Set(await servedStatuses(picture))).toEqual(new Set([200]));

    const freeing = await sweep(t0 + MINUTE + GRACE);
    expect(freeing.deleted).toContain(picture.hash);
    expect(await state(picture.hash)).toBe("deleted");
    expect(await variantCount(picture.hash)).toBe(0);
    expect(new Set(await servedStatuses(picture))).toEqual(new Set([404]));
  });

  it("keeps a picture two documents name when one of them is deleted", async () => {
    const t0 = nextClock();
    const picture = await upload();
    const member = `${COLLECTIONS.team}/sweep-member-${stamp}`;
    const other = `${COLLECTIONS.services}/sweep-shared-${stamp}`;
    await save(member, { img: picture.src, nameDeg: "Sam, Developer", order: 3 });
    await save(other, service("/images/web-design.svg", picture.src));

    await remove(member);
    await sweep(t0);
    await sweep(t0 + 2 * GRACE);
    expect(await state(picture.hash)).toBeNull();
    expect(new Set(await servedStatuses(picture))).toEqual(new Set([200]));

    // Once the second goes too, the picture goes a grace period later.
    await remove(other);
    await sweep(t0 + 3 * GRACE);
    expect(await state(picture.hash)).toEqual(Timestamp.fromMillis(t0 + 3 * GRACE));
    await sweep(t0 + 4 * GRACE);
    expect(await state(picture.hash)).toBe("deleted");
  });

  it("frees an upload never saved, unless it is uploaded again or saved before the grace ends", async () => {
    const t0 = nextClock();
    const abandoned = await upload();
    const reused = await upload();
    const saved = await upload();

    const marking = await sweep(t0);
    expect(marking.marked).toBeGreaterThanOrEqual(3);
    for (const picture of [abandoned, reused, saved]) {
      expect(await state(picture.hash)).toEqual(Timestamp.fromMillis(t0));
    }

    // Uploading the same file again (a form picking it anew) clears the mark at once.
    expect(await reupload(abandoned.file)).toBe(200);
    expect(await state(abandoned.hash)).toBeNull();
    // Saving a marked picture into a document clears it at the next sweep.
    await save(`${COLLECTIONS.team}/sweep-saved-${stamp}`, {
      img: saved.src,
      nameDeg: "Kim, Writer",
      order: 4,
    });
    const clearing = await sweep(t0 + GRACE / 2);
    expect(clearing.cleared).toBeGreaterThanOrEqual(1);
    expect(await state(saved.hash)).toBeNull();
    // The re-uploaded one, still in no document, is marked again from this sweep.
    expect(await state(abandoned.hash)).toEqual(Timestamp.fromMillis(t0 + GRACE / 2));

    const freeing = await sweep(t0 + GRACE);
    expect(freeing.deleted).toContain(reused.hash);
    expect(await state(reused.hash)).toBe("deleted");
    expect(await state(abandoned.hash)).toEqual(Timestamp.fromMillis(t0 + GRACE / 2));
    expect(await state(saved.hash)).toBeNull();

    await sweep(t0 + GRACE / 2 + GRACE);
    expect(await state(abandoned.hash)).toBe("deleted");
    expect(await state(saved.hash)).toBeNull();
  });

  it("counts a review's, a detail block's and a profile's picture as references", async () => {
    const t0 = nextClock();
    const [review, block, profile] = [await upload(), await upload(), await upload()];
    await save(`${COLLECTIONS.reviews}/sweep-review-${stamp}`, {
      name: "Rae",
      ratings: 5,
      review: "Lovely.",
      image: review.src,
      uid: "sweep",
      // Pending reviews are not public, but their pictures are theirs to keep.
      status: "pending",
    });
    await save(`${COLLECTIONS.services}/sweep-block-${stamp}`, service("", block.src));
    await save(`${COLLECTIONS.users}/sweep-user-${stamp}`, {
      email: `sweep-${stamp}@agency.test`,
      displayName: "Pat",
      photoURL: profile.src,
    });

    await sweep(t0);
    await sweep(t0 + 2 * GRACE);
    for (const picture of [review, block, profile]) {
      expect(await state(picture.hash)).toBeNull();
      expect(await variantCount(picture.hash)).toBeGreaterThan(0);
    }
  });

  it("keeps a draft's and a published article's cover and body pictures, and frees an unsaved upload", async () => {
    const t0 = nextClock();
    const [draftCover, first, inline, referenced] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    const [publishedCover, titled, bracketed] = [await upload(), await upload(), await upload()];
    const abandoned = await upload();
    const articles = [
      {
        id: `sweep-draft-${stamp}`,
        cover: draftCover.src,
        body: [
          "An introduction.",
          `![The first picture](${first.src})`,
          `Text with ![a picture inline](${inline.src}) in a sentence.`,
          "![A reference-style picture][figure]",
          `[figure]: ${referenced.src} "Its title"`,
        ],
        status: "draft" as const,
        publishedAt: null,
      },
      {
        id: `sweep-published-${stamp}`,
        cover: publishedCover.src,
        body: [
          "## Before and after",
          `![Before](${titled.src} "The shop before")`,
          `![After](<${bracketed.src}>)`,
        ],
        status: "published" as const,
        publishedAt: Timestamp.fromMillis(t0 - GRACE),
      },
    ];
    for (const { id, cover, body, status, publishedAt } of articles) {
      // As the editor saves it: its payload checked by the schema, written by the registry.
      const input: ArticleInput = articleInputSchema.parse({
        kind: "article",
        title: `Swept ${id}`,
        slug: id,
        summary: "What the article is about.",
        cover,
        authorId: "sweep-author",
        serviceIds: [],
        body: body.join("\n\n"),
        caseStudy: null,
      });
      await save(
        `${COLLECTIONS.articles}/${id}`,
        registry.articles.write({ input, status, publishedAt }, FieldValue.serverTimestamp()),
      );
    }
    const kept = [draftCover, first, inline, referenced, publishedCover, titled, bracketed];

    const marking = await sweep(t0);
    expect(await state(abandoned.hash)).toEqual(Timestamp.fromMillis(t0));
    const freeing = await sweep(t0 + GRACE);
    expect(freeing.deleted).toContain(abandoned.hash);
    expect(await state(abandoned.hash)).toBe("deleted");
    const later = await sweep(t0 + 3 * GRACE);

    const keptHashes = new Set(kept.map(({ hash }) => hash));
    for (const report of [marking, freeing, later]) {
      expect(report.deleted.filter((hash) => keptHashes.has(hash))).toEqual([]);
    }
    for (const picture of kept) {
      expect(await state(picture.hash), picture.src).toBeNull();
      expect(await variantCount(picture.hash), picture.src).toBeGreaterThan(0);
    }
    // The published article's pictures are still served, in every width.
    for (const picture of [publishedCover, titled, bracketed]) {
      expect(new Set(await servedStatuses(picture)), picture.src).toEqual(new Set([200]));
    }
  });

  it("reports documents naming a picture that is not stored", async () => {
    const document = `${COLLECTIONS.team}/sweep-missing-${stamp}`;
    const src = "/media/00000000000000000000dead-400x300";
    await save(document, { img: src, nameDeg: "Lee, Ghost", order: 9 });
    const report = await sweep(nextClock());
    expect(report.missing).toContain(`${document} img: ${src}`);
  });
});
