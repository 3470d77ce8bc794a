import { describe, expect, it } from "vitest";
import { mutants } from "./rules-mutants.ts";

const RULES = `service cloud.firestore {
  match /a/{id} {
    allow get: if true;
    allow create: if isAdmin()
      && valid();
  }
}`;

describe("mutants", () => {
  it("makes one copy per allow statement, each without that whole statement", () => {
    const result = mutants(RULES);
    expect(result.map((m) => m.line)).toEqual([3, 4]);
    expect(result[0]?.rules).not.toContain("allow get");
    expect(result[0]?.rules).toContain("allow create");
    expect(result[1]?.rules).not.toContain("valid()");
    expect(result[1]?.rules).toContain("allow get: if true;");
  });
});
