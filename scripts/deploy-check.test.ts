import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useScratchRepositories } from "../tests/support/scratch.ts";
import { ROOT } from "./lib/config.ts";

/** A project id no one has settings for in this repository. */
const PROJECT = "bluepeak-deploy-check";
const SITE = "https://www.bluepeak.example";

/** The process environment without anything that would choose the project or the origin. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const dropped = new Set([
    "SITE_ORIGIN",
    "VITE_FIREBASE_PROJECT_ID",
    "GCLOUD_PROJECT",
    "GOOGLE_CLOUD_PROJECT",
  ]);
  const kept = Object.entries(process.env).filter(([name]) => !dropped.has(name));
  return { ...Object.fromEntries(kept), ...extra };
}

function deployCheck(args: string[], env = cleanEnv()) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts", "deploy-check.ts"), ...args],
    { cwd: ROOT, env, encoding: "utf8" },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const repository = useScratchRepositories("deploy-check");

/** Each test starts Node with tsx (and Vite's env loader): seconds on a busy machine. */
const SPAWNS = { timeout: 60_000 };

describe("npm run deploy:check", SPAWNS, () => {
  it("passes a project with SITE_ORIGIN whose web app is configured for it", () => {
    const root = repository({
      [`functions/.env.${PROJECT}`]: `SITE_ORIGIN=${SITE}\n`,
      "web/.env.production.local": `VITE_FIREBASE_PROJECT_ID=${PROJECT}\n`,
    });
    const result = deployCheck(["--project", PROJECT, "--root", root]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(`Deploying to ${PROJECT}; the site's origin is ${SITE}.\n`);
    expect(result.status).toBe(0);
  });

  it("fails a project without SITE_ORIGIN, saying where to set it", () => {
    const root = repository({
      "web/.env.production.local": `VITE_FIREBASE_PROJECT_ID=${PROJECT}\n`,
    });
    const result = deployCheck(["--root", root], cleanEnv({ GCLOUD_PROJECT: PROJECT }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `A deploy for the Firebase project "${PROJECT}" needs SITE_ORIGIN, the site's public origin: put SITE_ORIGIN=https://www.example.com in functions/.env.${PROJECT}`,
    );
    expect(result.stderr).not.toContain("web app is configured");
  });

  it("fails a web app configured for another project", () => {
    const root = repository({ [`functions/.env.${PROJECT}`]: `SITE_ORIGIN=${SITE}\n` });
    const result = deployCheck(["--project", PROJECT, "--root", root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `The web app is configured for the Firebase project "demo-agency", not "${PROJECT}"`,
    );
  });

  it("needs to know the project", () => {
    const result = deployCheck([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("firebase deploy sets GCLOUD_PROJECT, or pass --project <id>");
  });
});

describe("firebase deploy", SPAWNS, () => {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as {
    functions: { predeploy: string[] }[];
    hosting: { predeploy: string[] };
  };

  it("runs the check first, before building, for the functions and for Hosting", () => {
    const functions = firebaseJson.functions[0]?.predeploy ?? [];
    expect(functions[0]).toMatch(/ run --silent deploy:check$/);
    expect(functions.at(-1)).toMatch(/ run build$/);
    expect(firebaseJson.hosting.predeploy[0]).toMatch(/ run --silent deploy:check$/);
  });

  it.each([
    ["functions", () => firebaseJson.functions[0]?.predeploy[0] ?? ""],
    ["hosting", () => firebaseJson.hosting.predeploy[0] ?? ""],
  ])(
    "stops a %s deploy to a project without SITE_ORIGIN (the hook as the CLI runs it)",
    (target, command) => {
      // The Firebase CLI runs a hook in a shell, in the project directory, with these variables.
      const result = spawnSync(command(), {
        shell: true,
        cwd: ROOT,
        encoding: "utf8",
        env: cleanEnv({
          GCLOUD_PROJECT: PROJECT,
          PROJECT_DIR: ROOT,
          RESOURCE_DIR: path.join(ROOT, target === "functions" ? "functions" : "web/build/client"),
        }),
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(
        `A deploy for the Firebase project "${PROJECT}" needs SITE_ORIGIN`,
      );
    },
  );
});
