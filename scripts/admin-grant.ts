/**
 * `npm run admin:grant` (HELP below): how the first admin is made, since no network endpoint can
 * make one without an admin. Why it shows the account, asks, and refuses unverified addresses:
 * docs/decisions/002-admin-role-changes.md; where it works (emulators or --project): lib/cli.ts.
 */
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { RoleError, findUser, setAdminRole } from "../functions/src/admin/roles.ts";
import { adminEmailInputSchema } from "../functions/src/shared/schemas.ts";
import * as cli from "./lib/cli.ts";

const USAGE =
  "Usage: npm run admin:grant -- <email> [--revoke] [--project <project-id>] [--yes] " +
  "[--allow-unverified]";

const HELP = `${USAGE}

Grants the admin role to the account with <email> (or with --revoke, takes it away). Before it
changes anything, it prints that account (uid, email, whether the address is verified, its
sign-in providers and when it was created) and asks you to confirm with "y" on the terminal;
any other answer changes nothing.

  --revoke              revoke the role instead of granting it
  --project <id>        change this real Firebase project (with GOOGLE_APPLICATION_CREDENTIALS
                        or other application-default credentials), never the emulators: it
                        ignores FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (and
                        says so); without it, the command changes the local emulators only,
                        even when credentials are set
  --yes                 do not ask for confirmation (for scripts); without a terminal (CI,
                        piped input) the command refuses unless it is given
  --allow-unverified    grant the role even though the account has not verified its email
                        address; without it, such a grant is refused and nothing is written
  --help                print this help

Anyone can sign up with an address they do not own, such as the agency's public address: an
account whose address is not verified may belong to someone else than the person you mean. Ask
them to follow the verification link (the dashboard offers to resend it) or to sign in with
Google, check that the printed uid, providers and creation time are theirs, then confirm. Use
--allow-unverified only for an address you control, when you know why it cannot be verified.
`;

/** What the command line asks for. */
export interface Command extends cli.Targeted {
  email: string;
  revoke: boolean;
  /** Skip the confirmation question. */
  yes: boolean;
  /** Grant even though the account's email address is not verified. */
  allowUnverified: boolean;
}

/** Reads the command line (without node and the script), or says what is wrong with it. */
export function parseCommand(args: readonly string[]): cli.ParsedArgs<Command> {
  const flags = ["revoke", "yes", "allow-unverified"] as const;
  return cli.parseCommandLine(args, { flags, positionals: true }, (values, positionals) => {
    if (positionals.length !== 1) return `Expected one email address, got ${positionals.length}.`;
    const email = adminEmailInputSchema.safeParse({ email: positionals[0] });
    if (!email.success) return `"${positionals[0] ?? ""}" is not a valid email address.`;
    if (values.revoke && values["allow-unverified"]) {
      return "--allow-unverified applies to a grant, not to --revoke.";
    }
    const { revoke, project, yes } = values;
    return {
      email: email.data.email,
      revoke,
      project,
      yes,
      allowUnverified: values["allow-unverified"],
    };
  });
}

/** What the operator sees of an account before confirming (a UserRecord has these). */
export interface AccountSummary {
  uid: string;
  email?: string | undefined;
  emailVerified: boolean;
  providerData: readonly { providerId: string }[];
  metadata: { creationTime: string };
}

/** The account, one field a line, for the operator to check it is the person they mean. */
export function describeAccount(user: AccountSummary): string {
  const created = new Date(user.metadata.creationTime);
  const providers = user.providerData.map((provider) => provider.providerId);
  const rows: [string, string][] = [
    ["uid", user.uid],
    ["email", user.email ?? "(none)"],
    ["verified", user.emailVerified ? "yes" : "no"],
    ["providers", providers.length ? providers.join(", ") : "(none)"],
    [
      "created",
      Number.isNaN(created.getTime()) ? user.metadata.creationTime : created.toISOString(),
    ],
  ];
  return `Account:\n${rows.map(([name, value]) => `  ${`${name}:`.padEnd(11)}${value}\n`).join("")}`;
}

/** Why a grant to an unverified account is refused, and what to do instead. */
function unverifiedRefusal(email: string): string {
  return (
    `Refused: ${email} has not verified their email address yet. Nothing was changed.\n` +
    "Anyone can sign up with an address they do not own: until it is verified, this account may " +
    "belong to someone else than the person you mean. Ask them to follow the verification link " +
    "(the dashboard offers to resend it) or to sign in with Google, then run this again. Pass " +
    "--allow-unverified only if you control this address and know why it cannot be verified.\n"
  );
}

/** The warning after granting the role to an account that has not verified its address. */
function unverifiedWarning(email: string): string {
  return (
    `Warning: ${email} has not verified their email address yet. Whoever signed up with this ` +
    "address now holds the admin role: make sure it is the person you mean.\n"
  );
}

async function main(args: readonly string[]): Promise<number> {
  const started = await cli.start(
    parseCommand(args),
    { help: HELP, usage: USAGE },
    "auth",
    ({ email, revoke }, project) =>
      `About to ${revoke ? "revoke the admin role of" : "grant the admin role to"} ${email} in ` +
      `Firebase project ${project}.`,
  );
  if (typeof started === "number") return started;
  const { command, target } = started;
  const { email } = command;
  return cli.withAdminApp(target, async (app) => {
    const auth = getAuth(app);
    try {
      const user = await findUser(auth, email);
      process.stdout.write(describeAccount(user));
      if (!command.revoke && !user.emailVerified && !command.allowUnverified) {
        process.stderr.write(unverifiedRefusal(email));
        return 1;
      }
      const verb = command.revoke ? "Revoke the admin role of" : "Grant the admin role to";
      const question = `${verb} this account in ${target.label}? [y/N] `;
      const hint = "Check the account above, then run the command again with --yes.";
      if (!(await cli.confirmed(question, command.yes, hint))) return 1;
      const { modifiedCount, emailVerified } = await setAdminRole(
        { auth, db: getFirestore(app) },
        {
          email,
          grant: !command.revoke,
          by: "cli",
          allowUnverified: command.allowUnverified,
          uid: user.uid,
        },
      );
      const message = command.revoke
        ? modifiedCount
          ? `${email} is no longer an admin`
          : `${email} was not an admin`
        : modifiedCount
          ? `${email} is now an admin`
          : `${email} is already an admin`;
      process.stdout.write(`${message} (${target.label}).\n`);
      if (!command.revoke && !emailVerified) process.stderr.write(unverifiedWarning(email));
      return 0;
    } catch (error) {
      if (error instanceof RoleError) {
        process.stderr.write(`${error.message} (${target.label}). Nothing was changed.\n`);
        return 1;
      }
      throw error;
    }
  });
}

cli.runAsProgram(import.meta.url, main);
