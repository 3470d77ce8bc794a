import { describe, expect, it } from "vitest";
import { ORDER_MAX } from "@shared/model";
import { moveWrites, nextOrder } from "./order";

/** A list of `{ id, order }` items, or of writes, in the order given: `{ id: order }`. */
const items = (orders: Record<string, number>) =>
  Object.entries(orders).map(([id, order]) => ({ id, order }));

describe("nextOrder", () => {
  it("places a new member after the last one", () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder(items({ a: 1, b: 4 }))).toBe(5);
    expect(nextOrder(items({ a: 2.5 }))).toBe(3);
  });

  it("stays within the bound the rules accept", () => {
    expect(nextOrder(items({ a: ORDER_MAX - 1 }))).toBe(ORDER_MAX - 1);
  });
});

describe("moveWrites", () => {
  const team = items({ maya: 1, daniel: 2, sofia: 5 });

  it("swaps the orders of the member and its neighbour", () => {
    expect(moveWrites(team, 2, 1)).toEqual(items({ sofia: 2, daniel: 5 }));
    expect(moveWrites(team, 0, 1)).toEqual(items({ maya: 2, daniel: 1 }));
  });

  it("numbers the list anew when one of the two has no order the rules store (an unplaced service)", () => {
    const services = items({ seo: 1, web: 2, ads: ORDER_MAX, social: ORDER_MAX });
    expect(moveWrites(services, 1, 2)).toEqual(items({ ads: 2, web: 3, social: 4 }));
  });

  it("numbers the list anew when the two share an order", () => {
    const old = items({ a: 0, b: 0, c: 3 });
    expect(moveWrites(old, 1, 0)).toEqual(items({ b: 1, a: 2 }));
  });

  it("moves nothing past either end, nor further than one place", () => {
    expect(moveWrites(team, 0, -1)).toEqual([]);
    expect(moveWrites(team, 2, 3)).toEqual([]);
    expect(moveWrites(team, 0, 2)).toEqual([]);
  });
});
