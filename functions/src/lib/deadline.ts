/**
 * A deadline for database work, so that a database that does not answer gets a 503 instead of a
 * hang. The work itself is not cancelled: a transaction checks the signal before its writes, and
 * only a write already sent may still land (clients retry those with an Idempotency-Key).
 */

const DATABASE_DEADLINE_MS = 5_000;

/** `code` is what the API's error handler maps to 503. */
export class DatabaseTimeout extends Error {
  readonly code = "deadline-exceeded";

  constructor(readonly ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseTimeout";
  }
}

/** `work`'s result, or a DatabaseTimeout after `ms`; a function gets a signal aborted then. */
export function withDeadline<T>(
  work: Promise<T> | ((signal: AbortSignal) => Promise<T>),
  ms: number = DATABASE_DEADLINE_MS,
): Promise<T> {
  const controller = new AbortController();
  const running = typeof work === "function" ? work(controller.signal) : work;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const timeout = new DatabaseTimeout(ms);
      controller.abort(timeout);
      reject(timeout);
    }, ms);
  });
  // Promise.race also handles a late rejection of `running` after the deadline has won.
  return Promise.race([running, expired]).finally(() => clearTimeout(timer));
}
