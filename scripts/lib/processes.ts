/**
 * Child processes of the harness, each leading its own process group: stopping it stops all it
 * started, and a Ctrl-C reaches only the harness, which then stops the groups in order.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./config.ts";

export const LOG_DIR = path.join(ROOT, ".emulators", "logs");

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
}

const running: Managed[] = [];
/** Every process group started, for the last-resort kill on exit. */
const started: Managed[] = [];

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Also echo the output to this process's stdout, each line prefixed with the name. */
  echo?: boolean;
}

/** Starts a command in its own process group; output goes to .emulators/logs/<name>.log. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: StartOptions = {},
): Managed {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      log.write(chunk);
      if (options.echo) {
        for (const line of chunk.toString().split("\n")) {
          if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
        }
      }
    });
  }
  child.on("error", (error) => log.write(`\n${String(error)}\n`));
  child.on("exit", (code, signal) => log.write(`\n[exited with ${signal ?? code}]\n`));
  const managed: Managed = { name, child, logFile };
  running.push(managed);
  started.push(managed);
  return managed;
}

/** The last lines a process wrote, for error messages. */
export function logTail(managed: Managed, lines = 25): string {
  try {
    return readFileSync(managed.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}

function signalGroup(managed: Managed, signal: NodeJS.Signals): void {
  const pid = managed.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(managed: Managed): boolean {
  const pid = managed.child.pid;
  if (pid === undefined) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGroupGone(managed: Managed, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!groupAlive(managed)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !groupAlive(managed);
}

/** Stops every started process group, newest first: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(graceMs = 8000): Promise<void> {
  while (running.length > 0) {
    const managed = running.pop();
    if (!managed) break;
    signalGroup(managed, "SIGTERM");
    if (!(await waitGroupGone(managed, graceMs))) {
      signalGroup(managed, "SIGKILL");
      await waitGroupGone(managed, 2000);
    }
  }
}

/** Last resort when the harness exits without having stopped its children. */
function killAllNow(): void {
  for (const managed of started) {
    if (groupAlive(managed)) signalGroup(managed, "SIGKILL");
  }
}

let handlersInstalled = false;
let stopping: Promise<void> | null = null;

/** Set once Ctrl-C (or SIGTERM/SIGHUP) asked the harness to stop: settles when all is stopped. */
export function stoppingBySignal(): Promise<void> | null {
  return stopping;
}

/** Stops the children on Ctrl-C, SIGTERM, SIGHUP (then exits with 130) and on any exit. */
export function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    process.stdout.write(`\nReceived ${signal}, stopping the emulators...\n`);
    stopping = stopAll();
    void stopping.finally(() => process.exit(130));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  process.on("SIGHUP", handler);
  process.on("exit", killAllNow);
}
