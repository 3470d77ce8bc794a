/**
 * Resolves when `saved` (the SDK's word) does, or when `check()` finds the write on the server:
 * with several tabs, the SDK's "stored" message can be lost under load.
 */
export function whenStored(
  saved: Promise<void>,
  check: () => Promise<boolean>,
  everyMs = 3000,
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
