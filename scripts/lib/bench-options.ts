/** The command line of `npm run bench`. */

export interface BenchOptions {
  /**
   * Only the figures of the public pages, with the seed and with the real-photos data set (their
   * weight, Lighthouse, observed loads): no functions load, server render timings, heap, customer
   * session, REST load or Firestore read counts.
   */
  pagesOnly: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench [-- --pages]
  --pages  only the page figures (weight, Lighthouse, observed loads) with the seed and with
           the real-photos data set`;

/** The options in `args` (process.argv after the script); throws with the usage for anything else. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { pagesOnly: false };
  for (const arg of args) {
    if (arg === "--pages") options.pagesOnly = true;
    else throw new Error(`Unknown option "${arg}".\n${BENCH_USAGE}`);
  }
  return options;
}
