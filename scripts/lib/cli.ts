/**
 * What the operator commands (admin:grant, images:migrate, reviews:approve-existing) share: where
 * they work (the local emulators by default, a real project only with --project), the
 * confirmation on the terminal (--yes skips it), the Admin SDK's app, running as the program.
 */
import { realpathSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { PROJECT_ID, URLS, emulatorEnv } from "./config.ts";

export type ParsedArgs<C> =
  { kind: "help" } | { kind: "error"; message: string } | { kind: "run"; command: C };

/** What every command's line holds besides its own flags: --project <id> (and --help). */
export interface Targeted {
  project: string | undefined;
}

/**
 * Reads a command line: the command's boolean `flags`, --project <id>, --help and positionals if
 * allowed; `command` makes the command from them, or says what is wrong.
 */
export function parseCommandLine<F extends string, C extends Targeted>(
  args: readonly string[],
  spec: { flags: readonly F[]; positionals?: boolean },
  command: (values: Record<F, boolean> & Targeted, positionals: string[]) => C | string,
): ParsedArgs<C> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: spec.positionals ?? false,
      strict: true,
      options: {
        ...Object.fromEntries(spec.flags.map((flag) => [flag, { type: "boolean" as const }])),
        project: { type: "string" },
        help: { type: "boolean" },
      },
    });
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: "help" };
  const project = typeof values.project === "string" ? values.project : undefined;
  const given = new Map(Object.entries(values));
  const flags = Object.fromEntries(spec.flags.map((flag) => [flag, given.get(flag) === true]));
  const result = command({ ...(flags as Record<F, boolean>), project }, positionals);
  if (typeof result === "string") return { kind: "error", message: result };
  if (project !== undefined && project.trim() === "") {
    return { kind: "error", message: "--project needs a project id." };
  }
  return { kind: "run", command: result };
}

/** Prints the help (exit 0) or what is wrong (2), else enters the target; or the exit code. */
export async function start<C extends Targeted>(
  parsed: ParsedArgs<C>,
  text: { help: string; usage: string },
  emulator: "auth" | "firestore",
  about: (command: C, projectId: string) => string,
): Promise<{ command: C; target: Target } | number> {
  if (parsed.kind === "help") process.stdout.write(text.help);
  if (parsed.kind === "error") process.stderr.write(`${parsed.message}\n${text.usage}\n`);
  if (parsed.kind !== "run") return parsed.kind === "help" ? 0 : 2;
  const { command } = parsed;
  const target = chooseTarget(command.project, process.env);
  if (!target) {
    process.stderr.write(`${text.usage}\n`);
    return 2;
  }
  const entered = await enter(target, about(command, target.projectId ?? ""), emulator);
  return entered ? { command, target } : 1;
}

/** Asks `question`, reads one line: true only for "y" or "yes" (any case), anything else is no. */
export function askYesNo(
  question: string,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<boolean> {
  output.write(question);
  const lines = createInterface({ input, terminal: false });
  return new Promise((resolve) => {
    let answer: string | undefined;
    lines.once("line", (line) => {
      answer = line;
      lines.close();
    });
    lines.once("close", () => resolve(/^\s*y(es)?\s*$/i.test(answer ?? "")));
  });
}

/** With --yes, or on "y" to `question` on a terminal; without one it refuses, with `hint`. */
export async function confirmed(question: string, yes: boolean, hint: string): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    process.stderr.write(
      "Refused: there is no terminal to confirm on (standard input is not a TTY). Nothing " +
        `was changed. ${hint}\n`,
    );
    return false;
  }
  if (await askYesNo(question, process.stdin, process.stdout)) return true;
  process.stderr.write("Aborted: nothing was changed.\n");
  return false;
}

/** The variables that send the Admin SDK to the emulators instead of the project it names. */
const EMULATOR_HOST_VARIABLES = ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"] as const;

/**
 * Where the command works: a real project's id (undefined: the emulators), how the output names
 * it, the variables to set and remove before the Admin SDK starts, what to tell the operator.
 */
export interface Target {
  projectId: string | undefined;
  label: string;
  set: Record<string, string>;
  unset: string[];
  notices: string[];
}

/**
 * The target of `--project` in `env`; undefined for an empty id (the Admin SDK would pick a project
 * the operator did not name). Only the flag decides: with it the emulator hosts are dropped, so a
 * real project is never mistaken for the emulators; without it, credentials are not used.
 */
export function chooseTarget(
  project: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Target | undefined {
  if (project === undefined) {
    return {
      projectId: undefined,
      label: "the emulators",
      set: emulatorEnv(),
      unset: [],
      notices: env.GOOGLE_APPLICATION_CREDENTIALS
        ? [
            "GOOGLE_APPLICATION_CREDENTIALS is set, but without --project this changes the local " +
              "emulators only.",
          ]
        : [],
    };
  }
  if (project.trim() === "") return undefined;
  // Removed even when empty; named to the operator when they hold a host.
  const unset = EMULATOR_HOST_VARIABLES.filter((name) => env[name] !== undefined);
  const ignored = unset.filter((name) => env[name]);
  return {
    projectId: project,
    label: `project ${project}`,
    set: {},
    unset,
    notices: ignored.length
      ? [
          `Ignoring ${ignored.join(" and ")}: --project changes the real project ${project}, ` +
            "not the emulators.",
        ]
      : [],
  };
}

/** Sets this process's environment for `target`; on the emulators, false unless they answer. */
export async function enter(
  target: Target,
  about: string,
  emulator: "auth" | "firestore",
): Promise<boolean> {
  if (target.projectId !== undefined) process.stdout.write(`${about}\n`);
  for (const notice of target.notices) process.stdout.write(`${notice}\n`);
  for (const name of target.unset) Reflect.deleteProperty(process.env, name);
  Object.assign(process.env, target.set);
  if (target.projectId !== undefined) return true;
  try {
    await fetch(`${URLS[emulator]}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    process.stderr.write(
      `The ${emulator === "auth" ? "Auth" : "Firestore"} emulator is not running. Start the ` +
        "emulators first (npm start), or pass\n--project <id> (with " +
        "GOOGLE_APPLICATION_CREDENTIALS) to use a real project.\n",
    );
    return false;
  }
}

/** Runs `work` with the Admin SDK's default app on `target` (application-default credentials). */
export async function withAdminApp(
  target: Target,
  work: (app: App) => Promise<number>,
): Promise<number> {
  const app =
    target.projectId === undefined
      ? initializeApp({ projectId: PROJECT_ID })
      : initializeApp({ credential: applicationDefault(), projectId: target.projectId });
  try {
    return await work(app);
  } finally {
    await deleteApp(app);
  }
}

/** Runs `main` if the module at `url` is the program (not imported by a test); exits with it. */
export function runAsProgram(url: string, main: (args: readonly string[]) => Promise<number>) {
  if (!process.argv[1] || realpathSync(process.argv[1]) !== realpathSync(fileURLToPath(url))) {
    return;
  }
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
