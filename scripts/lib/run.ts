/** Helpers shared by the CLI scripts: run a command in the foreground, run work under the emulators. */
import { spawn } from "node:child_process";
import { ROOT, URLS } from "./config.ts";
import {
  readyLine,
  HarnessError,
  startEmulators,
  type Emulators,
  type Plan,
  type StartEmulatorOptions,
} from "./harness.ts";
import { FunctionsNodeError } from "./functions-node.ts";
import { installSignalHandlers, stopAll, stoppingBySignal } from "./processes.ts";
import { acquireMachineLock } from "./machine-lock.ts";
import { seedEmulators } from "./seed.ts";

/** Runs a command with inherited stdio (none when `quiet`); resolves to its exit code. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  { quiet = false }: { quiet?: boolean } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? "ignore" : ["ignore", "inherit", "inherit"],
    });
    child.on("error", (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command with its output (stdout and stderr, interleaved) kept rather than printed, for a
 * step that runs beside others; resolves to its exit code and that output (never rejects).
 */
export function runCaptured(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString();
    child.on("error", (error) => {
      resolve({ code: 127, output: `${output()}Could not run ${command}: ${error.message}\n` });
    });
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output() }),
    );
  });
}

/** `npm run build` of one workspace. */
export const buildWorkspace = (name: "functions" | "web") =>
  run("npm", ["run", "build", "--workspace", name, "--silent"]);

/** Builds the functions, then the web app (web/build/client, and functions/ssr for `ssr`). */
export async function buildAll(): Promise<number> {
  const functions = await buildWorkspace("functions");
  return functions !== 0 ? functions : buildWorkspace("web");
}

export function printUrls(emulators: Emulators, extra: Record<string, string> = {}): void {
  const rows: [string, string][] = [
    ...Object.entries(extra),
    ["Hosting (production build)", `${URLS.hosting}/`],
    ["REST API (function root)", `${URLS.api}/health`],
    ["REST API (through Hosting)", `${URLS.hosting}/api/health`],
    ["Auth emulator", URLS.auth],
    ["Firestore emulator", URLS.firestore],
  ];
  if (emulators.uiEnabled) rows.push(["Emulator UI", URLS.ui]);
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(`\n${readyLine(emulators, ", seed data loaded")}`);
  for (const [label, url] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${url}\n`);
}

/** Starts and seeds the emulators, runs `work`, and stops them whatever happens. */
export async function withEmulators<T>(
  plan: Plan,
  options: StartEmulatorOptions,
  work: (emulators: Emulators) => Promise<T>,
): Promise<T> {
  installSignalHandlers();
  const release = await acquireMachineLock();
  try {
    const emulators = await startEmulators(plan, options);
    await seedEmulators();
    return await work(emulators);
  } finally {
    await stopAll();
    release();
  }
}

/** Prints the error and exits; a harness error (or no Node for the functions) without stack. */
export function exitOnError(error: unknown): void {
  // After Ctrl-C, children exiting is expected: the signal handler stops the rest and exits.
  if (stoppingBySignal()) return;
  const known = error instanceof HarnessError || error instanceof FunctionsNodeError;
  const stack = error instanceof Error && !known ? error.stack : undefined;
  process.stderr.write(`\n${stack ?? (error instanceof Error ? error.message : String(error))}\n`);
  process.exit(1);
}

/** Resolves when the process receives Ctrl-C/SIGTERM (the signal handlers then stop everything). */
export function waitForever(): Promise<never> {
  return new Promise(() => {
    setInterval(() => undefined, 1 << 30);
  });
}
