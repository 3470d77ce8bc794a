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
 */
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { RoleError, setAdminRole } from "../functions/src/admin/roles.ts";
import { adminEmailInputSchema } from "../functions/src/shared/schemas.ts";
import { PROJECT_ID, URLS, emulatorEnv } from "./lib/config.ts";

const USAGE = "Usage: npm run admin:grant -- <email> [--revoke] [--project <project-id>]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: "boolean", default: false }, project: { type: "string" } },
  });
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
    const { modifiedCount } = await setAdminRole(
      { auth: getAuth(app), db: getFirestore(app) },
      { email, grant: !values.revoke, by: "cli" },
    );
    const message = values.revoke
      ? modifiedCount
        ? `${email} is no longer an admin`
        : `${email} was not an admin`
      : modifiedCount
        ? `${email} is now an admin`
        : `${email} is already an admin`;
    process.stdout.write(`${message} (${target}).\n`);
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
