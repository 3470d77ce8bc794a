/**
 * `npm run deploy:check [-- --project <id>]`: what a deploy to a real project needs, checked before
 * anything is built (web/scripts/production-checks.ts); firebase.json's `predeploy` runs it, the
 * Firebase CLI naming the project in GCLOUD_PROJECT.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnv } from "vite";
import {
  checkDeploy,
  DEFAULT_PROJECT,
  readFunctionsSiteOrigin,
  ROOT,
} from "../web/scripts/production-checks.ts";

function main(): number {
  const { values } = parseArgs({
    // --root: the repository to check (tests point it at a scratch copy of the settings).
    options: { project: { type: "string" }, root: { type: "string" } },
  });
  const root = values.root ?? ROOT;
  const projectId = values.project ?? process.env.GCLOUD_PROJECT;
  if (!projectId) {
    process.stderr.write(
      "deploy:check needs the project: firebase deploy sets GCLOUD_PROJECT, or pass --project <id>.\n",
    );
    return 2;
  }
  // The web build's project, as `react-router build` (mode production) resolves it.
  const webEnv = loadEnv("production", path.join(root, "web"), "VITE_");
  const webProjectId = webEnv.VITE_FIREBASE_PROJECT_ID?.trim() || DEFAULT_PROJECT;
  try {
    const origin = checkDeploy(projectId, readFunctionsSiteOrigin(projectId, root), webProjectId);
    process.stdout.write(`Deploying to ${projectId}; the site's origin is ${origin}.\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
    return 1;
  }
}

process.exit(main());
