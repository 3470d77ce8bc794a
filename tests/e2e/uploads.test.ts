/**
 * Pictures uploaded from every form that adds one, in Chromium against the emulators: Add Service,
 * a detail block in the service editor, Manage Team and Add Review's photo. Each upload is a
 * photo-like JPEG made at test time; the form shows the upload's progress, the wait while the
 * server processes it, and the stored picture with its size; Save waits meanwhile; the saved
 * document holds the picture's `/media/...` reference (never a data URL) and the site shows it.
 * Refusals: a text file named .png is refused by the server, with its message inline and nothing
 * stored; a file over 20 MB is refused by the browser before anything is sent.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FieldValue } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../scripts/seed/data.ts";
import { parseMediaRef } from "../../functions/src/shared/images.ts";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";
import { adminDb, createAccount, type TestAccount } from "../support/admin.ts";
import { goto, openSignedIn, useBrowser, WIDTHS } from "../support/e2e.ts";
import { oversizedJpeg, photoJpeg, textNamedPng } from "../support/photos.ts";

const browser = useBrowser();
const admin = accounts.admin;

/** What the picker says once the server has stored the picture. */
const RESULT = /^Picture ready: \d+ (KB|MB|bytes) stored \(uploaded [\d.]+ (KB|MB)\)\.$/;
const MEDIA_REF = /^\/media\/[0-9a-f]{24}-\d+x\d+$/;

let customer: TestAccount;
let unverified: TestAccount;
let scratch = "";
const services: string[] = [];
const members: string[] = [];
const reviews: string[] = [];

beforeAll(async () => {
  [customer, unverified] = await Promise.all([
    createAccount("upload-reviewer"),
    createAccount("upload-unverified", { verified: false }),
  ]);
  scratch = await mkdtemp(join(tmpdir(), "uploads-"));
});

afterAll(async () => {
  const db = adminDb();
  await Promise.all([
    ...services.map((id) => db.doc(`services/${id}`).delete()),
    ...members.map((id) => db.doc(`team/${id}`).delete()),
    ...reviews.map((id) => db.doc(`reviews/${id}`).delete()),
  ]);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A photo-like JPEG as a file for the file input: larger than the 1600 px the server keeps. */
async function photoFile(name: string, seed: number) {
  return {
    name,
    mimeType: "image/jpeg",
    buffer: await photoJpeg({ width: 2400, height: 1600, seed }),
  };
}

const imageCount = async () =>
  (await adminDb().collection(COLLECTIONS.images).count().get()).data().count;

interface UploadLog {
  /** Every aria-valuenow a progress bar showed, in order. */
  progress: number[];
  /** Whether a progress bar was on show at all (uploading or processing). */
  sawProgressBar: boolean;
  /** The texts the picker's status line showed, in order. */
  statuses: string[];
  /** Whether the form's submit button was ever enabled while a progress bar was on show. */
  submitEnabledWhileBusy: boolean;
}

/**
 * Records, from now on, every state the page's pictures go through: a MutationObserver sees each
 * change React commits, so the log holds short-lived states too, without sampling or timing.
 */
async function recordUploads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: UploadLog = {
      progress: [],
      sawProgressBar: false,
      statuses: [],
      submitEnabledWhileBusy: false,
    };
    const target = window as unknown as {
      uploadLog?: UploadLog;
      uploadObserver?: MutationObserver;
    };
    target.uploadObserver?.disconnect();
    target.uploadLog = log;
    const observe = () => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        log.sawProgressBar = true;
        const now = bar.getAttribute("aria-valuenow");
        if (now !== null && log.progress.at(-1) !== Number(now)) log.progress.push(Number(now));
        const submit = bar.closest("form")?.querySelector('button[type="submit"]');
        if (submit instanceof HTMLButtonElement && !submit.disabled) {
          log.submitEnabledWhileBusy = true;
        }
      }
      for (const status of Array.from(document.querySelectorAll("[data-upload-state]"))) {
        const text = status.textContent.trim();
        if (text && log.statuses.at(-1) !== text) log.statuses.push(text);
      }
    };
    target.uploadObserver = new MutationObserver(observe);
    target.uploadObserver.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

const uploadLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { uploadLog: UploadLog }).uploadLog);

/**
 * Chooses `file` in the picker inside `scope`, waits for the stored picture's description and
 * checks the way there: progress, then processing, with the form's Save held meanwhile. Returns
 * the stored picture's reference, read from the preview (the server's rendition).
 */
