/**
 * `npm run admin:grant -- someone@example.com [--revoke] [--project <id>]`
 *
 * Grants (or with --revoke, revokes) the admin role from the command line, with the Admin SDK.
 * This is how the first admin is made: no network endpoint can create an admin without one.
 *
 * By default it talks to the local emulators (start them with `npm start`). Only an explicit
 * --project talks to a real Firebase project (with GOOGLE_APPLICATION_CREDENTIALS or other
 * application-default credentials), and it first says which project it is about to change: a key
 * left in the shell's environment never sends a local command to production.
 *
 * Unlike the Make Admin page and PUT /users/admin, it grants the role to an account whose email
 * address is not verified yet (an operator making the first admin may not be able to wait for
 * the mail), and then prints a warning saying so.
 */
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
                        or other application-default credentials); without it, the command
                        changes the local emulators only, even when credentials are set
  --help                print this help

Unlike the Make Admin page and PUT /users/admin, this command also grants the role to an account
whose email address is not verified yet, and then prints a warning: whoever signed up with the
address holds the role, so make sure it is the person you mean (or ask them to verify it first:
the dashboard offers to resend the link).
`;

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
  const real = values.project !== undefined;
  const email = parsed.data.email;
  const action = values.revoke ? "revoke the admin role of" : "grant the admin role to";
  if (real) {
    process.stdout.write(`About to ${action} ${email} in Firebase project ${values.project}.\n`);
  } else {
    if (process.env.GOOGLE_APPLICATION_CREDENTIALS) {
      process.stdout.write(
        "GOOGLE_APPLICATION_CREDENTIALS is set, but without --project this changes the local " +
          "emulators only.\n",
      );
    }
    Object.assign(process.env, emulatorEnv());
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
  const app = real
    ? initializeApp({ credential: applicationDefault(), projectId: values.project })
    : initializeApp({ projectId: PROJECT_ID });
  const target = real ? `project ${values.project ?? ""}` : "the emulators";
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
    process.stdout.write(`${message} (${target}).\n`);
    if (!values.revoke && !emailVerified) process.stderr.write(unverifiedWarning(email));
    return 0;
  } catch (error) {
    if (error instanceof RoleError) {
      process.stderr.write(`${error.message} (${target}).\n`);
      return 1;
    }
    throw error;
  } finally {
    await deleteApp(app);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
