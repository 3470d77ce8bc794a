/**
 * The one emulator harness, in one of two modes (docs/decisions/001-emulator-harness.md):
 * "firebase" (Java 21+, firebase-tools starts every emulator) or "cloud-sdk" (older Java: the
 * harness starts the Cloud SDK Firestore emulator and registers the triggers, lib/triggers.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { HOST, PORTS, PROJECT_ID, ROOT, URLS, emulatorEnv, type PortName } from "./config.ts";
import {
  findFunctionsNode,
  firebaseToolsCommand,
  reportedFunctionsNodeMajor,
  runtimeMajor,
  type FunctionsNode,
} from "./functions-node.ts";
import { lockHolder } from "./machine-lock.ts";
import { logTail, startProcess, type Managed } from "./processes.ts";
import { registerFirestoreTriggers } from "./triggers.ts";

export class HarnessError extends Error {
  override name = "HarnessError";
}

const PORT_LABELS: Record<PortName, string> = {
  auth: "Auth emulator",
  firestore: "Firestore emulator",
  functions: "Functions emulator",
  hosting: "Hosting emulator",
  vite: "Vite dev server",
  hub: "Emulator hub",
  logging: "Emulator logging",
  ui: "Emulator UI",
};

/** Parses the major version out of `java -version` output ("17.0.15", "21", "1.8.0_392"). */
export function parseJavaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

export function detectJavaMajor(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

const JAR_DIR = path.join("platform", "cloud-firestore-emulator");
const JAR_NAME = "cloud-firestore-emulator.jar";

/** Where gcloud is installed (the folder above its bin/), or undefined. */
function gcloudRoot(): string | undefined {
  const which = spawnSync("sh", ["-c", "command -v gcloud"], { encoding: "utf8" });
  const gcloud = which.status === 0 ? which.stdout.trim() : "";
  try {
    return gcloud ? path.resolve(path.dirname(realpathSync(gcloud)), "..") : undefined;
  } catch {
    return undefined; // A dangling link: the usual places are searched.
  }
}

/** Finds the Cloud SDK Firestore emulator jar, or null when it is not installed. */
export function findCloudSdkFirestoreJar(): string | null {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    gcloudRoot(),
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    path.join(os.homedir(), "google-cloud-sdk"),
  ];
  const jars = roots.flatMap((root) => (root ? [path.join(root, JAR_DIR, JAR_NAME)] : []));
  return jars.find((jar) => existsSync(jar)) ?? null;
}

/** Any Firestore emulator jar here: the Cloud SDK's, or firebase-tools' (same flags). */
export function findAnyFirestoreJar(): string | null {
  const cloudSdk = findCloudSdkFirestoreJar();
  if (cloudSdk) return cloudSdk;
  const cache = path.join(os.homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(cache)) return null;
  const jars = readdirSync(cache)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const newest = jars.at(-1);
  return newest ? path.join(cache, newest) : null;
}

/** The java arguments that start a Firestore emulator jar (its main class, then `start`). */
export function firestoreJavaArgs(jar: string, flags: string[]): string[] {
  return [
    "-Duser.language=en",
    "-cp",
    jar,
    "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
    "start",
    ...flags,
  ];
}

export interface Environment {
  javaMajor: number | null;
  cloudSdkJar: string | null;
  override?: string | undefined;
}

export type ModeChoice = { mode: "firebase" } | { mode: "cloud-sdk"; jar: string };

/** Picks how to run the emulators, or throws a HarnessError that names what to install. */
export function chooseMode(env: Environment): ModeChoice {
  const override = env.override?.trim();
  if (override && override !== "firebase" && override !== "cloud-sdk") {
    throw new HarnessError(`EMULATOR_MODE must be "firebase" or "cloud-sdk", not "${override}".`);
  }
  const javaOk21 = env.javaMajor !== null && env.javaMajor >= 21;
  const cloudSdkOk = env.javaMajor !== null && env.javaMajor >= 11 && env.cloudSdkJar !== null;
  if (override === "firebase" || (!override && javaOk21)) {
    if (!javaOk21) {
      throw new HarnessError(
        `EMULATOR_MODE=firebase needs Java 21 or newer (found ${describeJava(env.javaMajor)}).`,
      );
    }
    return { mode: "firebase" };
  }
  if (cloudSdkOk && env.cloudSdkJar) return { mode: "cloud-sdk", jar: env.cloudSdkJar };
  throw new HarnessError(
    [
      `Cannot run the Firestore emulator: found ${describeJava(env.javaMajor)}` +
        `${env.cloudSdkJar ? "" : " and no Google Cloud SDK Firestore emulator"}.`,
      "Install one of:",
      "  - Java 21 or newer (for example the openjdk-21-jre-headless package, or Temurin 21), or",
      "  - Java 11+ together with the Cloud SDK Firestore emulator",
      "    (apt-get install google-cloud-cli-firestore-emulator, or",
      "     gcloud components install cloud-firestore-emulator).",
    ].join("\n"),
  );
}

