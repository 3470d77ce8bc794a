/** `npm run admin:grant` against the emulators: the documented way to make the first admin. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, emulatorEnv } from "../../scripts/lib/config.ts";
import { adminAuth, adminDb, createAccount } from "../support/admin.ts";

function cli(...args: string[]) {
  return cliWith({ GOOGLE_APPLICATION_CREDENTIALS: "" }, ...args);
}

function cliWith(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts", "admin-grant.ts"), ...args],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe("npm run admin:grant", () => {
  it("grants and revokes the role on the emulators", async () => {
    const user = await createAccount("cli-target");
    const granted = cli(user.email);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain(`${user.email} is now an admin (the emulators)`);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });
    const audit = await adminDb().collection("adminGrants").where("target", "==", user.uid).get();
    expect(audit.docs.map((d) => d.get("by") as string)).toEqual(["cli"]);

    expect(cli(user.email).out).toContain("is already an admin");
    const revoked = cli(user.email, "--revoke");
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.out).toContain("is no longer an admin");
    expect((await adminAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();
  });

  it("grants an account whose email is not verified, with a warning (the operator's call)", async () => {
    const user = await createAccount("cli-unverified", { verified: false });
    const granted = cli(user.email);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain(`${user.email} is now an admin (the emulators)`);
    expect(granted.out).toContain(
      `Warning: ${user.email} has not verified their email address yet.`,
    );
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ admin: true });
    // A verified account gets no warning.
    const verified = await createAccount("cli-verified");
    expect(cli(verified.email).out).not.toContain("Warning");
  });

  it("says in its --help that it grants unverified accounts", () => {
    const help = cli("--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("Usage: npm run admin:grant");
    expect(help.out).toContain("whose email address is not verified yet");
  });

  it("fails with a message for an unknown email", () => {
    const result = cli("nobody-known@agency.test");
    expect(result.code).toBe(1);
    expect(result.out).toContain("No user has the email nobody-known@agency.test");
  });

  it("prints its usage for a missing or invalid email", () => {
    expect(cli()).toMatchObject({ code: 2 });
    expect(cli("not-an-email").out).toContain("Usage: npm run admin:grant");
  });

  it("stays on the emulators when GOOGLE_APPLICATION_CREDENTIALS is set but --project is not", async () => {
    const user = await createAccount("cli-creds");
    // A production key left in the shell: the command must not reach for it.
    const result = cliWith(
      { GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/prod-key.json" },
      user.email,
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
