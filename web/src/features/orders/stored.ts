/** Waiting for a queued write: the SDK's word, or the server's (no SDK here, for tests). */

/** How often a queued booking asks the server whether it has arrived. */
export const STORED_CHECK_MS = 3000;

/**
 * Resolves when `saved` does, or as soon as `check()` says the server has the write; rejects when
 * `saved` rejects and `check()` does not find the write on the server. `check` runs every `everyMs` while the browser is online, until one of them
 * settles. With several tabs open, the Firestore SDK sends their writes through one tab and tells
 * the others when a write is stored; under load that message can be lost, and the booking would
 * show as "will be sent" forever although the server has it.
 */
export function whenStored(
  saved: Promise<void>,
  check: () => Promise<boolean>,
  everyMs = STORED_CHECK_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setInterval(() => {
      if (settled || !navigator.onLine) return;
      check().then(
        (stored) => {
          if (stored) finish(resolve);
        },
        () => undefined,
      );
    }, everyMs);
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      settle();
    };
    const fail = (error: unknown) =>
      finish(() => reject(error instanceof Error ? error : new Error(String(error))));
    saved.then(
      () => finish(resolve),
      // The SDK can report a write as failed that the server did store (a tab that lost its
      // part in multi-tab persistence while the write was on its way): the server decides.
      (error: unknown) =>
        check().then(
          (stored) => (stored ? finish(resolve) : fail(error)),
          () => fail(error),
        ),
    );
  });
}