async function upload(
  page: Page,
  scope: Locator,
  file: Awaited<ReturnType<typeof photoFile>>,
  previewAlt: string,
): Promise<string> {
  await recordUploads(page);
  await scope.locator('input[type="file"]').setInputFiles(file);
  const result = scope.getByText(RESULT);
  await result.waitFor({ timeout: 45_000 });

  const log = await uploadLog(page);
  expect(log.sawProgressBar).toBe(true);
  expect(log.progress.length).toBeGreaterThan(0);
  expect(log.progress.every((value) => value >= 0 && value <= 100)).toBe(true);
  expect(log.progress).toEqual([...log.progress].sort((a, b) => a - b));
  expect(log.statuses).toContain("Processing the picture...");
  expect(log.statuses.at(-1)).toMatch(RESULT);
  expect(log.submitEnabledWhileBusy).toBe(false);
  await expect(scope.getByRole("progressbar").count()).resolves.toBe(0);

  const preview = scope.getByRole("img", { name: previewAlt });
  const src = (await preview.getAttribute("src")) ?? "";
  const ref = src.replace(/\/\d+$/, "");
  expect(ref).toMatch(MEDIA_REF);
  expect(await preview.getAttribute("srcset")).toContain(`${ref}/`);
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // A photo is stored at the widest size (its reference names it): sharp, so its size is not told.
  expect(parseMediaRef(ref)?.width).toBe(1600);
  return ref;
}

/** Waits until an `<img>` inside `scope` shows the stored picture `ref` (any of its widths). */
async function expectShown(scope: Locator, ref: string): Promise<void> {
  const img = scope.locator(`img[src^="${ref}"]`).first();
  // The server-rendered list is replaced by the live one once its code has loaded, so the element
  // is looked up again on every try; one replaced under a try counts as not shown yet.
  await expect
    .poll(async () => {
      try {
        await img.scrollIntoViewIfNeeded({ timeout: 2000 });
        return await img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
      } catch {
        return 0;
      }
    })
    .toBeGreaterThan(0);
}

