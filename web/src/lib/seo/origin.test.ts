import { describe, expect, it } from "vitest";
import { LOCAL_SITE_ORIGIN } from "@shared/origin";
import { pageOrigin } from "./origin";

describe("pageOrigin", () => {
  it("is SITE_ORIGIN wherever it is set", () => {
    expect(pageOrigin({ SITE_ORIGIN: "https://www.bluepeak.example/" }, false)).toBe(
      "https://www.bluepeak.example",
    );
    expect(pageOrigin({ SITE_ORIGIN: "https://www.bluepeak.example" }, true)).toBe(
      "https://www.bluepeak.example",
    );
  });

  it("is the local Hosting emulator on the dev server and on the emulators", () => {
    expect(pageOrigin({}, true)).toBe(LOCAL_SITE_ORIGIN);
    expect(pageOrigin({ GCLOUD_PROJECT: "demo-agency" }, false)).toBe(LOCAL_SITE_ORIGIN);
    expect(pageOrigin({ FUNCTIONS_EMULATOR: "true" }, false)).toBe(LOCAL_SITE_ORIGIN);
  });

  it("is an error naming SITE_ORIGIN in a production server without it", () => {
    expect(() => pageOrigin({ GCLOUD_PROJECT: "bluepeak-prod" }, false)).toThrow(
      /SITE_ORIGIN is not set/,
    );
  });
});
