import { describe, expect, it } from "vitest";
import { ORDER_MAX } from "@shared/model";
import { moveWrites, nextOrder } from "./order";

describe("nextOrder", () => {
  it("places a new member after the last one", () => {
    expect(nextOrder([])).toBe(1);
    expect(
      nextOrder([
        { id: "a", order: 1 },
        { id: "b", order: 4 },
      ]),
    ).toBe(5);
    expect(nextOrder([{ id: "a", order: 2.5 }])).toBe(3);
  });

  it("stays within the bound the rules accept", () => {
    expect(nextOrder([{ id: "a", order: ORDER_MAX - 1 }])).toBe(ORDER_MAX - 1);
  });
});

describe("moveWrites", () => {
  const team = [
    { id: "maya", order: 1 },
    { id: "daniel", order: 2 },
    { id: "sofia", order: 5 },
  ];

  it("swaps the orders of the member and its neighbour", () => {
    expect(moveWrites(team, 2, 1)).toEqual([
      { id: "sofia", order: 2 },
      { id: "daniel", order: 5 },
    ]);
    expect(moveWrites(team, 0, 1)).toEqual([
      { id: "maya", order: 2 },
      { id: "daniel", order: 1 },
    ]);
  });

  it("numbers the list anew when one of the two has no order the rules store (an unplaced service)", () => {
    const services = [
      { id: "seo", order: 1 },
      { id: "web", order: 2 },
      { id: "ads", order: ORDER_MAX },
      { id: "social", order: ORDER_MAX },
    ];
    expect(moveWrites(services, 1, 2)).toEqual([
      { id: "ads", order: 2 },
      { id: "web", order: 3 },
      { id: "social", order: 4 },
    ]);
  });

  it("numbers the list anew when the two share an order", () => {
    const old = [
      { id: "a", order: 0 },
      { id: "b", order: 0 },
      { id: "c", order: 3 },
    ];
    expect(moveWrites(old, 1, 0)).toEqual([
      { id: "b", order: 1 },
      { id: "a", order: 2 },
    ]);
  });

  it("moves nothing past either end, nor further than one place", () => {
    expect(moveWrites(team, 0, -1)).toEqual([]);
    expect(moveWrites(team, 2, 3)).toEqual([]);
    expect(moveWrites(team, 0, 2)).toEqual([]);
  });
});
