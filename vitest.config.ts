import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

const webSrc = fileURLToPath(new URL("./web/src", import.meta.url));
const shared = fileURLToPath(new URL("./functions/src/shared", import.meta.url));
const server = fileURLToPath(new URL("./functions/src/server", import.meta.url));

/**
 * Three projects, run by `npm test` in this order:
 * - unit: pure logic, no emulator (beside the code: scripts/, functions/src/, web/src/)
 * - emulator: rules, functions and SDK suites against the running emulators
 * - browser: Chromium (playwright-core) against the Hosting emulator
 * The emulator-backed projects refuse to run without the harness (tests/support/require-emulators.ts).
 */
export default defineConfig({
  resolve: { alias: { "@": webSrc, "@shared": shared, "@server": server } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "scripts/**/*.test.ts",
            "web/scripts/**/*.test.ts",
            "functions/src/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
          ],
          exclude: ["**/*.emulator.test.ts", "**/node_modules/**"],
          // A timeout catches a test that hangs; how fast the code is, the bench reports. The
          // property tests run hundreds of cases and took over 5 s on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "emulator",
          include: [
            "tests/emulator/**/*.test.ts",
            "tests/rules/**/*.test.ts",
            "functions/src/**/*.emulator.test.ts",
          ],
          setupFiles: ["tests/support/require-emulators.ts"],
          fileParallelism: false,
          // One after the other in one process that keeps the modules it loaded (firebase-admin,
          // the functions' code): loading them again for each of the 34 files took about 4 s a
          // file. The files share no module state they rely on being fresh.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/e2e/**/*.test.ts"],
          setupFiles: ["tests/support/require-emulators.ts"],
          fileParallelism: false,
          // As for the emulator project: playwright-core and firebase-admin load once, not once a
          // file (about 6 s a file), and the site's scripts fetched by one file's pages serve the
          // next file's too (tests/support/e2e.ts).
          isolate: false,
          // A timeout catches a hang, not slowness: a full-page tour takes about 50 s on an idle
          // 2-core machine and over 60 s on a busy one.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // expect.poll waits for a condition the page reaches in its own time (a chunk to load,
          // a live query to answer): 1 s, vitest's default, is a timing assumption on a busy machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
