import { describe, expect, it } from "vitest";
import { authErrorMessage, GENERIC_AUTH_MESSAGE } from "./auth-errors";

// The provider error codes of spec section 8.
const SPEC_CODES = [
  "network-request-failed",
  "user-token-expired",
  "popup-blocked",
  "popup-closed-by-user",
  "cancelled-popup-request",
  "unauthorized-domain",
  "account-exists-with-different-credential",
  "email-already-in-use",
  "wrong-password",
  "user-not-found",
  "too-many-requests",
  "user-disabled",
];

describe("authErrorMessage", () => {
  it.each(SPEC_CODES)("gives auth/%s its own human message", (code) => {
    const message = authErrorMessage({
      code: `auth/${code}`,
      message: `Firebase: Error (auth/${code}).`,
    });
    expect(message).not.toBe(GENERIC_AUTH_MESSAGE);
    expect(message).not.toMatch(/auth\/|Firebase/);
    expect(message.length).toBeLessThan(120);
  });

  it("does not tell a wrong password from an unknown account", () => {
    expect(authErrorMessage({ code: "auth/wrong-password" })).toBe(
      authErrorMessage({ code: "auth/user-not-found" }),
    );
  });

  it("falls back to a generic message for anything else", () => {
    expect(authErrorMessage({ code: "auth/something-new" })).toBe(GENERIC_AUTH_MESSAGE);
    expect(authErrorMessage(new Error("boom"))).toBe(GENERIC_AUTH_MESSAGE);
    expect(authErrorMessage(null)).toBe(GENERIC_AUTH_MESSAGE);
  });
});
