import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PORTS, PROJECT_ID, ROOT } from "./config.ts";

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as {
  emulators: Record<string, { port?: number; host?: string }>;
  hosting: {
    public: string;
    rewrites: { source: string; function?: { functionId: string; region: string } }[];
  };
};

describe("firebase.json", () => {
  it.each(["auth", "firestore", "functions", "hosting", "hub", "logging", "ui"] as const)(
    "puts the %s emulator on the harness's port",
    (name) => {
      expect(firebaseJson.emulators[name]?.port).toBe(PORTS[name]);
      expect(firebaseJson.emulators[name]?.host).toBe("127.0.0.1");
    },
  );

  it("rewrites uploads and /media to the images function, /api/** to api, every other path to ssr", () => {
    expect(firebaseJson.hosting.rewrites).toEqual([
      // Before /api/**: the first matching rewrite wins.
      { source: "/api/images", function: { functionId: "images", region: "us-central1" } },
      { source: "/media/**", function: { functionId: "images", region: "us-central1" } },
      { source: "/api/**", function: { functionId: "api", region: "us-central1" } },
      // Static files (web/build/client) are served first; every page is rendered by `ssr`.
      { source: "**", function: { functionId: "ssr", region: "us-central1" } },
    ]);
  });

  it("uses the demo project by default", () => {
    const rc = JSON.parse(readFileSync(path.join(ROOT, ".firebaserc"), "utf8")) as {
      projects: { default: string };
    };
    expect(rc.projects.default).toBe(PROJECT_ID);
  });
});
