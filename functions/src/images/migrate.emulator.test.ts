/**
 * The migration of inline pictures (migrate.ts, `npm run images:migrate`) on the emulators:
 * documents of each collection holding photo-like data URLs in each picture field end up holding
 * `/media/...` references that serve the same pictures, a service document shrinks to a few KB,
 * a data URL that is not a picture is reported and kept, an edit made during the migration is
 * kept, a dry run writes nothing, and a second run changes nothing.
 *
 * The migration goes through every document of the project (the seed's, other suites'); the
 * assertions are about this suite's own documents, and about the whole run only where any
 * document would do (a second run changes nothing anywhere).
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { DocumentData, Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../../scripts/lib/config.ts";
import { adminDb } from "../../../tests/support/admin.ts";
import { fetchMedia, pictureDistance } from "../../../tests/support/media.ts";
import { photoJpeg, photoPng, photoWebp, textNamedPng } from "../../../tests/support/photos.ts";
import { isMediaRef, parseMediaRef } from "../shared/images";
import { COLLECTIONS } from "../shared/registry";
import { migrateImages, type MigrationReport } from "./migrate";

const stamp = randomUUID().slice(0, 8);
const created: string[] = [];

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

async function seed(document: string, data: DocumentData): Promise<void> {
  created.push(document);
  await adminDb().doc(document).set(data);
}

async function read(document: string): Promise<DocumentData> {
  const snapshot = await adminDb().doc(document).get();
  const data = snapshot.data();
  if (!data) throw new Error(`${document} is missing`);
  return data;
}

/** The document's size as JSON: what the pages and the API carry of it. */
const jsonSize = (data: DocumentData) => Buffer.byteLength(JSON.stringify(data));

const updateTime = async (document: string): Promise<Timestamp | undefined> =>
  (await adminDb().doc(document).get()).updateTime;

/** Checks `ref` is a stored picture that shows the same picture as `original`. */
async function expectSamePicture(ref: unknown, original: Buffer): Promise<void> {
  expect(typeof ref === "string" && isMediaRef(ref), `not a reference: ${String(ref)}`).toBe(true);
  const served = await fetchMedia(String(ref));
  expect(served.status).toBe(200);
  expect(await pictureDistance(original, served.bytes)).toBeLessThan(12);
}

const rejectedOf = (report: MigrationReport, document: string) =>
  report.rejected
    .filter((entry) => entry.document === document)
    .map(({ path, reason }) => ({ path, reason }));

afterAll(async () => {
  await Promise.all(created.map((document) => adminDb().doc(document).delete()));
});

