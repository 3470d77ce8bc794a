import { describe, expect, it } from "vitest";
import { hostChangeLabel } from "./host-change";

const names = new Map([
  ["daniel-okafor", "Daniel Okafor"],
  ["maya-chen", "Maya Chen"],
  ["sam-lee", "Sam Lee"],
]);

describe("hostChangeLabel", () => {
  it("says nothing when the call's host is free then", () => {
    expect(hostChangeLabel(["maya-chen", "daniel-okafor"], "daniel-okafor", names)).toBeNull();
    expect(hostChangeLabel(["daniel-okafor"], "daniel-okafor", names)).toBeNull();
  });

  it("names the host who takes the call when only another one is free", () => {
    expect(hostChangeLabel(["maya-chen"], "daniel-okafor", names)).toBe("with Maya Chen");
  });

  it("names every host who may take it", () => {
    expect(hostChangeLabel(["maya-chen", "sam-lee"], "daniel-okafor", names)).toBe(
      "with Maya Chen or Sam Lee",
    );
    expect(hostChangeLabel(["maya-chen", "sam-lee", "ines"], "daniel-okafor", names)).toBe(
      "with Maya Chen, Sam Lee or another host",
    );
  });

  it("says nothing for a time nobody is free at", () => {
    expect(hostChangeLabel([], "daniel-okafor", names)).toBeNull();
  });
});
