/** The command line of `npm run bench`. */

export interface BenchOptions {
  /** --pages (see BENCH_USAGE). */
  pagesOnly: boolean;
  /** --observed. */
  observedOnly: boolean;
  /** --trace. */
  traceOnly: boolean;
}

export const BENCH_USAGE = `Usage: npm run bench [-- --pages | --observed | --trace]
  --pages     only the page figures (weight, Lighthouse, observed loads) with the seed and with
              the real-photos data set
  --observed  only the observed section: /, /services and an article in Chromium throttled as
              Lighthouse's phone (FCP, LCP with and without JavaScript, hydration, blocking time,
              a tap on the menu), Lighthouse's scores of the same pages, and the trace section
  --trace     only the trace section: where the main thread's time goes on the same pages (by
              script, layout, parsing, GC), blocking time after the first paint, the longest
              task and the time on workers, from Chromium traces; a few minutes`;

const ONLY = {
  "--pages": "pagesOnly",
  "--observed": "observedOnly",
  "--trace": "traceOnly",
} as const;

/** The options in `args` (process.argv after the script); throws with the usage for anything else. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { pagesOnly: false, observedOnly: false, traceOnly: false };
  const chosen = new Set<string>();
  for (const arg of args) {
    if (!Object.hasOwn(ONLY, arg)) throw new Error(`Unknown option "${arg}".\n${BENCH_USAGE}`);
    options[ONLY[arg as keyof typeof ONLY]] = true;
    chosen.add(arg);
  }
  if (chosen.size > 1) {
    throw new Error(
      `${[...chosen].join(" and ")} are different parts; choose one.\n${BENCH_USAGE}`,
    );
  }
  return options;
}
