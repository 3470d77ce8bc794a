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

/**
 * Calls (mail/booking-schedule.ts): the 24-hour and 1-hour reminders, each queued once, and the
 * sweep of expired holds. Locally a test calls runBookingSchedule.
 */
export const bookingSchedule = onSchedule(
  { schedule: "every 5 minutes", timeZone: "Etc/UTC", timeoutSeconds: 240, retryCount: 0 },
  async () => {
    const { runBookingSchedule } = await import("./mail/booking-schedule.js");
    const { db } = await import("./lib/firebase.js");
    const { logger } = await import("firebase-functions/logger");
    const report = await runBookingSchedule(db());
    if (report.reminders > 0 || report.holdsSwept > 0) logger.info("Calls' schedule", report);
  },
);
