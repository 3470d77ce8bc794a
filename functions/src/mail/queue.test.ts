import { describe, expect, it } from "vitest";
import { mailOrigin, LOCAL_SITE_ORIGIN } from "./params";
import { mailId, mailStateOf } from "./queue";

describe("mailStateOf", () => {
  it.each([
    [undefined, "queued"],
    [{}, "queued"],
    [{ state: "PENDING" }, "queued"],
    [{ state: "PROCESSING" }, "queued"],
    [{ state: "RETRY" }, "queued"],
    [{ state: "SUCCESS" }, "sent"],
    [{ state: "ERROR", error: "554" }, "error"],
  ])("maps delivery %j to %s", (delivery, state) => {
    expect(mailStateOf(delivery)).toBe(state);
  });
});

describe("mailId", () => {
  it("is the event id and the recipient, as a document id", () => {
    expect(mailId("a1b2-c3", "customer")).toBe("a1b2-c3-customer");
    expect(mailId("x/y.z", "agency")).toBe("x_y_z-agency");
  });
});

describe("mailOrigin", () => {
  it("is SITE_ORIGIN's origin, else on the emulators the local Hosting emulator", () => {
    expect(mailOrigin({ SITE_ORIGIN: "https://www.example.com/" })).toBe("https://www.example.com");
    expect(mailOrigin({ FUNCTIONS_EMULATOR: "true" })).toBe(LOCAL_SITE_ORIGIN);
    expect(mailOrigin({ GCLOUD_PROJECT: "demo-agency" })).toBe(LOCAL_SITE_ORIGIN);
  });

  it("is an error for a real project without SITE_ORIGIN, never a local link", () => {
    expect(() => mailOrigin({ GCLOUD_PROJECT: "bluepeak-prod" })).toThrow(
      /SITE_ORIGIN is not set: put SITE_ORIGIN=https:\/\/www\.example\.com .* in functions\/\.env\.bluepeak-prod/,
    );
  });
});