describe("migrating stored data URLs to pictures", () => {
  it(
    "moves every picture field's data URL, keeps broken ones, and is idempotent",
    { timeout: 180_000 },
    async () => {
      const pictures = {
        service: await photoPng({ width: 400, height: 300, seed: 601 }),
        blockA: await photoWebp({ width: 240, height: 180, seed: 602 }),
        blockB: await photoJpeg({ width: 240, height: 160, seed: 603 }),
        team: await photoJpeg({ width: 480, height: 480, seed: 604 }),
        review: await photoWebp({ width: 200, height: 200, seed: 605 }),
        user: await photoJpeg({ width: 96, height: 96, seed: 606 }),
      };
      const broken = dataUrl("image/png", textNamedPng());
      const docs = {
        service: `${COLLECTIONS.services}/migrate-service-${stamp}`,
        team: `${COLLECTIONS.team}/migrate-member-${stamp}`,
        review: `${COLLECTIONS.reviews}/migrate-review-${stamp}`,
        user: `${COLLECTIONS.users}/migrate-user-${stamp}`,
        brokenReview: `${COLLECTIONS.reviews}/migrate-broken-${stamp}`,
        partly: `${COLLECTIONS.services}/migrate-partly-${stamp}`,
      };
      const blocks = [
        {
          id: "a",
          h1: "Research",
          p1: "We look first.",
          img1: dataUrl("image/webp", pictures.blockA),
        },
        { id: "b", h1: "No picture", img1: "" },
        {
          id: "c",
          h1: "Launch",
          p2: "Then we ship.",
          img1: dataUrl("image/jpeg", pictures.blockB),
        },
      ];
      await seed(docs.service, {
        name: `Migrated service ${stamp}`,
        bannerh: "Heading",
        bannerP: "Sub heading",
        des: "Description",
        img: dataUrl("image/png", pictures.service),
        des1: blocks,
      });
      await seed(docs.team, {
        img: dataUrl("image/jpeg", pictures.team),
        nameDeg: "Ann, Designer",
        order: 5,
      });
      await seed(docs.review, {
        name: "Rita",
        ratings: 5,
        review: "Great.",
        image: dataUrl("image/webp", pictures.review),
        uid: "migrate",
        status: "approved",
      });
      await seed(docs.user, {
        email: `migrate-${stamp}@agency.test`,
        displayName: "Mo",
        photoURL: dataUrl("image/jpeg", pictures.user),
      });
      await seed(docs.brokenReview, {
        name: "Bob",
        ratings: 4,
        review: "Hm.",
        image: broken,
        uid: "migrate",
        status: "approved",
      });
      await seed(docs.partly, {
        name: `Partly migrated ${stamp}`,
        img: broken,
        des1: [{ id: "a", h1: "Fine", img1: dataUrl("image/jpeg", pictures.blockB) }],
      });
      const serviceBefore = jsonSize(await read(docs.service));
      expect(serviceBefore).toBeGreaterThan(400_000);

      // A dry run says what would change, and stores and writes nothing.
      const before = await Promise.all(Object.values(docs).map(updateTime));
      const imagesBefore = (await adminDb().collection(COLLECTIONS.images).count().get()).data()
        .count;
      const dry = await migrateImages({ dryRun: true });
      expect(dry.dryRun).toBe(true);
      expect(dry.documentsChanged).toBeGreaterThanOrEqual(5);
      expect(dry.fieldsChanged).toBeGreaterThanOrEqual(7);
      expect(dry.picturesStored).toBeGreaterThanOrEqual(6);
      expect(rejectedOf(dry, docs.brokenReview)).toHaveLength(1);
      expect(await Promise.all(Object.values(docs).map(updateTime))).toEqual(before);
      expect((await adminDb().collection(COLLECTIONS.images).count().get()).data().count).toBe(
        imagesBefore,
      );

      const lines: string[] = [];
      const report = await migrateImages({ log: (line) => lines.push(line) });
      expect(report.dryRun).toBe(false);
      expect(report.documentsScanned).toBeGreaterThanOrEqual(6);
      expect(report.documentsChanged).toBeGreaterThanOrEqual(5);
      expect(report.fieldsChanged).toBeGreaterThanOrEqual(7);
      // blockB is in two documents: stored once.
      expect(report.picturesStored).toBeGreaterThanOrEqual(6);
      expect(report.bytesSaved).toBeGreaterThan(serviceBefore - 20_000);
      expect(report.conflicts).toEqual([]);
      expect(lines).toContain(
        `${docs.service}: img, des1[0].img1, des1[2].img1 -> stored pictures`,
      );

      // Each field now names a stored picture that shows the same picture.
      const service = await read(docs.service);
      await expectSamePicture(service.img, pictures.service);
      const migratedBlocks = service.des1 as { img1: string }[];
      await expectSamePicture(migratedBlocks[0]?.img1, pictures.blockA);
      await expectSamePicture(migratedBlocks[2]?.img1, pictures.blockB);
      // The blocks keep their other keys, and the block without a picture stays as it was.
      expect(migratedBlocks).toEqual([
        { ...blocks[0], img1: migratedBlocks[0]?.img1 },
        blocks[1],
        { ...blocks[2], img1: migratedBlocks[2]?.img1 },
      ]);
      expect(service.name).toBe(`Migrated service ${stamp}`);
      await expectSamePicture((await read(docs.team)).img, pictures.team);
      await expectSamePicture((await read(docs.review)).image, pictures.review);
      await expectSamePicture((await read(docs.user)).photoURL, pictures.user);
      // The reference names the picture's size.
      expect(parseMediaRef(String(service.img))).toMatchObject({ width: 400, height: 300 });

      // The service document is now a few KB.
      expect(jsonSize(service)).toBeLessThan(10 * 1024);

      // A data URL that is not a picture is reported and kept; the rest of its document moves.
      const notAPicture =
        "This file is not a picture we can use. Choose a PNG, JPEG, WebP, GIF or AVIF image.";
      expect(rejectedOf(report, docs.brokenReview)).toEqual([
        { path: "image", reason: notAPicture },
      ]);
      expect((await read(docs.brokenReview)).image).toBe(broken);
      expect(rejectedOf(report, docs.partly)).toEqual([{ path: "img", reason: notAPicture }]);
      const partly = await read(docs.partly);
      expect(partly.img).toBe(broken);
      expect((partly.des1 as { img1: string }[])[0]?.img1).toBe(migratedBlocks[2]?.img1);

      // A second run changes nothing (and reports the broken data URLs again).
      const after = await Promise.all(Object.values(docs).map(updateTime));
      const again = await migrateImages();
      expect(again.documentsChanged).toBe(0);
      expect(again.fieldsChanged).toBe(0);
      expect(again.picturesStored).toBe(0);
      expect(again.bytesSaved).toBe(0);
      expect(rejectedOf(again, docs.brokenReview)).toHaveLength(1);
      expect(await Promise.all(Object.values(docs).map(updateTime))).toEqual(after);
    },
  );

  it(
    "keeps an edit made between the migration's read and its write",
    { timeout: 120_000 },
    async () => {
      const first = await photoJpeg({ width: 320, height: 240, seed: 611 });
      const replaced = await photoJpeg({ width: 300, height: 200, seed: 612 });
      const document = `${COLLECTIONS.services}/migrate-edited-${stamp}`;
      await seed(document, {
        name: `Edited ${stamp}`,
        img: dataUrl("image/jpeg", first),
        des1: [{ id: "a", h1: "Block", img1: "" }],
      });
      let edits = 0;
      const report = await migrateImages({
        beforeWrite: async (name) => {
          if (name !== document || edits > 0) return;
          edits += 1;
          // An admin saves the service meanwhile: a new name and another picture.
          await adminDb()
            .doc(document)
            .update({ name: `Renamed ${stamp}`, img: dataUrl("image/jpeg", replaced) });
        },
      });
      expect(edits).toBe(1);
      expect(report.conflicts).toEqual([]);
      const data = await read(document);
      expect(data.name).toBe(`Renamed ${stamp}`);
      await expectSamePicture(data.img, replaced);
    },
  );
});

