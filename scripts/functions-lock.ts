/**
 * `npm run functions:lock [-- --check]`: writes functions/package-lock.json from the root one
 * (lib/functions-lock.ts says why). With --check it writes nothing, and fails (exit 1) when the
 * file is missing or differs from the one it would write.
 */
import { existsSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/config.ts";
import {
  FunctionsLockError,
  functionsLockfile,
  serializeLockfile,
  type Lockfile,
  type PackageManifest,
} from "./lib/functions-lock.ts";

export const ROOT_LOCKFILE = path.join(ROOT, "package-lock.json");
export const FUNCTIONS_MANIFEST = path.join(ROOT, "functions", "package.json");
export const FUNCTIONS_LOCKFILE = path.join(ROOT, "functions", "package-lock.json");

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The text functions/package-lock.json should have, from the files in the repository. */
export function expectedFunctionsLockfile(): string {
  return serializeLockfile(
    functionsLockfile(
      readJson(ROOT_LOCKFILE) as Lockfile,
      readJson(FUNCTIONS_MANIFEST) as PackageManifest,
    ),
  );
}

function main(): number {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const expected = expectedFunctionsLockfile();
  const relative = path.relative(ROOT, FUNCTIONS_LOCKFILE);
  if (values.check) {
    if (!existsSync(FUNCTIONS_LOCKFILE)) {
      process.stderr.write(`${relative} is missing: run npm run functions:lock.\n`);
      return 1;
    }
    if (readFileSync(FUNCTIONS_LOCKFILE, "utf8") !== expected) {
      process.stderr.write(
        `${relative} disagrees with package-lock.json: run npm run functions:lock.\n`,
      );
      return 1;
    }
    process.stdout.write(`${relative} agrees with package-lock.json.\n`);
    return 0;
  }
  const before = existsSync(FUNCTIONS_LOCKFILE) ? readFileSync(FUNCTIONS_LOCKFILE, "utf8") : null;
  if (before === expected) {
    process.stdout.write(`${relative} is up to date.\n`);
    return 0;
  }
  writeFileSync(FUNCTIONS_LOCKFILE, expected);
  const count = Object.keys((JSON.parse(expected) as Lockfile).packages).length - 1;
  process.stdout.write(`Wrote ${relative} (${count} packages).\n`);
  return 0;
}

// Run only as the program, not when a test imports expectedFunctionsLockfile.
if (
  process.argv[1] &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
) {
  try {
    process.exit(main());
  } catch (error) {
    if (!(error instanceof FunctionsLockError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
