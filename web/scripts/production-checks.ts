/**
 * What a build or deploy for a real Firebase project (not `demo-*`) must have, checked before it
 * is made: the site's origin, SITE_ORIGIN, and no App Check debug token in the site's scripts.
 *
 * SITE_ORIGIN lives in one place, the functions' environment file functions/.env.<project-id>
 * (or functions/.env, or functions/.env.<alias>: the files the Firebase CLI loads for a deploy).
 * The functions read it at run time for the pages and the emails; the web build reads the same
 * file for robots.txt. A SITE_ORIGIN in the build's environment must agree with it.
 *
 * Used by the web build (vite.config.ts, react-router.config.ts) and by the functions' predeploy
 * check (scripts/deploy-check.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import {
  EXAMPLE_SITE_ORIGIN,
  isDemoProject,
  LOCAL_SITE_ORIGIN,
  validSiteOrigin,
} from "../../functions/src/shared/origin";

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The project the web app targets without VITE_FIREBASE_PROJECT_ID (web/src/config/env.ts). */
export const DEFAULT_PROJECT = "demo-agency";

/** A setting and the file (or environment) it was read from. */
export interface Setting {
  value: string;
  source: string;
}

/** The aliases .firebaserc gives a project (`firebase use --add`). */
export function projectAliases(firebaserc: string | undefined, projectId: string): string[] {
  if (!firebaserc) return [];
  const parsed = JSON.parse(firebaserc) as { projects?: Record<string, string> };
  return Object.entries(parsed.projects ?? {})
    .filter(([, id]) => id === projectId)
    .map(([alias]) => alias);
}

/**
 * The environment files the Firebase CLI loads into a project's functions, in the order it
 * merges them (a later file wins): .env, .env.<project-id>, .env.<alias>.
 */
export function functionsEnvFiles(projectId: string, aliases: readonly string[]): string[] {
  return [...new Set([".env", `.env.${projectId}`, ...aliases.map((alias) => `.env.${alias}`)])];
}

/**
 * SITE_ORIGIN as a project's functions will see it: from the last of its environment files that
 * sets it (`read` answers a file's text, or undefined when there is no such file).
 */
export function functionsSiteOrigin(
  projectId: string,
  aliases: readonly string[],
  read: (file: string) => string | undefined,
): Setting | undefined {
  let found: Setting | undefined;
  for (const file of functionsEnvFiles(projectId, aliases)) {
    const text = read(file);
    const value = text === undefined ? undefined : parseEnv(text).SITE_ORIGIN?.trim();
    if (value) found = { value, source: `functions/${file}` };
  }
  return found;
}

/** Reads a project's functions environment files and .firebaserc from the repository. */
export function readFunctionsSiteOrigin(projectId: string, root = ROOT): Setting | undefined {
  const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : undefined);
  const aliases = projectAliases(readIfThere(path.join(root, ".firebaserc")), projectId);
  return functionsSiteOrigin(projectId, aliases, (file) =>
    readIfThere(path.join(root, "functions", file)),
  );
}

/** The message for a real project without SITE_ORIGIN, naming the setting and its file. */
function missingSiteOrigin(what: string, projectId: string): string {
  return (
    `${what} for the Firebase project "${projectId}" needs SITE_ORIGIN, the site's public origin: ` +
    `put SITE_ORIGIN=${EXAMPLE_SITE_ORIGIN} in functions/.env.${projectId} (the functions read ` +
    `it at run time for the pages' and emails' links; the web build for robots.txt).`
  );
}

/**
 * Checks a deploy to `projectId` (the functions' predeploy, scripts/deploy-check.ts) and answers
 * the site's origin: the functions must have SITE_ORIGIN, and the web app must be built for the
 * project it is deployed to (`webProjectId`, from VITE_FIREBASE_PROJECT_ID), or its pages would
 * talk to another project, or to the local emulators.
 */