describe("npm run images:migrate", () => {
  const SCRIPT = path.join(ROOT, "scripts", "migrate-images.ts");
  const cli = (...args: string[]) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", SCRIPT, ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: "" },
      timeout: 120_000,
    });
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };

  it(
    "migrates the emulators' documents, after a dry run that changes nothing",
    { timeout: 180_000 },
    async () => {
      const picture = await photoWebp({ width: 360, height: 240, seed: 621 });
      const document = `${COLLECTIONS.team}/migrate-cli-${stamp}`;
      const inline = dataUrl("image/webp", picture);
      await seed(document, { img: inline, nameDeg: "Cli, Tester", order: 7 });

      const dry = cli("--dry-run");
      expect(dry.code, dry.out).toBe(0);
      expect(dry.out).toContain(
        "documents scanned in the emulators (dry run: nothing was stored or written)",
      );
      expect(dry.out).toMatch(/[1-9]\d* documents would be changed/);
      expect((await read(document)).img).toBe(inline);

      const run = cli();
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain(`${document}: img -> stored pictures`);
      expect(run.out).toMatch(
        /[1-9]\d* documents changed \(\d+ fields\), [1-9]\d* new pictures stored/,
      );
      await expectSamePicture((await read(document)).img, picture);

      const again = cli();
      expect(again.code, again.out).toBe(0);
      expect(again.out).toContain(
        "0 documents changed (0 fields), 0 new pictures stored, 0 bytes taken out",
      );
    },
  );

  it("refuses an unknown option, changing nothing", () => {
    const result = cli("--dryrun");
    expect(result.code).toBe(2);
    expect(result.out).toContain("Usage: npm run images:migrate");
  });
});
