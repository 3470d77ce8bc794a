/**
 * `npm start`: builds, starts the emulators with seed data (Hosting serves the production build),
 * then React Router's dev server with hot reload (proxying /api to the Functions emulator) and a
 * TypeScript watcher for the functions, until Ctrl-C.
 */
import path from "node:path";
import { ROOT, URLS } from "./lib/config.ts";
import { preflight, waitUntilReady } from "./lib/harness.ts";
import { startProcess } from "./lib/processes.ts";
import { buildAll, exitOnError, printUrls, waitForever, withEmulators } from "./lib/run.ts";

async function main(): Promise<number> {
  const plan = await preflight(["vite"]);
  const built = await buildAll();
  if (built !== 0) return built;
  return withEmulators(plan, { echo: true }, async (emulators) => {
    const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
    startProcess("functions-watch", bin("tsc"), [
      "--watch",
      "--preserveWatchOutput",
      "-p",
      "functions/tsconfig.build.json",
    ]);
    const vite = startProcess("vite", bin("react-router"), ["dev"], {
      cwd: path.join(ROOT, "web"),
      env: emulators.env,
    });
    await waitUntilReady([{ name: "Vite", url: `${URLS.vite}/` }], [vite], 60_000);
    printUrls(emulators, { "Web app (dev server, hot reload)": `${URLS.vite}/` });
    process.stdout.write(
      "\nSeed accounts: admin@agency.test / admin-pass-1, customer@agency.test / customer-pass-1\n" +
        "Logs: .emulators/logs/. Press Ctrl-C to stop.\n",
    );
    return waitForever();
  });
}

main().then((code) => process.exit(code), exitOnError);
