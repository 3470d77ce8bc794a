import { describe, expect, it } from "vitest";
import { chooseTarget } from "./admin-grant.ts";
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
