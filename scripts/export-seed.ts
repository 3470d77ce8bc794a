/**
 * `npm run seed:export`: the seed data exported to emulator-data/, for `firebase emulators:start
 * --import emulator-data`. Re-run it whenever scripts/seed/data.ts changes (a test compares them).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ID, ROOT, URLS, HOST, PORTS } from "./lib/config.ts";
import { preflight } from "./lib/harness.ts";
import { buildAll, exitOnError, withEmulators } from "./lib/run.ts";

const TARGET = path.join(ROOT, "emulator-data");

interface ExportMetadata {
  version: string;
  firestore?: { version: string; path: string; metadata_file: string };
  auth?: { version: string; path: string };
}

async function post(url: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} failed: HTTP ${res.status} ${await res.text()}`);
}

async function exportTo(dir: string): Promise<void> {
  // The emulator hub exports every emulator firebase-tools runs (Auth, and Firestore in firebase mode).
  await post(`http://${HOST}:${PORTS.hub}/_admin/export`, {
    path: dir,
    initiatedBy: "seed:export",
  });
  const metadataFile = path.join(dir, "firebase-export-metadata.json");
  const metadata = JSON.parse(readFileSync(metadataFile, "utf8")) as ExportMetadata;
  if (!metadata.firestore) {
    // cloud-sdk mode: the Firestore emulator runs outside firebase-tools; export it the same way.
    await post(`${URLS.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: dir,
      export_name: "firestore_export",
    });
    metadata.firestore = {
      version: metadata.version,
      path: "firestore_export",
      metadata_file: "firestore_export/firestore_export.overall_export_metadata",
    };
    writeFileSync(metadataFile, `${JSON.stringify(metadata, null, 2)}\n`);
  }
}

async function main(): Promise<number> {
  const plan = await preflight();
  const built = await buildAll();
  if (built !== 0) return built;
  const staging = mkdtempSync(path.join(os.tmpdir(), "agency-export-"));
  await withEmulators(plan, {}, () => exportTo(staging));
  rmSync(TARGET, { recursive: true, force: true });
  cpSync(staging, TARGET, { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  process.stdout.write(`Seed data exported to ${path.relative(ROOT, TARGET)}/\n`);
  return 0;
}

main().then((code) => process.exit(code), exitOnError);
