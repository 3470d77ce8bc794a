import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { describeAccount, parseCommand, type Command } from "./admin-grant.ts";
import { askYesNo, chooseTarget } from "./lib/cli.ts";
import { emulatorEnv } from "./lib/config.ts";

const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
};

describe("chooseTarget", () => {
  it("works on the emulators without --project, even with a key in the environment", () => {
    expect(chooseTarget(undefined, {})).toEqual({
      projectId: undefined,
      label: "the emulators",
      set: emulatorEnv(),
      unset: [],
      notices: [],
    });
    const withKey = chooseTarget(undefined, { GOOGLE_APPLICATION_CREDENTIALS: "/keys/prod.json" });
    expect(withKey).toMatchObject({ projectId: undefined, set: emulatorEnv(), unset: [] });
    expect(withKey?.notices).toEqual([
      "GOOGLE_APPLICATION_CREDENTIALS is set, but without --project this changes the local " +
        "emulators only.",
    ]);
  });

  it("drops the emulator hosts for --project, and says so", () => {
    const target = chooseTarget("agency-prod", {
      ...EMULATOR_HOSTS,
      GOOGLE_APPLICATION_CREDENTIALS: "/keys/prod.json",
    });
    expect(target).toMatchObject({ projectId: "agency-prod", label: "project agency-prod" });
    expect(target?.unset.toSorted()).toEqual(Object.keys(EMULATOR_HOSTS).toSorted());
    expect(target?.set).toEqual({});
    expect(target?.notices).toEqual([
      "Ignoring FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: --project changes the " +
        "real project agency-prod, not the emulators.",
    ]);

    // What the Admin SDK then sees: no emulator host left, whichever of them was set.
    for (const name of Object.keys(EMULATOR_HOSTS)) {
      const env: Record<string, string | undefined> = { [name]: "127.0.0.1:1" };
      const one = chooseTarget("agency-prod", env);
      for (const unset of one?.unset ?? []) Reflect.deleteProperty(env, unset);
      Object.assign(env, one?.set);
      expect(env).toEqual({});
      expect(one?.notices).toEqual([
        `Ignoring ${name}: --project changes the real project agency-prod, not the emulators.`,
      ]);
    }
  });

  it("says nothing about the environment for --project when no emulator host is set", () => {
    expect(chooseTarget("agency-prod", {})).toEqual({
      projectId: "agency-prod",
      label: "project agency-prod",
      set: {},
      unset: [],
      notices: [],
    });
  });

  it("refuses an empty --project, which would let the SDK pick a project nobody named", () => {
    expect(chooseTarget("", EMULATOR_HOSTS)).toBeUndefined();
    expect(chooseTarget("  ", {})).toBeUndefined();
  });
});

