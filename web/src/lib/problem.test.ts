import { describe, expect, it } from "vitest";
import { ApiProblem, fieldProblems, problemOf } from "./problem";

describe("fieldProblems", () => {
  it("keeps the well-formed field errors only", () => {
    expect(
      fieldProblems({
        errors: [
          { path: "weekly.mon.0.end", message: "End must be after the start" },
          { path: 3, message: "no path" },
          null,
          { path: "email" },
        ],
      }),
    ).toEqual([{ path: "weekly.mon.0.end", message: "End must be after the start" }]);
    expect(fieldProblems({ errors: "nope" })).toEqual([]);
    expect(fieldProblems(null)).toEqual([]);
  });
});

describe("problemOf", () => {
  it("reads a problem+json body", async () => {
    const res = new Response(
      JSON.stringify({
        title: "Conflict",
        status: 409,
        detail: "That time is no longer free",
        errors: [{ path: "start", message: "Taken" }],
      }),
      { status: 409, headers: { "content-type": "application/problem+json" } },
    );
    const problem = await problemOf(res, "fallback");
    expect(problem).toBeInstanceOf(ApiProblem);
    expect([problem.status, problem.detail, problem.errors]).toEqual([
      409,
      "That time is no longer free",
      [{ path: "start", message: "Taken" }],
    ]);
  });

  it("falls back on the caller's words when the body says nothing", async () => {
    const problem = await problemOf(new Response("<html>", { status: 502 }), "Not saved.");
    expect([problem.status, problem.detail, problem.errors]).toEqual([502, "Not saved.", []]);
  });
});
