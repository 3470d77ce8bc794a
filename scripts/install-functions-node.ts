/**
 * The root `postinstall`: installs the Node.js the tools and the functions run on into
 * scripts/functions-node (the npm registry's `node-<platform>-<arch>` packages), unless the
 * version its package.json names is there already. Skipping keeps `npm ci` from deleting the
 * binary it may itself be running on (CI puts it first on PATH).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/config.ts";
import { packagedNodePath, versionOf } from "./lib/functions-node.ts";

const dir = path.join(ROOT, "scripts", "functions-node");
const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
  optionalDependencies?: Record<string, string>;
};
const wanted = manifest.optionalDependencies?.[`node-${process.platform}-${process.arch}`];
const bin = packagedNodePath();
const installed = existsSync(bin) ? versionOf(bin) : null;

if (wanted && installed === `v${wanted}`) {
  console.log(`scripts/functions-node: Node ${installed} is installed.`);
} else {
  execFileSync("npm", ["ci", "--prefix", dir, "--no-audit", "--no-fund", "--loglevel=error"], {
    stdio: "inherit",
  });
}
