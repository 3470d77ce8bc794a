import { describe, expect, it } from "vitest";
import { allowedOrigins } from "./cors";

const LOCAL = [
  "http://127.0.0.1:5000",
  "http://127.0.0.1:5173",
  "http://127.0.0.1:4173",
  "http://localhost:5000",
  "http://localhost:5173",
  "http://localhost:4173",
];

describe("allowedOrigins", () => {
  it("names no local origin for a real project", () => {
    const origins = allowedOrigins({
      GCLOUD_PROJECT: "bluepeak-prod",
      SITE_ORIGIN: "https://www.bluepeak.example",
    });
    expect([...origins].sort()).toEqual([
      "https://bluepeak-prod.firebaseapp.com",
      "https://bluepeak-prod.web.app",
      "https://www.bluepeak.example",
    ]);
    for (const origin of origins) expect(origin).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("adds the dev server and the Hosting emulator on the Functions emulator", () => {
    const origins = allowedOrigins({ FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: "demo-agency" });
    for (const origin of LOCAL) expect(origins.has(origin), origin).toBe(true);
    expect(origins.has("https://demo-agency.web.app")).toBe(true);
  });

  it("adds them for a demo-* project, which only exists on the emulators", () => {
    const origins = allowedOrigins({ GOOGLE_CLOUD_PROJECT: "demo-agency" });
    for (const origin of LOCAL) expect(origins.has(origin), origin).toBe(true);
  });

  it("adds CORS_ORIGINS, and ignores a SITE_ORIGIN that is not an origin", () => {
    const origins = allowedOrigins({
      GCLOUD_PROJECT: "bluepeak-prod",
      SITE_ORIGIN: "www.bluepeak.example",
      CORS_ORIGINS: "https://partner.example, https://other.example ,",
    });
    expect([...origins].sort()).toEqual([
      "https://bluepeak-prod.firebaseapp.com",
      "https://bluepeak-prod.web.app",
      "https://other.example",
      "https://partner.example",
    ]);
  });
});
