/** The scheduled functions. */
import { onSchedule } from "firebase-functions/v2/scheduler";

/**
 * Once a day, frees the stored pictures no document names any more, a grace period after the
 * sweep first finds them unreferenced (images/sweep.ts says why that period). Deleting a service,
 * a block, a team member or a review thus frees its pictures without breaking a cached page.
 * The Functions emulator runs a schedule only with a Pub/Sub emulator, which this project does
 * not start: locally the sweep runs when a test or a maintainer calls sweepImages.
 */
export const sweepPictures = onSchedule(
  { schedule: "every day 03:30", timeZone: "Etc/UTC", timeoutSeconds: 540, retryCount: 1 },
  async () => {
    const { sweepImages } = await import("./images/sweep.js");
    const { logger } = await import("firebase-functions/logger");
    const report = await sweepImages({ now: Date.now() });
    logger.info("Pictures swept", report);
    if (report.missing.length > 0) {
      logger.warn("Documents name pictures that are not stored", { missing: report.missing });
    }
  },
);
