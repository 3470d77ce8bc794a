import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { URLS } from "../../../scripts/lib/config.ts";
import {
  isDemoProject,
  LOCAL_SITE_ORIGIN,
  onEmulators,
  parseOrigin,
  siteOrigin,
  validSiteOrigin,
} from "./origin";

describe("parseOrigin", () => {
  it.each([
    ["https://www.bluepeak.example", "https://www.bluepeak.example"],
    ["https://www.bluepeak.example/", "https://www.bluepeak.example"],
    ["HTTPS://WWW.Bluepeak.Example:443", "https://www.bluepeak.example"],
    ["http://127.0.0.1:5000", "http://127.0.0.1:5000"],
    ["http://[::1]:5000", "http://[::1]:5000"],
  ])("is the origin of an http(s) URL that names nothing more: %j is %j", (text, origin) => {
    expect(parseOrigin(text)).toBe(origin);
  });

  it.each([
    "www.bluepeak.example",
    "//www.bluepeak.example",
    "https:www.bluepeak.example",
    "https://bluepeak.example/shop",
    "https://bluepeak.example?x=1",
    "https://bluepeak.example#top",
    "https://user@bluepeak.example",
    "https://user:pw@bluepeak.example",
    "ftp://bluepeak.example",
    "javascript:alert(1)",
    "https://a b",
    "",
  ])("is null for %j", (text) => {
    expect(parseOrigin(text)).toBeNull();
  });
});

describe("onEmulators", () => {
  it("is true on the Functions emulator and for a demo-* project", () => {
    expect(onEmulators({ FUNCTIONS_EMULATOR: "true" })).toBe(true);
    expect(onEmulators({ FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: "bluepeak-prod" })).toBe(true);
    expect(onEmulators({ GCLOUD_PROJECT: "demo-agency" })).toBe(true);
    expect(onEmulators({ GOOGLE_CLOUD_PROJECT: "demo-other" })).toBe(true);
  });

  it("is false for a real project, and when nothing says where it runs", () => {
    expect(onEmulators({ GCLOUD_PROJECT: "bluepeak-prod" })).toBe(false);
    expect(onEmulators({ GCLOUD_PROJECT: "bluepeak-demo-site" })).toBe(false);
    expect(onEmulators({ FUNCTIONS_EMULATOR: "false", GCLOUD_PROJECT: "bluepeak-prod" })).toBe(
      false,
    );
    expect(onEmulators({})).toBe(false);
  });

  it("knows demo projects by their prefix", () => {
    expect(isDemoProject("demo-agency")).toBe(true);
    expect(isDemoProject("agency-demo")).toBe(false);
    expect(isDemoProject(undefined)).toBe(false);
  });
});

describe("siteOrigin", () => {
  it("is SITE_ORIGIN, in production and on the emulators alike", () => {
    const SITE_ORIGIN = "https://www.bluepeak.example/";
    expect(siteOrigin({ SITE_ORIGIN, GCLOUD_PROJECT: "bluepeak-prod" })).toBe(
      "https://www.bluepeak.example",
    );
    expect(siteOrigin({ SITE_ORIGIN, FUNCTIONS_EMULATOR: "true" })).toBe(
      "https://www.bluepeak.example",
    );
    expect(siteOrigin({ SITE_ORIGIN: "  https://www.bluepeak.example  " }, false)).toBe(
      "https://www.bluepeak.example",
    );
  });

  it("is the local Hosting emulator on the emulators when SITE_ORIGIN is not set", () => {
    expect(siteOrigin({ GCLOUD_PROJECT: "demo-agency" })).toBe(LOCAL_SITE_ORIGIN);
    expect(siteOrigin({ FUNCTIONS_EMULATOR: "true", SITE_ORIGIN: " " })).toBe(LOCAL_SITE_ORIGIN);
    expect(siteOrigin({}, true)).toBe(LOCAL_SITE_ORIGIN);
  });

  it("is an error that says where to set it, for a real project without SITE_ORIGIN", () => {
    expect(() => siteOrigin({ GCLOUD_PROJECT: "bluepeak-prod" })).toThrow(
      "SITE_ORIGIN is not set: put SITE_ORIGIN=https://www.example.com (the site's public origin) in functions/.env.bluepeak-prod and deploy again.",
    );
    expect(() => siteOrigin({})).toThrow(/SITE_ORIGIN is not set/);
    expect(() => siteOrigin({ GCLOUD_PROJECT: "demo-agency" }, false)).toThrow(
      /SITE_ORIGIN is not set/,
    );
  });

  it("refuses a SITE_ORIGIN that is not an origin, even on the emulators", () => {
    for (const SITE_ORIGIN of [
      "www.bluepeak.example",
      "https://bluepeak.example/shop",
      "ftp://x",
    ]) {
      expect(() => siteOrigin({ SITE_ORIGIN, FUNCTIONS_EMULATOR: "true" })).toThrow(
        `SITE_ORIGIN must be an origin such as https://www.example.com (scheme and host, no path), not "${SITE_ORIGIN}" (SITE_ORIGIN).`,
      );
    }
  });

  it("reads the process environment by default", () => {
    const saved = { ...process.env };
    try {
      process.env.SITE_ORIGIN = "https://configured.example";
      expect(siteOrigin()).toBe("https://configured.example");
      delete process.env.SITE_ORIGIN;
      delete process.env.FUNCTIONS_EMULATOR;
      delete process.env.GOOGLE_CLOUD_PROJECT;
      process.env.GCLOUD_PROJECT = "bluepeak-prod";
      expect(() => siteOrigin()).toThrow(/SITE_ORIGIN is not set/);
    } finally {
      process.env = saved;
    }
  });

  it("names the source of an invalid value", () => {
    expect(() => validSiteOrigin("example.com", "functions/.env.bluepeak-prod")).toThrow(
      /not "example\.com" \(functions\/\.env\.bluepeak-prod\)/,
    );
  });
});

describe("the local site origin", () => {
  it("is the Hosting emulator, and the demo project's configured SITE_ORIGIN", () => {
    expect(LOCAL_SITE_ORIGIN).toBe(URLS.hosting);
    const demoEnv = parseEnv(
      readFileSync(new URL("../../.env.demo-agency", import.meta.url), "utf8"),
    );
    expect(demoEnv.SITE_ORIGIN).toBe(LOCAL_SITE_ORIGIN);
  });
});
