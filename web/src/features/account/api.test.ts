import { describe, expect, it } from "vitest";
import { deletionErrorMessage } from "./api";

/** A callable's error as the Functions SDK throws it: a code, and the server's message. */
const refused = (code: string, message = "") => Object.assign(new Error(message), { code });

describe("deletionErrorMessage", () => {
  it("shows the server's reason for failed-precondition (the last admin), without the status", () => {
    const reason =
      "You are the last admin, and the last admin cannot be removed: make another account admin before deleting yours";
    expect(deletionErrorMessage(refused("functions/failed-precondition", `${reason} [400]`))).toBe(
      reason,
    );
  });

  it("has its own words for an expired session, a slow database, and a fallback", () => {
    expect(deletionErrorMessage(refused("functions/unauthenticated", "Sign in first"))).toBe(
      "Your session has expired. Please sign out, sign in again and try once more.",
    );
    expect(deletionErrorMessage(refused("functions/unavailable"))).toBe(
      "The service did not answer in time. Please try again to finish deleting your account.",
    );
    expect(deletionErrorMessage(refused("functions/internal", "boom"))).toBe(
      "Your account could not be deleted. Please try again.",
    );
    expect(deletionErrorMessage(null)).toBe("Your account could not be deleted. Please try again.");
  });
});
