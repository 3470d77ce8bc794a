/** The command line of `npm run bench`. */

export interface BenchOptions {
  /** --pages (see BENCH_USAGE). */
  pagesOnly: boolean;
  /** --observed. */
  observedOnly: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench [-- --pages | --observed]
  --pages     only the page figures (weight, Lighthouse, observed loads) with the seed and with
              the real-photos data set
  --observed  only the observed section: /, /services and an article in Chromium throttled as
              Lighthouse's phone (FCP, LCP with and without JavaScript, hydration, a tap on the
              menu), and Lighthouse's scores of the same pages`;

/** The options in `args` (process.argv after the script); throws with the usage for anything else. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { pagesOnly: false, observedOnly: false };
  for (const arg of args) {
    if (arg === "--pages") options.pagesOnly = true;
    else if (arg === "--observed") options.observedOnly = true;
    else throw new Error(`Unknown option "${arg}".\n${BENCH_USAGE}`);
  }
  if (options.pagesOnly && options.observedOnly) {
    throw new Error(`--pages and --observed are two different parts; choose one.\n${BENCH_USAGE}`);
  }
  return options;
}
