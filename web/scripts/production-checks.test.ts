import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_SITE_ORIGIN } from "../../functions/src/shared/origin.ts";
import { useScratchRepositories } from "../../tests/support/scratch.ts";
import {
  buildSettings,
  checkBuild,
  checkDeploy,
  functionsEnvFiles,
  functionsSiteOrigin,
  projectAliases,
  readFunctionsSiteOrigin,
  ROOT,
} from "./production-checks.ts";

const PROD = "bluepeak-prod";
const SITE = "https://www.bluepeak.example";
const fromFile = (value: string, file = `.env.${PROD}`) => ({
  value,
  source: `functions/${file}`,
});

const repository = useScratchRepositories("production-checks");

describe("the functions' SITE_ORIGIN", () => {
  it("is read from the files the Firebase CLI loads, a later one winning", () => {
    expect(functionsEnvFiles(PROD, ["prod"])).toEqual([".env", `.env.${PROD}`, ".env.prod"]);
    const files: Record<string, string> = {
      ".env": "SITE_ORIGIN=https://shared.example\n",
      [`.env.${PROD}`]: `# the live site\nAGENCY_NOTIFY_EMAIL=a@b.example\nSITE_ORIGIN=${SITE}\n`,
    };
    expect(functionsSiteOrigin(PROD, [], (file) => files[file])).toEqual(fromFile(SITE));
    expect(functionsSiteOrigin("other", [], (file) => files[file])).toEqual({
      value: "https://shared.example",
      source: "functions/.env",
    });
    expect(functionsSiteOrigin(PROD, [], () => "AGENCY_NOTIFY_EMAIL=a@b.example\n")).toBe(
      undefined,
    );
    expect(functionsSiteOrigin(PROD, [], () => "SITE_ORIGIN=\n")).toBeUndefined();
  });

  it("follows the project's aliases in .firebaserc", () => {
    const rc = JSON.stringify({ projects: { default: "demo-agency", prod: PROD, live: PROD } });
    expect(projectAliases(rc, PROD)).toEqual(["prod", "live"]);
    expect(projectAliases(rc, "demo-agency")).toEqual(["default"]);
    expect(projectAliases(undefined, PROD)).toEqual([]);
    const root = repository({
      ".firebaserc": rc,
      "functions/.env.prod": `SITE_ORIGIN="${SITE}"\n`,
    });
    expect(readFunctionsSiteOrigin(PROD, root)).toEqual(fromFile(SITE, ".env.prod"));
    expect(readFunctionsSiteOrigin("other-project", root)).toBeUndefined();
  });
});

