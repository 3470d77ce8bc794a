/**
 * Which Node.js the Functions emulator runs the functions on: firebase-tools runs them on its own
 * Node, so the harness starts it on one of firebase.json's runtime major (ADR 001's addendum).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./config.ts";

export class FunctionsNodeError extends Error {
  override name = "FunctionsNodeError";
}

interface FirebaseJson {
  functions?: { runtime?: string } | { runtime?: string }[];
}

/** The `runtime` of every functions codebase in firebase.json (they must agree). */
export function functionsRuntime(firebaseJsonPath = path.join(ROOT, "firebase.json")): string {
  const config = JSON.parse(readFileSync(firebaseJsonPath, "utf8")) as FirebaseJson;
  const codebases = Array.isArray(config.functions) ? config.functions : [config.functions ?? {}];
  const runtimes = new Set(codebases.map((codebase) => codebase.runtime));
  const [runtime] = [...runtimes];
  if (runtimes.size !== 1 || !runtime) {
    throw new FunctionsNodeError(
      `firebase.json: every functions codebase needs the same "runtime" (found ${[...runtimes].map(String).join(", ")}).`,
    );
  }
  return runtime;
}

/** "nodejs22" -> 22. */
export function runtimeMajor(runtime: string): number {
  const match = /^nodejs(\d+)$/.exec(runtime);
  if (!match?.[1]) throw new FunctionsNodeError(`"${runtime}" is not a Node.js runtime.`);
  return Number(match[1]);
}

/** "v22.23.3" -> 22. */
export function versionMajor(version: string): number {
  return Number(/^v?(\d+)\./.exec(version.trim())?.[1] ?? Number.NaN);
}

const FUNCTIONS_NODE_DIR = path.join(ROOT, "scripts", "functions-node");

/** Where `npm install` puts the packaged Node for this platform. */
export function packagedNodePath(platform = process.platform, arch = process.arch): string {
  return path.join(FUNCTIONS_NODE_DIR, "node_modules", `node-${platform}-${arch}`, "bin", "node");
}

export interface FunctionsNode {
  /** firebase.json's runtime, e.g. "nodejs22". */
  runtime: string;
  bin: string;
  version: string;
  source: "FUNCTIONS_NODE" | "host" | "scripts/functions-node";
}

/** What `bin --version` says, or null when it does not run. */
export function versionOf(bin: string): string | null {
  const result = spawnSync(bin, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Finds a Node binary of the runtime's major, or throws saying how to get one. */
export function findFunctionsNode(
  runtime = functionsRuntime(),
  env: NodeJS.ProcessEnv = process.env,
): FunctionsNode {
  const major = runtimeMajor(runtime);
  const override = env.FUNCTIONS_NODE?.trim();
  if (override) {
    const version = versionOf(override);
    if (version === null || versionMajor(version) !== major) {
      throw new FunctionsNodeError(
        `FUNCTIONS_NODE=${override} is ${version ?? "not a runnable Node.js"}; ` +
          `firebase.json's runtime ${runtime} needs Node ${major}.`,
      );
    }
    return { runtime, bin: override, version, source: "FUNCTIONS_NODE" };
  }
  if (versionMajor(process.version) === major) {
    return { runtime, bin: process.execPath, version: process.version, source: "host" };
  }
  const packaged = packagedNodePath();
  const version = existsSync(packaged) ? versionOf(packaged) : null;
  if (version !== null && versionMajor(version) === major) {
    return { runtime, bin: packaged, version, source: "scripts/functions-node" };
  }
  throw new FunctionsNodeError(
    [
      `The functions run on ${runtime} in production, and locally on the same Node major, but ` +
        `this machine runs Node ${process.version} and ${path.relative(ROOT, packaged)} ` +
        `${version === null ? "is missing" : `is ${version}`}.`,
      "Run `npm install` (its postinstall step installs Node " +
        `${major} into scripts/functions-node), or run with Node ${major}, or set ` +
        `FUNCTIONS_NODE to a Node ${major} binary.`,
    ].join("\n"),
  );
}

/** firebase-tools on that Node, with a PATH giving it to whatever starts `#!/usr/bin/env node`. */
export function firebaseToolsCommand(node: FunctionsNode): {
  command: string;
  prefixArgs: string[];
  path: string;
} {
  return {
    command: node.bin,
    prefixArgs: [path.join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js")],
    path: [path.dirname(node.bin), process.env.PATH ?? ""].join(path.delimiter),
  };
}

/** The Node major firebase-tools says it runs the functions on ("Using node@22 ..."), or null. */
export function reportedFunctionsNodeMajor(firebaseLog: string): number | null {
  const match = /Using node@(\d+) from (?:host|local cache)/.exec(firebaseLog);
  return match?.[1] ? Number(match[1]) : null;
}
