import { onSchedule } from "firebase-functions/v2/scheduler";

/**
 * The daily picture sweep (images/sweep.ts). The emulators run no schedule (no Pub/Sub emulator):
 * locally a test or a maintainer calls sweepImages.
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
