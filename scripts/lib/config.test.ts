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

  it("rewrites /api/** to the api function, and only the signed-in pages to the app shell", () => {
    const [api, ...shell] = firebaseJson.hosting.rewrites;
    expect(api).toEqual({
      source: "/api/**",
      function: { functionId: "api", region: "us-central1" },
    });
    // The public pages are pre-rendered files; any other path gets 404.html with status 404.
    expect(shell).toEqual([
      { source: "/dashboard", destination: "/app.html" },
      { source: "/dashboard/**", destination: "/app.html" },
      { source: "/services/services/**", destination: "/app.html" },
    ]);
  });

  it("uses the demo project by default", () => {
    const rc = JSON.parse(readFileSync(path.join(ROOT, ".firebaserc"), "utf8")) as {
      projects: { default: string };
    };
    expect(rc.projects.default).toBe(PROJECT_ID);
  });
});