describe("parseCommand", () => {
  const run = (overrides: Partial<Command> = {}) => ({
    kind: "run",
    command: {
      email: "owner@agency.test",
      revoke: false,
      project: undefined,
      yes: false,
      allowUnverified: false,
      ...overrides,
    },
  });

  it("reads an email and the defaults: a grant on the emulators, asking first, verified only", () => {
    expect(parseCommand(["owner@agency.test"])).toEqual(run());
  });

  it("reads every flag, before or after the email", () => {
    expect(parseCommand(["owner@agency.test", "--yes", "--allow-unverified"])).toEqual(
      run({ yes: true, allowUnverified: true }),
    );
    expect(parseCommand(["--project", "agency-prod", "--yes", "owner@agency.test"])).toEqual(
      run({ project: "agency-prod", yes: true }),
    );
    expect(parseCommand(["owner@agency.test", "--revoke", "--project=agency-prod"])).toEqual(
      run({ revoke: true, project: "agency-prod" }),
    );
  });

  it("answers --help whatever else is given", () => {
    expect(parseCommand(["--help"])).toEqual({ kind: "help" });
    expect(parseCommand(["owner@agency.test", "--revoke", "--help"])).toEqual({ kind: "help" });
  });

  it("refuses a missing, extra or invalid email", () => {
    expect(parseCommand([])).toEqual({
      kind: "error",
      message: "Expected one email address, got 0.",
    });
    expect(parseCommand(["a@agency.test", "b@agency.test"])).toEqual({
      kind: "error",
      message: "Expected one email address, got 2.",
    });
    expect(parseCommand(["not-an-email"])).toEqual({
      kind: "error",
      message: '"not-an-email" is not a valid email address.',
    });
  });

  it("refuses an unknown flag (a misspelt --yes or --allow-unverified is not a yes)", () => {
    for (const flag of ["--y", "--allow-unverfied", "--force"]) {
      const parsed = parseCommand(["owner@agency.test", flag]);
      expect(parsed.kind, flag).toBe("error");
      expect(parsed.kind === "error" && parsed.message, flag).toContain(flag.slice(2));
    }
    // A flag given a value it does not take.
    expect(parseCommand(["owner@agency.test", "--yes=no"]).kind).toBe("error");
  });

  it("refuses --project without an id, or with an empty one", () => {
    expect(parseCommand(["owner@agency.test", "--project"]).kind).toBe("error");
    expect(parseCommand(["owner@agency.test", "--project", " "])).toEqual({
      kind: "error",
      message: "--project needs a project id.",
    });
  });

  it("refuses --allow-unverified with --revoke, where it means nothing", () => {
    expect(parseCommand(["owner@agency.test", "--revoke", "--allow-unverified"])).toEqual({
      kind: "error",
      message: "--allow-unverified applies to a grant, not to --revoke.",
    });
  });
});

describe("describeAccount", () => {
  it("prints uid, email, verification, providers and creation time, one a line", () => {
    expect(
      describeAccount({
        uid: "u-123",
        email: "owner@agency.test",
        emailVerified: true,
        providerData: [{ providerId: "google.com" }, { providerId: "password" }],
        metadata: { creationTime: "Tue, 05 May 2026 09:30:00 GMT" },
      }),
    ).toBe(
      "Account:\n" +
        "  uid:       u-123\n" +
        "  email:     owner@agency.test\n" +
        "  verified:  yes\n" +
        "  providers: google.com, password\n" +
        "  created:   2026-05-05T09:30:00.000Z\n",
    );
  });

  it("says so when a field is missing", () => {
    const text = describeAccount({
      uid: "u-456",
      emailVerified: false,
      providerData: [],
      metadata: { creationTime: "not a date" },
    });
    expect(text).toContain("  email:     (none)\n");
    expect(text).toContain("  verified:  no\n");
    expect(text).toContain("  providers: (none)\n");
    expect(text).toContain("  created:   not a date\n");
  });
});

describe("askYesNo", () => {
  async function answer(typed: string | null): Promise<{ yes: boolean; shown: string }> {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    output.on("data", (chunk: Buffer) => (shown += chunk.toString()));
    const asked = askYesNo("Grant? [y/N] ", input, output);
    if (typed === null) input.end();
    else input.write(typed);
    return { yes: await asked, shown };
  }

  it("asks the question and takes y or yes, in any case", async () => {
    for (const typed of ["y\n", "Y\n", "yes\n", " YES \n", "y\r\n"]) {
      expect(await answer(typed), JSON.stringify(typed)).toEqual({
        yes: true,
        shown: "Grant? [y/N] ",
      });
    }
  });

  it("takes anything else, an empty line or the end of the input as a no", async () => {
    for (const typed of ["n\n", "\n", "no\n", "yep\n", "y es\n", "ok\n", null]) {
      expect((await answer(typed)).yes, JSON.stringify(typed)).toBe(false);
    }
  });

  it("reads only the first line", async () => {
    expect((await answer("n\ny\n")).yes).toBe(false);
  });
});
