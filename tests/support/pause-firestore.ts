/**
 * Makes the Firestore emulator unreachable without stopping it: its process is frozen with SIGSTOP
 * (connections are still accepted by the kernel, but nothing answers, as with a stalled or
 * partitioned database) and thawed with SIGCONT. The process is found by the port it listens on,
 * so this works whether the harness or firebase-tools started it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { PORTS } from "../../scripts/lib/config.ts";

/** Inodes of the sockets listening on `port`, from /proc/net/tcp{,6} (Linux). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is fields[1] ("ADDR:PORT"), st is fields[3] ("0A" = LISTEN), inode fields[9].
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9]) {
        inodes.add(fields[9]);
      }
    }
  }
  return inodes;
}

/** The process holding one of `inodes` open, scanning /proc/<pid>/fd (our own processes). */
function pidBySocket(inodes: Set<string>): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // Not ours, or gone.
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (match?.[1] && inodes.has(match[1])) return Number(entry);
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return null;
}

/** The pid listening on 127.0.0.1:`port`: /proc on Linux, lsof elsewhere. */
export function listenerPid(port: number): number | null {
  if (existsSync("/proc/net/tcp")) return pidBySocket(listeningInodes(port));
  const lsof = spawnSync("lsof", ["-nP", `-iTCP:${port}`, "-sTCP:LISTEN", "-t"], {
    encoding: "utf8",
  });
  const pid = Number(lsof.stdout.trim().split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function commandLine(pid: number): string {
  const ps = spawnSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" });
  return ps.stdout.trim();
}

export interface PausedFirestore {
  pid: number;
  /** Sends SIGCONT; safe to call more than once. */
  resume(): void;
}

/** Whether every thread of `pid` is stopped (state T in /proc/<pid>/task/<tid>/stat; Linux). */
function allThreadsStopped(pid: number): boolean {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return true; // No /proc: nothing to check.
  return readdirSync(tasks).every((tid) => {
    try {
      // The state follows the command name, which is in parentheses and may contain spaces.
      const stat = readFileSync(`${tasks}/${tid}/stat`, "utf8");
      return /^[Tt]$/.test(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] ?? "");
    } catch {
      return true; // The thread ended.
    }
  });
}

/**
 * Freezes the Firestore emulator, and resolves once every one of its threads has stopped (a
 * thread busy in the kernel stops only when it leaves it). Throws when what listens on its port
 * is not the Firestore emulator (so a test never freezes anything else), or when it has not
 * stopped within 5 s. The process is also thawed if this process exits before `resume()`.
 */
export async function pauseFirestore(): Promise<PausedFirestore> {
  const pid = listenerPid(PORTS.firestore);
  if (pid === null) throw new Error(`Nothing of ours listens on port ${PORTS.firestore}`);
  const command = commandLine(pid);
  if (!/firestore/i.test(command)) {
    throw new Error(`Port ${PORTS.firestore} is held by "${command}", not the Firestore emulator`);
  }
  let paused = true;
  const resume = () => {
    if (!paused) return;
    paused = false;
    process.off("exit", resume);
    process.kill(pid, "SIGCONT");
  };
  process.on("exit", resume);
  process.kill(pid, "SIGSTOP");
  const deadline = Date.now() + 5000;
  while (!allThreadsStopped(pid)) {
    if (Date.now() > deadline) {
      resume();
      throw new Error(`The Firestore emulator (pid ${pid}) did not stop within 5 s of SIGSTOP`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, resume };
}
