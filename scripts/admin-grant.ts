/**
 * `npm run admin:grant -- someone@example.com [--revoke] [--project <id>]`
 *
 * Grants (or with --revoke, revokes) the admin role from the command line, with the Admin SDK.
 * This is how the first admin is made: no network endpoint can create an admin without one.
 *
 * By default it talks to the local emulators (start them with `npm start`). Only an explicit
 * --project talks to a real Firebase project (with GOOGLE_APPLICATION_CREDENTIALS or other
 * application-default credentials), and it first says which project it is about to change: a key
 * left in the shell's environment never sends a local command to production, and emulator hosts
 * left there (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST) never send a --project
 * command to the emulators: it says it ignores them, and does.
 *
 * Unlike the Make Admin page and PUT /users/admin, it grants the role to an account whose email
 * address is not verified yet (an operator making the first admin may not be able to wait for
 * the mail), and then prints a warning saying so.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { RoleError, setAdminRole } from "../functions/src/admin/roles.ts";
import { adminEmailInputSchema } from "../functions/src/shared/schemas.ts";
import { PROJECT_ID, URLS, emulatorEnv } from "./lib/config.ts";

const USAGE = "Usage: npm run admin:grant -- <email> [--revoke] [--project <project-id>]";

const HELP = `${USAGE}

Grants the admin role to the account with <email> (or with --revoke, takes it away).

  --revoke              revoke the role instead of granting it
  --project <id>        change this real Firebase project (with GOOGLE_APPLICATION_CREDENTIALS
                        or other application-default credentials), never the emulators: it
                        ignores FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (and
                        says so); without it, the command changes the local emulators only,
                        even when credentials are set
  --help                print this help

Unlike the Make Admin page and PUT /users/admin, this command also grants the role to an account
whose email address is not verified yet, and then prints a warning: whoever signed up with the
address holds the role, so make sure it is the person you mean (or ask them to verify it first:
the dashboard offers to resend the link).
`;

/** The variables that send the Admin SDK to the emulators instead of the project it names. */
const EMULATOR_HOST_VARIABLES = ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"] as const;

/** Where the command works, and what its own environment must be for the Admin SDK to go there. */
export interface Target {
  /** The real project's id; undefined for the local emulators. */
  projectId: string | undefined;
  /** How the output names the target: "project <id>" or "the emulators". */
  label: string;
  /** Variables to set in this process before the Admin SDK starts. */
  set: Record<string, string>;
  /** Variables to remove from this process before the Admin SDK starts. */
  unset: string[];
  /** What to tell the operator about the environment, before anything is changed. */
  notices: string[];
}

/**
 * The target of `--project` (undefined when it is not given) in the environment `env`, or
 * undefined for an empty project id (which would let the Admin SDK pick a project from the key or
 * the environment, one the operator did not name). Only the flag decides: with it, the emulator
 * hosts in `env` are dropped, so a real project is never mistaken for the emulators (and the
 * reverse: without it, credentials in `env` are not used).
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

/** The warning after granting the role to an account that has not verified its address. */
function unverifiedWarning(email: string): string {
  return (
    `Warning: ${email} has not verified their email address yet. Whoever signed up with this ` +
    "address now holds the admin role: make sure it is the person you mean.\n"
  );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      revoke: { type: "boolean", default: false },
      project: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const parsed = adminEmailInputSchema.safeParse({ email: positionals[0] ?? "" });
  if (!parsed.success || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const target = chooseTarget(values.project, process.env);
  if (!target) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const email = parsed.data.email;
  const action = values.revoke ? "revoke the admin role of" : "grant the admin role to";
  if (target.projectId !== undefined) {
    process.stdout.write(`About to ${action} ${email} in Firebase project ${target.projectId}.\n`);
  }
  for (const notice of target.notices) process.stdout.write(`${notice}\n`);
  for (const name of target.unset) Reflect.deleteProperty(process.env, name);
  Object.assign(process.env, target.set);
  if (target.projectId === undefined) {
    try {
      await fetch(`${URLS.auth}/`, { signal: AbortSignal.timeout(2000) });
    } catch {
      process.stderr.write(
        "The Auth emulator is not running. Start the emulators first (npm start), or pass\n" +
          "--project <id> (with GOOGLE_APPLICATION_CREDENTIALS) to use a real project.\n",
      );
      return 1;
    }
  }
  const app =
    target.projectId === undefined
      ? initializeApp({ projectId: PROJECT_ID })
      : initializeApp({ credential: applicationDefault(), projectId: target.projectId });
  try {
    const { modifiedCount, emailVerified } = await setAdminRole(
      { auth: getAuth(app), db: getFirestore(app) },
      { email, grant: !values.revoke, by: "cli", allowUnverified: true },
    );
    const message = values.revoke
      ? modifiedCount
        ? `${email} is no longer an admin`
        : `${email} was not an admin`
      : modifiedCount
        ? `${email} is now an admin`
        : `${email} is already an admin`;
    process.stdout.write(`${message} (${target.label}).\n`);
    if (!values.revoke && !emailVerified) process.stderr.write(unverifiedWarning(email));
    return 0;
  } catch (error) {
    if (error instanceof RoleError) {
      process.stderr.write(`${error.message} (${target.label}).\n`);
      return 1;
    }
    throw error;
  } finally {
    await deleteApp(app);
  }
}

// Run only as the program (`node scripts/admin-grant.ts`), not when a test imports chooseTarget.
if (
  process.argv[1] &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
