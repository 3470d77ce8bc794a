/**
 * One run of the emulators at a time on a machine (their ports are fixed): a second run waits here
 * instead of failing on busy ports. The lock is a temp file holding the owner's pid; a lock whose
 * owner is gone is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ID } from "./config.ts";

export const LOCK_FILE = path.join(os.tmpdir(), `${PROJECT_ID}-emulators.lock`);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid in the lock file, or null when there is none or it is unreadable. */
function owner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of the live process holding the lock, or null when it is free. */
export function lockHolder(file = LOCK_FILE): number | null {
  const pid = owner(file);
  return pid !== null && isRunning(pid) ? pid : null;
}

function tryTake(file: string): boolean {
  try {
    const fd = openSync(file, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Waits for the lock (`onWait` told once of its owner); returns its release (also at exit). */
export async function acquireMachineLock(
  file = LOCK_FILE,
  onWait: (pid: number) => void = (pid) =>
    process.stdout.write(`Waiting for the emulators of another run (pid ${pid}) to stop...\n`),
): Promise<() => void> {
  let told = false;
  for (;;) {
    if (tryTake(file)) break;
    const pid = owner(file);
    if (pid === null || !isRunning(pid)) {
      // Left by a run that died (or being written this instant: then the next try waits).
      if (pid !== null) rmSync(file, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    if (!told) onWait(pid);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const release = () => {
    if (owner(file) === process.pid) rmSync(file, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return release;
}
