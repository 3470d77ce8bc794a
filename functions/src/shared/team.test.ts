import { describe, expect, it } from "vitest";
import { joinNameDeg, sortTeam, splitNameDeg } from "./team";

describe("nameDeg", () => {
  it("joins a name and a role, and splits them at the first comma", () => {
    expect(joinNameDeg("Maya Chen", "Creative Director")).toBe("Maya Chen, Creative Director");
    expect(splitNameDeg("Maya Chen, Director, Brand")).toEqual({
      name: "Maya Chen",
      role: "Director, Brand",
    });
  });

  it("reads a nameDeg without a comma as a name without a role", () => {
    expect(splitNameDeg(" Maya ")).toEqual({ name: "Maya", role: "" });
  });
});

describe("sortTeam", () => {
  it("sorts by order, then by id, and leaves its input alone", () => {
    const members = [
      { id: "c", order: 2 },
      { id: "b", order: 0 },
      { id: "d", order: 1.5 },
      { id: "a", order: 0 },
    ];
    expect(sortTeam(members).map((m) => m.id)).toEqual(["a", "b", "d", "c"]);
    expect(members.map((m) => m.id)).toEqual(["c", "b", "d", "a"]);
  });
});
