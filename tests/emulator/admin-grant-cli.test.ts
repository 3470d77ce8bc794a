/** `npm run admin:grant` against the emulators: the documented way to make the first admin. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Timestamp } from "firebase-admin/firestore";
import { ROOT, URLS, emulatorEnv } from "../../scripts/lib/config.ts";
import { adminAuth, adminDb, createAccount } from "../support/admin.ts";

const SCRIPT = path.join(ROOT, "scripts", "admin-grant.ts");

/** The command with no terminal: its standard input is an empty pipe, as in CI. */
function cli(...args: string[]) {
  return cliWith({ GOOGLE_APPLICATION_CREDENTIALS: "" }, ...args);
}

function cliWith(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", SCRIPT, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

/**
 * The command on a terminal: util-linux `script` runs it on a pseudo-terminal (so its standard
 * input is a TTY) and types `typed` there. What the terminal shows comes back with its echo of
 * the typed text and its \r\n line ends turned into \n.
 */
function cliOnTerminal(typed: string, ...args: string[]) {
  const command = [process.execPath, "--import", "tsx", SCRIPT, ...args].map(quote).join(" ");
  const result = spawnSync("script", ["--quiet", "--return", "--command", command, "/dev/null"], {
    cwd: ROOT,
    encoding: "utf8",
    input: typed,
    env: { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: "", SHELL: "/bin/sh" },
    timeout: 60_000,
  });
  if (result.error) throw result.error;
  return { code: result.status, out: `${result.stdout}${result.stderr}`.replaceAll("\r\n", "\n") };
}

/** The audit entries of role changes to `uid`. */
/** The account's audit entries, oldest first (by their server time, not their random ids). */
async function audit(uid: string): Promise<string[]> {
  const entries = await adminDb().collection("adminGrants").where("target", "==", uid).get();
  return entries.docs
    .map((d) => ({ at: (d.get("at") as Timestamp).toMillis(), entry: d }))
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => `${entry.get("action") as string} by ${entry.get("by") as string}`);
}