function describeJava(major: number | null): string {
  return major === null ? "no Java" : `Java ${major}`;
}

/** Resolves to true when something accepts TCP connections on 127.0.0.1:port. */
export function isPortInUse(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (inUse: boolean) => {
      socket.destroy();
      resolve(inUse);
    };
    socket.setTimeout(1000, () => done(true));
    socket.once("connect", () => done(true));
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code !== "ECONNREFUSED"));
  });
}

/** Throws a HarnessError naming every port of `names` that is already taken. */
export async function assertPortsFree(names: readonly PortName[]): Promise<void> {
  const busy: PortName[] = [];
  for (const name of names) {
    if (await isPortInUse(PORTS[name])) busy.push(name);
  }
  const first = busy[0];
  if (first === undefined) return;
  const list = busy.map((name) => `${PORTS[name]} (${PORT_LABELS[name]})`).join(", ");
  throw new HarnessError(
    `Port${busy.length > 1 ? "s" : ""} already in use: ${list}.\n` +
      `Stop whatever listens there (\`lsof -i :${PORTS[first]}\` shows it), for example ` +
      "emulators left over from an earlier run, and try again.",
  );
}

export interface ReadyCheck {
  name: string;
  url: string;
}

const READY_CHECKS: ReadyCheck[] = [
  { name: "Firestore", url: `${URLS.firestore}/` },
  { name: "Auth", url: `${URLS.auth}/` },
  { name: "Functions", url: `${URLS.api}/health` },
  { name: "Hosting", url: `${URLS.hosting}/` },
];

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Waits until every check answers 2xx; fails early when a started process exits. */
export async function waitUntilReady(
  checks: ReadyCheck[],
  processes: Managed[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(checks);
  while (pending.size > 0) {
    for (const managed of processes) {
      if (managed.child.exitCode !== null || managed.child.signalCode !== null) {
        throw new HarnessError(
          `${managed.name} exited before the emulators were ready. Its last output ` +
            `(full log: ${path.relative(ROOT, managed.logFile)}):\n${logTail(managed)}`,
        );
      }
    }
    for (const check of [...pending]) {
      if (await answers(check.url)) pending.delete(check);
    }
    if (pending.size === 0) break;
    if (Date.now() > deadline) {
      const names = [...pending].map((c) => `${c.name} (${c.url})`).join(", ");
      const logs = processes.map((m) => `--- ${m.name} ---\n${logTail(m)}`).join("\n");
      throw new HarnessError(`Timed out after ${timeoutMs / 1000}s waiting for ${names}.\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * How many requests the Functions emulator runs at once, each in a worker process: two per core,
 * not its default 50, which starves a small machine (ADR 001's addendum), unless set explicitly.
 */
export function functionsEmulatorParallel(
  cores: number = os.availableParallelism(),
  env: NodeJS.ProcessEnv = process.env,
): string {
  const explicit = env.FUNCTIONS_EMULATOR_PARALLEL?.trim();
  if (explicit) return explicit;
  return String(Math.min(16, Math.max(2, cores * 2)));
}

/** firebase.json with the Emulator UI switched off, for runs where it cannot be downloaded. */
const HARNESS_CONFIG = path.join(ROOT, ".firebase.harness.json");

function writeHarnessConfig(): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as {
    emulators?: Record<string, unknown>;
  };
  config.emulators = { ...config.emulators, ui: { enabled: false } };
  writeFileSync(HARNESS_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return HARNESS_CONFIG;
}

export interface Emulators {
  mode: ModeChoice["mode"];
  /** Environment for processes that talk to these emulators. */
  env: Record<string, string>;
  uiEnabled: boolean;
  /** The Node.js the functions run on (firebase.json's runtime major). */
  functionsNode: FunctionsNode;
}

export interface StartEmulatorOptions {
  /** Echo emulator output to the terminal (npm start) instead of only the log files. */
  echo?: boolean;
}

const EMULATOR_PORTS: PortName[] = ["auth", "firestore", "functions", "hosting", "hub", "logging"];

export interface Plan {
  choice: ModeChoice;
  uiEnabled: boolean;
  ports: PortName[];
  functionsNode: FunctionsNode;
}

/** Decides how to run the emulators and checks their ports, before anything is built. */
export async function preflight(extraPorts: PortName[] = []): Promise<Plan> {
  const choice = chooseMode({
    javaMajor: detectJavaMajor(),
    cloudSdkJar: findCloudSdkFirestoreJar(),
    override: process.env.EMULATOR_MODE,
  });
  const uiEnabled =
    choice.mode === "firebase" && process.env.EMULATOR_UI !== "0" && process.env.CI !== "true";
  const ports: PortName[] = [
    ...EMULATOR_PORTS,
    ...(uiEnabled ? ["ui" as const] : []),
    ...extraPorts,
  ];
  const functionsNode = findFunctionsNode();
  // Busy ports are fine while another run holds the machine lock: this run waits for it to stop
  // (lib/machine-lock.ts), and startEmulators checks them again.
  if (lockHolder() === null) await assertPortsFree(ports);
  return { choice, uiEnabled, ports, functionsNode };
}

/** Starts the emulators and waits until all answer; processes.ts's stopAll() stops them. */
export async function startEmulators(
  plan: Plan,
  options: StartEmulatorOptions = {},
): Promise<Emulators> {
  const { choice, uiEnabled } = plan;
  // Checked again: something may have taken a port while the app was building.
  await assertPortsFree(plan.ports);

  const env = emulatorEnv();
  // firebase-tools runs the functions with its own Node, so it is started with the runtime's.
  const firebase = firebaseToolsCommand(plan.functionsNode);
  const cloudSdk = choice.mode === "cloud-sdk";
  const echo = options.echo ?? false;
  const processes: Managed[] = [];
  if (cloudSdk) {
    const args = firestoreJavaArgs(choice.jar, [
      `--host=${HOST}`,
      `--port=${PORTS.firestore}`,
      `--rules=${path.join(ROOT, "firestore.rules")}`,
      // Where it delivers the events of the Firestore triggers registered below.
      `--functions_emulator=${HOST}:${PORTS.functions}`,
    ]);
    processes.push(startProcess("firestore", "java", args, { echo }));
  }
  const only = cloudSdk ? "auth,functions,hosting" : "auth,firestore,functions,hosting";
  const args = [...firebase.prefixArgs, "emulators:start", "--only", only, "--project", PROJECT_ID];
  if (!uiEnabled) args.push("--config", writeHarnessConfig());
  const firebaseEnv = {
    ...(cloudSdk ? env : { GCLOUD_PROJECT: PROJECT_ID }),
    PATH: firebase.path,
    FUNCTIONS_EMULATOR_PARALLEL: functionsEmulatorParallel(),
  };
  processes.push(startProcess("firebase", firebase.command, args, { env: firebaseEnv, echo }));

  await waitUntilReady(READY_CHECKS, processes, 120_000);
  assertFunctionsNode(processes, plan.functionsNode.runtime);
  // firebase-tools registers the Firestore triggers itself only with a Firestore emulator it
  // started (firebase mode); with the Cloud SDK one, the harness does (lib/triggers.ts).
  if (cloudSdk) {
    try {
      await registerFirestoreTriggers();
    } catch (error) {
      throw new HarnessError(
        `Could not register the Firestore triggers: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return { mode: choice.mode, env, uiEnabled, functionsNode: plan.functionsNode };
}

/** "Emulators ready (cloud-sdk mode, functions on Node v22.23.3 (nodejs22; from host))." */
export function readyLine({ mode, functionsNode: node }: Emulators, suffix = ""): string {
  const functions = `functions on Node ${node.version} (${node.runtime}; from ${node.source})`;
  return `Emulators ready (${mode} mode, ${functions})${suffix}.\n`;
}

/** Checks the Node firebase-tools says it runs the functions on against firebase.json's. */
function assertFunctionsNode(processes: Managed[], runtime: string): void {
  const firebase = processes.find((managed) => managed.name === "firebase");
  if (!firebase) return;
  const reported = reportedFunctionsNodeMajor(readFileSync(firebase.logFile, "utf8"));
  if (reported !== runtimeMajor(runtime)) {
    throw new HarnessError(
      `The Functions emulator runs the functions on ${reported === null ? "an unreported Node" : `Node ${reported}`}, ` +
        `but firebase.json deploys them on ${runtime}. Its output:\n${logTail(firebase)}`,
    );
  }
}
