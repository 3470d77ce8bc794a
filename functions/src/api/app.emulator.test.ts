/**
 * The `api` function on the Functions emulator, called directly and through the Hosting rewrite.
 */
import { describe, expect, it } from "vitest";
import { URLS } from "../../../scripts/lib/config.ts";

describe("GET /health", () => {
  it("answers {ok: true} at the function's root", async () => {
    const res = await fetch(`${URLS.api}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers {ok: true} under /api through Hosting", async () => {
    const res = await fetch(`${URLS.hosting}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers an unknown route with a problem+json 404", async () => {
    const res = await fetch(`${URLS.api}/no-such-route`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await res.json()).toMatchObject({ status: 404, title: "Not Found" });
  });
});
