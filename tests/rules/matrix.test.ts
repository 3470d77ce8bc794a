/**
 * The access matrix: every cell of the policy table (policy.ts), asserted allow or deny against
 * the real firestore.rules in the Firestore emulator.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";
import { useRulesEnvironment } from "./env.ts";
import { attempt, CELLS, OPERATIONS } from "./policy.ts";

const suite = useRulesEnvironment();

describe("access matrix", () => {
  it("covers 4 actors x 11 collections x 5 operations", ({ expect }) => {
    expect(CELLS).toHaveLength(220);
    expect(new Set(CELLS.map((c) => c.collection))).toEqual(new Set(Object.keys(OPERATIONS)));
  });

  it.each(
    CELLS.map(
      (cell) => [cell.collection, cell.operation, cell.actor.name, cell.expected, cell] as const,
    ),
  )("%s %s by %s: %s", async (_collection, _operation, _actorName, expected, cell) => {
    const run = attempt(suite, cell);
    await (expected === "allow" ? assertSucceeds(run) : assertFails(run));
  });
});
