/**
 * A deadline for database work. A Firestore call to a database that does not answer (a network
 * partition, a stalled emulator) can wait far longer than any client; with a deadline the API
 * answers 503 with Retry-After instead of hanging.
 *
 * The work itself is not cancelled: a read that times out may still complete, unseen. So a
 * handler awaits each read under a deadline before it writes anything (a timed-out read throws
 * and nothing after it runs), and work that both reads and writes (a transaction) checks the
 * signal before its writes. Only a write already sent when the deadline passes may still land;
 * clients retry those safely with an Idempotency-Key.
 */

/** How long one database call may take before the caller gets a 503. */
export const DATABASE_DEADLINE_MS = 5_000;

/** The database did not answer in time. `code` is what the API's error handler maps to 503. */
export class DatabaseTimeout extends Error {
  readonly code = "deadline-exceeded";

  constructor(readonly ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseTimeout";
  }
}

/**
 * Resolves with `work`'s result, or rejects with a DatabaseTimeout after `ms`. A function receives
 * an AbortSignal that is aborted (with that DatabaseTimeout as its reason) when the time is up;
 * `signal.throwIfAborted()` before a write keeps late work from writing.
 */
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