describe("uploading pictures from the forms", () => {
  it("Add Service: a file over 20 MB is refused before sending; a photo is uploaded and saved as a reference", async () => {
    const name = `Photo Service ${Date.now()}`;
    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      "/dashboard/addServices",
      WIDTHS.desktop,
    );
    const form = page.getByRole("form", { name: "Add Service" });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/images") sent.push(request.method());
    });

    // Over the limit: refused at once, in the browser, and nothing goes to the server.
    const huge = join(scratch, "camera-raw.jpg");
    await writeFile(huge, await oversizedJpeg(25));
    await form.locator('input[type="file"]').setInputFiles(huge);
    await form
      .getByText("camera-raw.jpg is 25 MB; pictures may be at most 20 MB. Choose a smaller file.")
      .waitFor();
    expect(sent).toEqual([]);
    await expect(
      form.getByRole("img", { name: "Preview of the chosen image" }).count(),
    ).resolves.toBe(0);

    const ref = await upload(
      page,
      form,
      await photoFile("banner.jpg", 101),
      "Preview of the chosen image",
    );
    expect(sent).toEqual(["POST"]);
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Heading/).fill("Pictures that sell");
    await form.getByLabel(/^Sub heading/).fill("Product photos, processed for the web.");
    await form.getByLabel(/^Description/).fill("Photography for your catalogue.");
    await form.getByRole("button", { name: "Add Service" }).click();
    await page.getByText("Successfully Added A New Service").first().waitFor();

    const stored = await adminDb().collection("services").where("name", "==", name).get();
    expect(stored.size).toBe(1);
    services.push(...stored.docs.map((doc) => doc.id));
    expect(stored.docs[0]?.get("img")).toBe(ref);

    await goto(page, "/services");
    const card = page.locator("main").getByRole("heading", { name }).first();
    await card.waitFor();
    await expectShown(page.locator("main"), ref);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the service editor: a text file named .png is refused by the server, inline, and nothing changes; a block's photo is saved as a reference", async () => {
    const name = `Block Photos ${Date.now()}`;
    const service = await adminDb()
      .collection("services")
      .add({
        name,
        des: "A service whose block gets a photo.",
        img: "/images/services/seo.svg",
        bannerh: "Banner heading",
        bannerP: "Banner paragraph.",
        des1: [
          {
            id: "b1",
            h1: "Audit",
            p1: "First.",
            p2: "Second.",
            img1: "/images/blocks/analytics.svg",
          },
        ],
        createdAt: FieldValue.serverTimestamp(),
      });
    services.push(service.id);
    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      `/dashboard/editService/${service.id}`,
      WIDTHS.desktop,
    );
    const form = page.getByRole("form", { name: "Edit Service" });
    await expect.poll(() => form.getByLabel(/^Name/).inputValue()).toBe(name);
    const block = form.getByTestId("service-block").first();
    const preview = block.getByRole("img", { name: "Preview of the picture of Block 1" });

    // Text named .png passes the browser's check by its type; the server reads the bytes.
    const before = await imageCount();
    await block
      .locator('input[type="file"]')
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: textNamedPng() });
    await block.getByText(/not a picture we can use/).waitFor();
    await expect(preview.getAttribute("src")).resolves.toBe("/images/blocks/analytics.svg");
    await expect(form.getByRole("button", { name: "Save changes" }).isDisabled()).resolves.toBe(
      true,
    );
    expect(await imageCount()).toBe(before);
    const unchanged = (await service.get()).get("des1") as { img1: string }[];
    expect(unchanged[0]?.img1).toBe("/images/blocks/analytics.svg");

    const ref = await upload(
      page,
      block,
      await photoFile("audit.jpg", 202),
      "Preview of the picture of Block 1",
    );
    await expect(block.getByText(/not a picture we can use/).count()).resolves.toBe(0);
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByTestId("toast").filter({ hasText: "Service saved" }).first().waitFor();
    await expect
      .poll(async () => ((await service.get()).get("des1") as { img1: string }[])[0]?.img1)
      .toBe(ref);

    await goto(page, `/services/services/${service.id}`);
    await page.getByText(name, { exact: true }).first().waitFor();
    await expectShown(page.locator("main article").first(), ref);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Manage Team: a member's photo is uploaded, saved as a reference and shown on the landing", async () => {
    const name = `Photo Person${Date.now()}`;
    const { page, context, errors } = await openSignedIn(
      browser(),
      admin,
      "/dashboard/manageTeam",
      WIDTHS.phone,
    );
    await page.getByRole("button", { name: "Add member" }).click();
    const form = page.getByRole("form", { name: "Add a team member" });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Role/).fill("Photographer");
    const ref = await upload(
      page,
      form,
      await photoFile("portrait.jpg", 303),
      "Preview of the chosen picture",
    );
    await form.getByRole("button", { name: "Add member" }).click();
    await page.getByText("Team member added").first().waitFor();

    const stored = await adminDb()
      .collection("team")
      .where("nameDeg", "==", `${name}, Photographer`)
      .get();
    expect(stored.size).toBe(1);
    members.push(...stored.docs.map((doc) => doc.id));
    expect(stored.docs[0]?.get("img")).toBe(ref);

    await goto(page, "/");
    const team = page.locator("#team");
    await team.scrollIntoViewIfNeeded();
    await team.getByText(name).first().waitFor();
    await expectShown(team, ref);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Add Review: a verified customer's own photo replaces the profile photo on the review", async () => {
    const text = `Lovely photos ${Date.now()}`;
    const { page, context, errors } = await openSignedIn(
      browser(),
      customer,
      "/dashboard/addReview",
      WIDTHS.desktop,
    );
    const form = page.getByRole("form", { name: "Add Review" });
    const preview = form.getByRole("img", { name: "The photo shown with your review" });
    // The default until a photo is chosen: the profile photo, here the default avatar.
    await expect(preview.getAttribute("src")).resolves.toBe("/images/avatar-default.svg");
    await form.getByLabel(/^Rating/).selectOption("5");
    await form.getByLabel(/^Review/).fill(text);
    const ref = await upload(
      page,
      form,
      await photoFile("me.jpg", 404),
      "The photo shown with your review",
    );
    await form.getByRole("button", { name: "Add Review" }).click();
    await page.getByText("Thank You for Your Valuable Review").first().waitFor();

    const stored = await adminDb().collection("reviews").where("review", "==", text).get();
    expect(stored.size).toBe(1);
    reviews.push(...stored.docs.map((doc) => doc.id));
    expect(stored.docs[0]?.get("image")).toBe(ref);
    // The form starts again from the profile photo.
    await expect(preview.getAttribute("src")).resolves.toBe("/images/avatar-default.svg");

    const awaiting = page.getByRole("region", { name: "Awaiting approval" });
    const item = awaiting.locator("li").filter({ hasText: text });
    await item.waitFor();
    await expectShown(item, ref);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Add Review: an account whose address is not verified cannot choose a photo", async () => {
    const { page, context } = await openSignedIn(
      browser(),
      unverified,
      "/dashboard/addReview",
      WIDTHS.desktop,
    );
    const form = page.getByRole("form", { name: "Add Review" });
    await page.getByTestId("review-needs-verification").waitFor();
    await expect(form.locator('input[type="file"]').isDisabled()).resolves.toBe(true);
    await context.close();
  });
});
