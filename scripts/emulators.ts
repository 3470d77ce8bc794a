/**
 * Runs the local emulators with seed data.
 *
 *   npm run emulators                 start, seed, keep running until Ctrl-C
 *   npm run emulators -- exec CMD...  start, seed, run CMD against them, stop; exits with CMD's status
 */
import { readyLine, preflight } from "./lib/harness.ts";
import { buildAll, exitOnError, printUrls, run, waitForever, withEmulators } from "./lib/run.ts";

async function main(): Promise<number> {
  const [subcommand, ...rest] = process.argv.slice(2);
  if (subcommand !== undefined && subcommand !== "exec") {
    process.stderr.write("Usage: npm run emulators [-- exec <command> [args...]]\n");
    return 2;
  }
  const plan = await preflight();
  const built = await buildAll();
  if (built !== 0) return built;
  if (subcommand === "exec") {
    const [command, ...args] = rest;
    if (!command) {
      process.stderr.write("exec needs a command to run.\n");
      return 2;
    }
    return withEmulators(plan, {}, (emulators) => {
      process.stdout.write(readyLine(emulators));
      return run(command, args, emulators.env);
    });
  }
  return withEmulators(plan, { echo: true }, async (emulators) => {
    printUrls(emulators);
    process.stdout.write("\nPress Ctrl-C to stop.\n");
    return waitForever();
  });
}

main().then((code) => process.exit(code), exitOnError);
