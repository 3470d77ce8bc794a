import { describe, expect, it } from "vitest";
import { isAddressRefusal, roleErrorMessage } from "./api";

/**
 * A callable's error as the Functions SDK throws it: a code, and the server's message followed by
 * the HTTP status.
 */
const refused = (code: string, message = "") => Object.assign(new Error(message), { code });

describe("roleErrorMessage", () => {
  it("shows the server's reason for failed-precondition (an unverified address, the last admin)", () => {
    const error = refused(
      "functions/failed-precondition",
      "nora@agency.test has not verified their email address yet [400]",
    );
    expect(roleErrorMessage(error)).toBe(
      "nora@agency.test has not verified their email address yet",
    );
    expect(
      roleErrorMessage(
        refused("functions/failed-precondition", "The last admin cannot be removed [400]"),
      ),
    ).toBe("The last admin cannot be removed");
  });

  it("has its own words for the other codes, and a fallback", () => {
    expect(roleErrorMessage(refused("functions/not-found", "No user has the email x"))).toBe(
      "No account uses this email address.",
    );
    expect(roleErrorMessage(refused("functions/internal", "boom"))).toBe(
      "The role could not be changed. Please try again.",
    );
    expect(roleErrorMessage(null)).toBe("The role could not be changed. Please try again.");
  });

  it("tells the refusals that concern the address from the others", () => {
    expect(isAddressRefusal(refused("functions/failed-precondition"))).toBe(true);
    expect(isAddressRefusal(refused("functions/not-found"))).toBe(true);
    expect(isAddressRefusal(refused("functions/permission-denied"))).toBe(false);
  });
});
