import { describe, expect, it } from "vitest";
import { siteOrigin } from "./origin";

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

describe("siteOrigin", () => {
  it("is the request's own origin when nothing else is said", () => {
    expect(siteOrigin(request("http://127.0.0.1:5173/services?x=1"), {})).toBe(
      "http://127.0.0.1:5173",
    );
  });

  it("takes the host Hosting forwarded, with its scheme", () => {
    const behindHosting = request("http://ssr-abc-uc.a.run.app/services", {
      "x-forwarded-host": "www.bluepeak.example",
      "x-forwarded-proto": "https",
    });
    expect(siteOrigin(behindHosting, {})).toBe("https://www.bluepeak.example");
  });

  it("takes the first of listed forwarded values, and the request's scheme when none is sent", () => {
    const chained = request("https://internal/", {
      "x-forwarded-host": "bluepeak.example, proxy.internal",
      "x-forwarded-proto": "https, http",
    });
    expect(siteOrigin(chained, {})).toBe("https://bluepeak.example");
    const hostOnly = request("http://internal/", { "x-forwarded-host": "bluepeak.example:8443" });
    expect(siteOrigin(hostOnly, {})).toBe("http://bluepeak.example:8443");
  });

  it("ignores a forwarded host or scheme that is not a bare origin", () => {
    const cases: Record<string, string>[] = [
      { "x-forwarded-host": "evil.example/path" },
      { "x-forwarded-host": "user@evil.example" },
      { "x-forwarded-host": "evil.example?q=1" },
      { "x-forwarded-host": "bluepeak.example", "x-forwarded-proto": "javascript" },
      { "x-forwarded-host": " " },
    ];
    for (const headers of cases) {
      expect(siteOrigin(request("http://127.0.0.1:5000/", headers), {})).toBe(
        "http://127.0.0.1:5000",
      );
    }
  });

  it("prefers SITE_ORIGIN to anything the request says", () => {
    const forwarded = request("http://127.0.0.1:5000/", { "x-forwarded-host": "other.example" });
    expect(siteOrigin(forwarded, { SITE_ORIGIN: "https://www.bluepeak.example/" })).toBe(
      "https://www.bluepeak.example",
    );
  });

  it("refuses a SITE_ORIGIN that is not an origin", () => {
    for (const SITE_ORIGIN of [
      "www.bluepeak.example",
      "https://bluepeak.example/shop",
      "ftp://x",
    ]) {
      expect(() => siteOrigin(request("http://127.0.0.1/"), { SITE_ORIGIN })).toThrow(
        /SITE_ORIGIN must be an origin/,
      );
    }
  });

  it("reads SITE_ORIGIN from the environment by default", () => {
    const before = process.env.SITE_ORIGIN;
    process.env.SITE_ORIGIN = "https://configured.example";
    try {
      expect(siteOrigin(request("http://127.0.0.1/"))).toBe("https://configured.example");
    } finally {
      if (before === undefined) delete process.env.SITE_ORIGIN;
      else process.env.SITE_ORIGIN = before;
    }
  });
});