describe("checkBuild", () => {
  it("answers the functions' SITE_ORIGIN for a production build", () => {
    expect(checkBuild({ projectId: PROD, functions: fromFile(`${SITE}/`) })).toBe(SITE);
    expect(checkBuild({ projectId: PROD, functions: fromFile(SITE), buildEnv: `${SITE}/` })).toBe(
      SITE,
    );
  });

  it("fails a production build without SITE_ORIGIN, naming the setting and its file", () => {
    expect(() => checkBuild({ projectId: PROD })).toThrow(
      `The web build cannot go on:\n- A production build for the Firebase project "${PROD}" needs SITE_ORIGIN, the site's public origin: put SITE_ORIGIN=https://www.example.com in functions/.env.${PROD}`,
    );
  });

  it("fails a production build whose SITE_ORIGIN is only in the build's environment", () => {
    expect(() => checkBuild({ projectId: PROD, buildEnv: SITE })).toThrow(
      `SITE_ORIGIN is set in the build's environment but not in functions/.env.${PROD}, where the functions read it at run time: put SITE_ORIGIN=${SITE} there.`,
    );
  });

  it("fails when the build's SITE_ORIGIN and the functions' disagree, or one is not an origin", () => {
    expect(() =>
      checkBuild({ projectId: PROD, functions: fromFile(SITE), buildEnv: "https://other.example" }),
    ).toThrow(
      `SITE_ORIGIN is https://other.example in the build's environment but ${SITE} in functions/.env.${PROD}`,
    );
    expect(() =>
      checkBuild({ projectId: PROD, functions: fromFile("www.bluepeak.example") }),
    ).toThrow(
      `SITE_ORIGIN must be an origin such as https://www.example.com (scheme and host, no path), not "www.bluepeak.example" (functions/.env.${PROD}).`,
    );
  });

  it("fails a production build with an App Check debug token", () => {
    expect(() =>
      checkBuild({ projectId: PROD, functions: fromFile(SITE), appCheckDebugToken: "0f1e-debug" }),
    ).toThrow(
      `VITE_APPCHECK_DEBUG_TOKEN is set in a production build for the Firebase project "${PROD}"`,
    );
  });

  it("names every problem at once", () => {
    expect(() => checkBuild({ projectId: PROD, appCheckDebugToken: "0f1e-debug" })).toThrow(
      /needs SITE_ORIGIN[\s\S]*\n- VITE_APPCHECK_DEBUG_TOKEN is set/,
    );
  });

  it("lets a demo build through with the local origin, and its debug token", () => {
    expect(checkBuild({ projectId: "demo-agency" })).toBe(LOCAL_SITE_ORIGIN);
    expect(checkBuild({ projectId: "demo-agency", appCheckDebugToken: "0f1e-debug" })).toBe(
      LOCAL_SITE_ORIGIN,
    );
    expect(
      checkBuild({
        projectId: "demo-agency",
        functions: fromFile(LOCAL_SITE_ORIGIN, ".env.demo-agency"),
      }),
    ).toBe(LOCAL_SITE_ORIGIN);
  });

  it("reads a build's settings from Vite's env, the process's and the functions' files", () => {
    const root = repository({ [`functions/.env.${PROD}`]: `SITE_ORIGIN=${SITE}\n` });
    expect(
      buildSettings(
        { VITE_FIREBASE_PROJECT_ID: PROD, VITE_APPCHECK_DEBUG_TOKEN: "tok", MODE: "production" },
        { SITE_ORIGIN: "https://env.example" },
        root,
      ),
    ).toEqual({
      projectId: PROD,
      buildEnv: "https://env.example",
      functions: fromFile(SITE),
      appCheckDebugToken: "tok",
    });
    expect(buildSettings({ VITE_FIREBASE_PROJECT_ID: "" }, {}, root)).toEqual({
      projectId: "demo-agency",
      buildEnv: undefined,
      functions: undefined,
      appCheckDebugToken: undefined,
    });
  });
});

describe("checkDeploy", () => {
  it("answers the functions' SITE_ORIGIN when the web app is built for the same project", () => {
    expect(checkDeploy(PROD, fromFile(SITE), PROD)).toBe(SITE);
  });

  it("fails a deploy to a real project without SITE_ORIGIN", () => {
    expect(() => checkDeploy(PROD, undefined, PROD)).toThrow(
      `firebase deploy cannot go on:\n- A deploy for the Firebase project "${PROD}" needs SITE_ORIGIN`,
    );
    expect(() => checkDeploy(PROD, fromFile("https://x.example/shop"), PROD)).toThrow(
      /SITE_ORIGIN must be an origin/,
    );
  });

  it("fails a deploy of a web app configured for another project", () => {
    expect(() => checkDeploy(PROD, fromFile(SITE), "demo-agency")).toThrow(
      `The web app is configured for the Firebase project "demo-agency", not "${PROD}"`,
    );
  });
});

describe("the web build", () => {
  it("runs the checks before react-router builds anything", () => {
    const web = JSON.parse(readFileSync(path.join(ROOT, "web", "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(web.scripts.build).toBe(
      "node --import tsx scripts/build-check.ts && react-router build",
    );
  });

  it(
    "stops a production build without SITE_ORIGIN, or with a debug token, before it starts",
    { timeout: 60_000 },
    () => {
      const project = "bluepeak-build-check";
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== "SITE_ORIGIN"),
      );
      const result = spawnSync(
        process.execPath,
        ["--import", "tsx", path.join(ROOT, "web", "scripts", "build-check.ts")],
        {
          cwd: path.join(ROOT, "web"),
          encoding: "utf8",
          env: { ...env, VITE_FIREBASE_PROJECT_ID: project, VITE_APPCHECK_DEBUG_TOKEN: "0f1e" },
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `A production build for the Firebase project "${project}" needs SITE_ORIGIN`,
      );
      expect(result.stderr).toContain("VITE_APPCHECK_DEBUG_TOKEN is set in a production build");
    },
  );
});