export function checkDeploy(
  projectId: string,
  functions: Setting | undefined,
  webProjectId: string,
): string {
  const problems: string[] = [];
  let origin: string | undefined;
  try {
    if (functions) origin = validSiteOrigin(functions.value, functions.source);
    else if (isDemoProject(projectId)) origin = LOCAL_SITE_ORIGIN;
    else problems.push(missingSiteOrigin("A deploy", projectId));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (webProjectId !== projectId) {
    problems.push(
      `The web app is configured for the Firebase project "${webProjectId}", not "${projectId}": ` +
        `put the web app's config, with VITE_FIREBASE_PROJECT_ID=${projectId}, in ` +
        `web/.env.production.local (README, "Deploy").`,
    );
  }
  if (problems.length > 0 || origin === undefined) {
    throw new Error(`firebase deploy cannot go on:\n- ${problems.join("\n- ")}`);
  }
  return origin;
}

export interface BuildSettings {
  /** The web app's Firebase project: VITE_FIREBASE_PROJECT_ID, else the demo project. */
  projectId: string;
  /** SITE_ORIGIN in the build's own environment, when set. */
  buildEnv?: string | undefined;
  /** SITE_ORIGIN in the project's functions environment files, when set. */
  functions?: Setting | undefined;
  /** VITE_APPCHECK_DEBUG_TOKEN, when set. */
  appCheckDebugToken?: string | undefined;
}

/** A build's settings from Vite's resolved `env` (the VITE_* values) and the process's. */
export function buildSettings(
  viteEnv: Readonly<Record<string, unknown>>,
  processEnv: Readonly<Record<string, string | undefined>> = process.env,
  root = ROOT,
): BuildSettings {
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);
  const projectId = text(viteEnv.VITE_FIREBASE_PROJECT_ID) ?? DEFAULT_PROJECT;
  return {
    projectId,
    buildEnv: text(processEnv.SITE_ORIGIN),
    functions: readFunctionsSiteOrigin(projectId, root),
    appCheckDebugToken: text(viteEnv.VITE_APPCHECK_DEBUG_TOKEN),
  };
}

/**
 * Checks a web build and answers the site's origin it writes into robots.txt. A build for a real
 * project fails without SITE_ORIGIN, with an App Check debug token (anyone who reads the site's
 * scripts could pass App Check with it), or when the build's SITE_ORIGIN and the functions'
 * disagree. Every problem is in the one error's message.
 */
export function checkBuild(settings: BuildSettings): string {
  const { projectId, buildEnv, functions, appCheckDebugToken } = settings;
  const problems: string[] = [];
  let origin: string | undefined;
  try {
    origin = siteOriginOfBuild(projectId, buildEnv, functions);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (!isDemoProject(projectId) && appCheckDebugToken) {
    problems.push(
      `VITE_APPCHECK_DEBUG_TOKEN is set in a production build for the Firebase project ` +
        `"${projectId}": the token would ship in the site's scripts, and anyone who reads them ` +
        `could pass App Check. Remove it from web/.env.production.local (and the environment); ` +
        `use a debug token only with the dev server or the emulators.`,
    );
  }
  if (problems.length > 0 || origin === undefined) {
    throw new Error(`The web build cannot go on:\n- ${problems.join("\n- ")}`);
  }
  return origin;
}

/** The origin a build writes: the functions' SITE_ORIGIN, which the build's must agree with. */
function siteOriginOfBuild(
  projectId: string,
  buildEnv: string | undefined,
  functions: Setting | undefined,
): string {
  const fromBuild =
    buildEnv === undefined ? undefined : validSiteOrigin(buildEnv, "the build's environment");
  if (functions) {
    const fromFunctions = validSiteOrigin(functions.value, functions.source);
    if (fromBuild !== undefined && fromBuild !== fromFunctions) {
      throw new Error(
        `SITE_ORIGIN is ${fromBuild} in the build's environment but ${fromFunctions} in ` +
          `${functions.source}: the pages would name one and robots.txt the other. Set it once, ` +
          `in ${functions.source}.`,
      );
    }
    return fromFunctions;
  }
  if (isDemoProject(projectId)) return fromBuild ?? LOCAL_SITE_ORIGIN;
  if (fromBuild !== undefined) {
    throw new Error(
      `SITE_ORIGIN is set in the build's environment but not in functions/.env.${projectId}, ` +
        `where the functions read it at run time: put SITE_ORIGIN=${fromBuild} there.`,
    );
  }
  throw new Error(missingSiteOrigin("A production build", projectId));
}
