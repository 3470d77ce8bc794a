import { describe, expect, it } from "vitest";
import { isHost, malformedHostHeader } from "./hosts";

describe("isHost", () => {
  it.each([
    "127.0.0.1:5000",
    "127.0.0.1:5001",
    "localhost:5173",
    "localhost",
    "www.bluepeak.example",
    "www.bluepeak.example.",
    "ssr-abc123-uc.a.run.app",
    "us-central1-bluepeak-prod.cloudfunctions.net",
    "bluepeak-prod.web.app:443",
    "internal_host.local",
    "[::1]:5000",
    "[2001:db8::1]",
    "xn--bcher-kva.example",
  ])("accepts %s", (host) => {
    expect(isHost(host)).toBe(true);
  });

  it.each([
    "a b",
    "",
    " ",
    "evil.example/path",
    "user@evil.example",
    "evil.example?q=1",
    "evil.example#x",
    "https://evil.example",
    "evil.example:",
    "evil.example:99999",
    "evil.example:80:80",
    "evil..example",
    ".evil.example",
    "[::1",
    "<script>",
    "evil.example\\x",
    `${"a".repeat(300)}.example`,
  ])("refuses %j", (host) => {
    expect(isHost(host)).toBe(false);
  });
});

describe("malformedHostHeader", () => {
  const headers =
    (values: Record<string, string>) =>
    (name: string): string | undefined =>
      values[name];

  it("accepts what Hosting, the Hosting emulator, the function URL and the dev server send", () => {
    const requests: Record<string, string>[] = [
      { host: "127.0.0.1:5001", "x-forwarded-host": "127.0.0.1:5000" },
      { host: "ssr-abc123-uc.a.run.app", "x-forwarded-host": "www.bluepeak.example" },
      { host: "127.0.0.1:5173" },
      { host: "localhost:5000", "x-forwarded-host": "www.bluepeak.example, proxy.internal" },
      {},
    ];
    for (const values of requests) {
      expect(malformedHostHeader(headers(values)), JSON.stringify(values)).toBeUndefined();
    }
  });

  it("names the header that is not a host", () => {
    expect(malformedHostHeader(headers({ host: "a b" }))).toBe("Host");
    expect(
      malformedHostHeader(headers({ host: "127.0.0.1:5000", "x-forwarded-host": "a b" })),
    ).toBe("X-Forwarded-Host");
    expect(malformedHostHeader(headers({ "x-forwarded-host": "www.bluepeak.example, a b" }))).toBe(
      "X-Forwarded-Host",
    );
    expect(malformedHostHeader(headers({ "x-forwarded-host": "a.example,,b.example" }))).toBe(
      "X-Forwarded-Host",
    );
    expect(malformedHostHeader(headers({ "x-forwarded-host": "" }))).toBe("X-Forwarded-Host");
  });
});
