import { describe, expect, it } from "vitest";
import { readLandingSettings, readService } from "./documents";
import { isTopServiceId, sortServices, TOP_SERVICES, topServices, UNPLACED } from "./services";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const service = (id: string, order: number, day: number | null) => ({
  id,
  order,
  createdAt: day === null ? null : at(day),
});

describe("sortServices", () => {
  it("sorts by order, then by creation time, then by id", () => {
    const sorted = sortServices([
      service("late-unplaced", UNPLACED, 9),
      service("second", 2, 1),
      service("early-unplaced", UNPLACED, 3),
      service("first-b", 1, 5),
      service("first-a", 1, 5),
      service("first-old", 1, 2),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual([
      "first-old",
      "first-a",
      "first-b",
      "second",
      "early-unplaced",
      "late-unplaced",
    ]);
  });

  it("puts a service still being written (no creation time yet) after the others of its order", () => {
    const sorted = sortServices([service("pending", UNPLACED, null), service("old", UNPLACED, 1)]);
    expect(sorted.map(({ id }) => id)).toEqual(["old", "pending"]);
  });

  it("reads a service without an order as unplaced, so a new one goes last", () => {
    const placed = readService("placed", { order: 4 });
    const added = readService("added", {});
    expect(added.order).toBe(UNPLACED);
    expect(sortServices([added, placed]).map(({ id }) => id)).toEqual(["placed", "added"]);
  });
});

describe("topServices", () => {
  const sorted = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map(({ id }) => id);

  it("shows the first four when nothing is picked", () => {
    expect(ids(topServices([], sorted))).toEqual(["a", "b", "c", "d"]);
    expect(TOP_SERVICES).toBe(4);
  });

  it("shows the picks in the order picked", () => {
    expect(ids(topServices(["f", "a", "e", "c"], sorted))).toEqual(["f", "a", "e", "c"]);
  });

  it("fills up with the others in order when fewer are picked, or a pick was deleted", () => {
    expect(ids(topServices(["e"], sorted))).toEqual(["e", "a", "b", "c"]);
    expect(ids(topServices(["gone", "f", "f"], sorted))).toEqual(["f", "a", "b", "c"]);
  });

  it("takes each service once when the list holds it twice (the picks read first, then the list)", () => {
    const picks = [{ id: "e" }];
    expect(ids(topServices(["e"], [...picks, ...sorted]))).toEqual(["e", "a", "b", "c"]);
  });

  it("shows what there is when there are fewer than four services", () => {
    expect(ids(topServices(["b"], sorted.slice(0, 2)))).toEqual(["b", "a"]);
    expect(topServices(["x"], [])).toEqual([]);
  });
});

describe("isTopServiceId", () => {
  it("accepts a plain document id and refuses a path, an empty or an overlong one", () => {
    expect(isTopServiceId("web-design")).toBe(true);
    expect(isTopServiceId("AglosobyW3H2qnfdxLVX")).toBe(true);
    for (const id of ["", "a/b", "../orders", "a".repeat(101), "a b"]) {
      expect(isTopServiceId(id)).toBe(false);
    }
  });
});

describe("readLandingSettings", () => {
  it("reads only plain ids as picks, never a path or a non-string", () => {
    expect(
      readLandingSettings("landing", { topServices: ["web-design", "../orders/x", 7, "seo"] })
        .topServices,
    ).toEqual(["web-design", "seo"]);
    expect(readLandingSettings("landing", { topServices: "seo" }).topServices).toEqual([]);
  });
});