/** Signs up through the Auth emulator with a Google credential: a Google account, verified. */
async function createGoogleAccount(label: string): Promise<{ uid: string; email: string }> {
  const sub = `${label}-${Date.now()}`;
  const email = `${sub}@agency.test`;
  const idToken = JSON.stringify({ sub, email, email_verified: true });
  const res = await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: "http://localhost",
        returnSecureToken: true,
      }),
    },
  );
  const body = (await res.json()) as { localId?: string };
  if (!body.localId) throw new Error(`Google sign-up failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, email };
}

/**
 * Each test starts the command two or three times (Node and tsx load each time: seconds apiece on
 * a busy machine); the timeout catches a hang, not a slow start.
 */
const CLI_TEST_MS = 120_000;

describe("npm run admin:grant", { timeout: CLI_TEST_MS }, () => {
  it("grants and revokes the role on the emulators with --yes", async () => {
    const user = await createAccount("cli-target");
    const granted = cli(user.email, "--yes");
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain(`${user.email} is now an admin (the emulators)`);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });
    expect(await audit(user.uid)).toEqual(["grant by cli"]);

    expect(cli(user.email, "--yes").out).toContain("is already an admin");
    const revoked = cli(user.email, "--revoke", "--yes");
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.out).toContain("is no longer an admin");
    expect((await adminAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();
  });

  it("prints the account it is about to change: uid, email, verified, providers, created", async () => {
    const user = await createAccount("cli-details");
    const record = await adminAuth().getUser(user.uid);
    const created = new Date(record.metadata.creationTime).toISOString();
    const granted = cli(user.email, "--yes");
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(
      "Account:\n" +
        `  uid:       ${user.uid}\n` +
        `  email:     ${user.email}\n` +
        "  verified:  yes\n" +
        "  providers: password\n" +
        `  created:   ${created}\n`,
    );
    // Printed before the change is reported.
    expect(granted.out.indexOf("Account:")).toBeLessThan(granted.out.indexOf("is now an admin"));

    // A Google account shows its provider (and is verified by Google).
    const google = await createGoogleAccount("cli-google");
    const shown = cli(google.email, "--yes");
    expect(shown.out).toContain(`  uid:       ${google.uid}\n`);
    expect(shown.out).toContain("  verified:  yes\n");
    expect(shown.out).toContain("  providers: google.com\n");
    expect(shown.out).toContain(`${google.email} is now an admin (the emulators)`);
  });

  it("refuses an unverified account without --allow-unverified, and writes nothing", async () => {
    const user = await createAccount("cli-unverified", { verified: false });
    const refused = cli(user.email, "--yes");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("  verified:  no\n");
    expect(refused.out).toContain(
      `Refused: ${user.email} has not verified their email address yet. Nothing was changed.`,
    );
    expect(refused.out).toContain("--allow-unverified");
    expect(refused.out).not.toContain("is now an admin");
    expect((await adminAuth().getUser(user.uid)).customClaims).toBeUndefined();
    expect((await adminDb().doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect(await audit(user.uid)).toEqual([]);
  });

  it("grants an unverified account with --allow-unverified --yes, with a warning", async () => {
    const user = await createAccount("cli-allow-unverified", { verified: false });
    const granted = cli(user.email, "--allow-unverified", "--yes");
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain("  verified:  no\n");
    expect(granted.out).toContain(`${user.email} is now an admin (the emulators)`);
    expect(granted.out).toContain(
      `Warning: ${user.email} has not verified their email address yet.`,
    );
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });
    // A verified account gets no warning.
    const verified = await createAccount("cli-verified");
    expect(cli(verified.email, "--yes").out).not.toContain("Warning");
  });

  it("refuses without a terminal unless given --yes, for a grant and for a revocation", async () => {
    const user = await createAccount("cli-no-tty");
    const refused = cli(user.email);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`  uid:       ${user.uid}\n`);
    expect(refused.out).toContain("there is no terminal to confirm on");
    expect(refused.out).toContain("--yes");
    expect((await adminAuth().getUser(user.uid)).customClaims).toBeUndefined();
    expect((await adminDb().doc(`users/${user.uid}`).get()).exists).toBe(false);

    expect(cli(user.email, "--yes").code).toBe(0);
    const notRevoked = cli(user.email, "--revoke");
    expect(notRevoked.code).toBe(1);
    expect(notRevoked.out).toContain("there is no terminal to confirm on");
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });
    expect(await audit(user.uid)).toEqual(["grant by cli"]);
  });

  it("asks on a terminal: n (or anything but yes) changes nothing, y grants", async () => {
    const user = await createAccount("cli-tty");
    for (const typed of ["n\n", "\n", "sure\n"]) {
      const declined = cliOnTerminal(typed, user.email);
      expect(declined.out, typed).toContain(`  uid:       ${user.uid}\n`);
      expect(declined.out, typed).toContain(
        "Grant the admin role to this account in the emulators? [y/N] ",
      );
      expect(declined.out, typed).toContain("Aborted: nothing was changed.");
      expect(declined.code, typed).toBe(1);
    }
    expect((await adminAuth().getUser(user.uid)).customClaims).toBeUndefined();
    expect((await adminDb().doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect(await audit(user.uid)).toEqual([]);

    const confirmed = cliOnTerminal("y\n", user.email);
    expect(confirmed.out).toContain(
      "Grant the admin role to this account in the emulators? [y/N] ",
    );
    expect(confirmed.out).toContain(`${user.email} is now an admin (the emulators)`);
    expect(confirmed.code).toBe(0);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });

    const revoked = cliOnTerminal("yes\n", user.email, "--revoke");
    expect(revoked.out).toContain("Revoke the admin role of this account in the emulators? [y/N] ");
    expect(revoked.out).toContain(`${user.email} is no longer an admin (the emulators)`);
    expect(await audit(user.uid)).toEqual(["grant by cli", "revoke by cli"]);
  });

  it("refuses an unverified account on a terminal before asking anything", async () => {
    const user = await createAccount("cli-tty-unverified", { verified: false });
    const refused = cliOnTerminal("y\n", user.email);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`Refused: ${user.email} has not verified their email address`);
    expect(refused.out).not.toContain("[y/N]");
    expect((await adminAuth().getUser(user.uid)).customClaims).toBeUndefined();
  });

  it("documents every flag in its --help", () => {
    const help = cli("--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("Usage: npm run admin:grant");
    for (const flag of ["--revoke", "--project <id>", "--yes", "--allow-unverified", "--help"]) {
      expect(help.out).toMatch(new RegExp(`^  ${flag}\\s`, "m"));
    }
  });

  it("fails with a message for an unknown email", () => {
    const result = cli("nobody-known@agency.test", "--yes");
    expect(result.code).toBe(1);
    expect(result.out).toContain("No user has the email nobody-known@agency.test");
  });

  it("prints its usage for a missing or invalid email, or an unknown flag", () => {
    expect(cli()).toMatchObject({ code: 2 });
    expect(cli("not-an-email").out).toContain("Usage: npm run admin:grant");
    const misspelt = cli("someone@agency.test", "--allow-unverfied");
    expect(misspelt.code).toBe(2);
    expect(misspelt.out).toContain("allow-unverfied");
  });

  it("stays on the emulators when GOOGLE_APPLICATION_CREDENTIALS is set but --project is not", async () => {
    const user = await createAccount("cli-creds");
    // A production key left in the shell: the command must not reach for it.
    const result = cliWith(
      { GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/prod-key.json" },
      user.email,
      "--yes",
    );
    expect(result.out).toContain("without --project this changes the local emulators only");
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toContain(`${user.email} is now an admin (the emulators)`);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });
  });

  it("names the real project before it changes anything there", async () => {
    // The shell still points the Admin SDK at the emulators, and the emulators hold an account
    // with this email in a project of this name: a run that went there would find it and grant it.
    const project = "agency-prod-example";
    const user = await createAccount("cli-prod", { projectId: project });
    const result = cliWith(
      { ...emulatorEnv(), GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/prod-key.json" },
      user.email,
      "--project",
      project,
      "--yes",
    );
    expect(result.out.split("\n").slice(0, 2)).toEqual([
      `About to grant the admin role to ${user.email} in Firebase project ${project}.`,
      "Ignoring FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: --project changes the " +
        `real project ${project}, not the emulators.`,
    ]);
    // It goes for the real project: no such key here, so it fails on the credentials before any
    // request, rather than on (or with) the emulators' account.
    expect(result.code).toBe(1);
    expect(result.out).toContain("The file at /nonexistent/prod-key.json does not exist");
    expect(result.out).not.toContain("No user has the email");
    expect(result.out).not.toContain("is now an admin");
    expect(result.out).not.toContain("(the emulators)");
    expect((await adminAuth(project).getUser(user.uid)).customClaims).toBeUndefined();
    expect((await adminDb(project).doc(`users/${user.uid}`).get()).exists).toBe(false);
    await adminAuth(project).deleteUser(user.uid);
  });
});
