/**
 * emulator-data/ (made by `npm run seed:export`) holds the same data as scripts/seed/data.ts, and a
 * Firestore emulator started with `--seed_from_export` (what `firebase emulators:start --import`
 * does) serves it. A stale export fails here: re-run `npm run seed:export`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOST, PROJECT_ID, ROOT } from "../../scripts/lib/config.ts";
import { findAnyFirestoreJar, firestoreJavaArgs } from "../../scripts/lib/harness.ts";
import { accounts, reviews, services, team } from "../../scripts/seed/data.ts";

const DATA = path.join(ROOT, "emulator-data");

interface Metadata {
  auth: { path: string };
  firestore: { metadata_file: string };
}
interface ExportedUser {
  localId: string;
  email: string;
  displayName: string;
  passwordHash: string;
  customAttributes?: string;
}

const metadata = JSON.parse(
  readFileSync(path.join(DATA, "firebase-export-metadata.json"), "utf8"),
) as Metadata;

describe("the Auth export", () => {
  const { users } = JSON.parse(
    readFileSync(path.join(DATA, metadata.auth.path, "accounts.json"), "utf8"),
  ) as { users: ExportedUser[] };

  it.each(Object.values(accounts))("holds $email with its name, password and claims", (account) => {
    const user = users.find((u) => u.localId === account.uid);
    expect(user).toMatchObject({ email: account.email, displayName: account.displayName });
    expect(user?.passwordHash).toContain(`password=${account.password}`);
    const claims = JSON.parse(user?.customAttributes ?? "{}") as Record<string, unknown>;
    expect(claims.admin === true).toBe(account.admin);
  });

  it("holds no other account", () => {
    expect(users.map((u) => u.localId).sort()).toEqual(
      Object.values(accounts)
        .map((a) => a.uid)
        .sort(),
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

describe("the Firestore export, imported into a fresh emulator", () => {
  let child: ChildProcess | undefined;
  let base = "";

  beforeAll(async () => {
    const jar = findAnyFirestoreJar();
    if (!jar) throw new Error("No Firestore emulator jar found on this machine.");
    const port = await freePort();
    base = `http://${HOST}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
    child = spawn(
      "java",
      firestoreJavaArgs(jar, [
        `--host=${HOST}`,
        `--port=${port}`,
        `--seed_from_export=${path.join(DATA, metadata.firestore.metadata_file)}`,
      ]),
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://${HOST}:${port}/`)).ok) break;
      } catch {
        // Not up yet.
      }
      if (Date.now() > deadline) throw new Error("The second Firestore emulator did not start.");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(() => {
    child?.kill("SIGKILL");
  });

  async function listIds(collection: string): Promise<string[]> {
    const res = await fetch(`${base}/${collection}?pageSize=100`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { documents?: { name: string }[] };
    return (body.documents ?? []).map((d) => d.name.split("/").at(-1) ?? "").sort();
  }

  it("serves every seeded service, team member and review", async () => {
    expect(await listIds("services")).toEqual(services.map((s) => s.id).sort());
    expect(await listIds("team")).toEqual(team.map((t) => t.id).sort());
    expect(await listIds("reviews")).toEqual(reviews.map((r) => r.id).sort());
  });

  it("serves every seeded review as approved (public)", async () => {
    for (const review of reviews) {
      const res = await fetch(`${base}/reviews/${review.id}`);
      const doc = (await res.json()) as { fields: Record<string, { stringValue?: string }> };
      expect(doc.fields.status?.stringValue, review.id).toBe("approved");
    }
  });

  it("serves a service's fields as seeded", async () => {
    const res = await fetch(`${base}/services/web-design`);
    const doc = (await res.json()) as {
      fields: Record<string, { stringValue?: string; integerValue?: string }>;
    };
    const seeded = services.find((s) => s.id === "web-design");
    expect(doc.fields.name?.stringValue).toBe(seeded?.name);
    expect(doc.fields.bannerh?.stringValue).toBe(seeded?.bannerh);
    expect(doc.fields.order?.integerValue).toBe(String(seeded?.order));
  });
});
