import { describe, expect, it } from "vitest";
import {
  addressTrustFromEnv,
  clientAddressOf,
  clientKey,
  compileTrust,
  FASTLY_RANGES,
  LOCAL_CLIENT,
  parseAddress,
  PRODUCTION_TRUST,
  SOCKET_TRUST,
  type AddressTrust,
} from "./client-address";

const production = compileTrust(PRODUCTION_TRUST);
const socketOnly = compileTrust(SOCKET_TRUST);

/** The address of a request with this X-Forwarded-For, as production counts it. */
const behindFrontEnd = (forwardedFor: string | undefined, trust = production) =>
  clientAddressOf({ forwardedFor, socketAddress: "169.254.8.129" }, trust);

/** A Fastly node (151.101.0.0/16) and a shield node (199.232.0.0/16). */
const EDGE = "151.101.2.3";
const SHIELD = "199.232.1.1";

describe("with no proxy in front (the emulators)", () => {
  it("counts the socket's peer, whatever the headers say", () => {
    for (const forwardedFor of [undefined, "198.51.100.1", "1.1.1.1, 2.2.2.2, 3.3.3.3"]) {
      expect(clientAddressOf({ forwardedFor, socketAddress: "127.0.0.1" }, socketOnly)).toBe(
        "127.0.0.1",
      );
    }
  });

  it("counts every caller as one client when the socket has no address (a Unix socket)", () => {
    expect(
      clientAddressOf({ forwardedFor: "198.51.100.1", socketAddress: undefined }, socketOnly),
    ).toBe(LOCAL_CLIENT);
  });

  it("reads an IPv4 peer written as IPv6 as the IPv4 address", () => {
    expect(
      clientAddressOf({ forwardedFor: undefined, socketAddress: "::ffff:127.0.0.1" }, socketOnly),
    ).toBe("127.0.0.1");
  });
});

describe("behind Google's front end: a direct call to the function URL", () => {
  it("counts the caller the front end appended", () => {
    expect(behindFrontEnd("203.0.113.9")).toBe("203.0.113.9");
  });

  it("ignores whatever the caller wrote before it: 30 forged headers are one client", () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 30; n += 1) {
      seen.add(behindFrontEnd(`10.0.${n}.1, 192.0.2.${n}, 203.0.113.9`));
      seen.add(behindFrontEnd(`garbage-${n}, 203.0.113.9`));
    }
    expect([...seen]).toEqual(["203.0.113.9"]);
  });

  it("does not follow a Fastly address the caller wrote: only the front end's entry says who connected", () => {
    expect(behindFrontEnd(`6.6.6.6, ${EDGE}, 203.0.113.9`)).toBe("203.0.113.9");
  });

  it("falls back to the socket when there is no X-Forwarded-For at all", () => {
    expect(behindFrontEnd(undefined)).toBe("169.254.8.129");
    expect(behindFrontEnd("  ")).toBe("169.254.8.129");
    expect(clientAddressOf({ forwardedFor: undefined, socketAddress: undefined }, production)).toBe(
      LOCAL_CLIENT,
    );
  });

  it("falls back to the socket when the front end's entry is not an address", () => {
    expect(behindFrontEnd("203.0.113.9, not-an-address")).toBe("169.254.8.129");
  });
});

describe("behind Google's front end: through Hosting (its CDN is the peer)", () => {
  it("counts the visitor the CDN appended, not the CDN node", () => {
    expect(behindFrontEnd(`198.51.100.7, ${EDGE}`)).toBe("198.51.100.7");
    expect(behindFrontEnd(`198.51.100.8, ${EDGE}`)).toBe("198.51.100.8");
  });

  it("ignores what the visitor wrote before the CDN's entry", () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 30; n += 1) {
      seen.add(behindFrontEnd(`10.0.${n}.1, 192.0.2.${n}, 198.51.100.7, ${EDGE}`));
    }
    expect([...seen]).toEqual(["198.51.100.7"]);
  });

  it("walks past a shield node to the visitor the edge node saw", () => {
    expect(behindFrontEnd(`198.51.100.7, ${EDGE}, ${SHIELD}`)).toBe("198.51.100.7");
  });

  it("counts the CDN node itself when it appended nothing usable", () => {
    expect(behindFrontEnd(EDGE)).toBe(EDGE);
    expect(behindFrontEnd(`not-an-address, ${EDGE}`)).toBe(EDGE);
    expect(behindFrontEnd(`, ${EDGE}`)).toBe(EDGE);
  });

  it("trusts Fastly's IPv6 nodes too", () => {
    expect(behindFrontEnd("198.51.100.7, 2a04:4e42::1f")).toBe("198.51.100.7");
  });

  it("trusts nothing when no proxy is configured: the CDN node is the client", () => {
    const none = compileTrust({ ...PRODUCTION_TRUST, trustedProxies: [] });
    expect(behindFrontEnd(`198.51.100.7, ${EDGE}`, none)).toBe(EDGE);
  });
});

describe("a front end that appends two entries (the peer and its own)", () => {
  const two = compileTrust({ ...PRODUCTION_TRUST, frontEndHops: 2 });

  it("takes the peer, the second entry from the right", () => {
    expect(behindFrontEnd("1.2.3.4, 203.0.113.9, 35.191.0.1", two)).toBe("203.0.113.9");
    expect(behindFrontEnd(`198.51.100.7, ${EDGE}, 35.191.0.1`, two)).toBe("198.51.100.7");
  });

  it("takes the only entry when there is just one", () => {
    expect(behindFrontEnd("203.0.113.9", two)).toBe("203.0.113.9");
  });
});

describe("IPv6 clients", () => {
  it("count by their /64 network", () => {
    const a = behindFrontEnd("2001:db8:1:2:aaaa::1");
    const b = behindFrontEnd("2001:DB8:1:2:bbbb:cccc:dddd:2");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(b).toBe(a);
    expect(behindFrontEnd("2001:db8:1:3::1")).not.toBe(a);
  });

  it("an IPv4 address written as IPv6 is the IPv4 address", () => {
    expect(behindFrontEnd("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("parseAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["::1", "0:0:0:0:0:0:0:1"],
    ["2001:db8::", "2001:db8:0:0:0:0:0:0"],
    ["::ffff:c000:0201", "192.0.2.1"],
  ])("reads %s", (text, address) => {
    expect(parseAddress(text)?.address).toBe(address);
  });

  it.each(["", "unknown", "203.0.113.9:443", "[2001:db8::1]", "fe80::1%eth0", "1.2.3", "::g"])(
    "refuses %j",
    (text) => {
      expect(parseAddress(text)).toBeNull();
    },
  );

  it("keys IPv4 by the address", () => {
    const parsed = parseAddress("192.0.2.1");
    expect(parsed && clientKey(parsed)).toBe("192.0.2.1");
  });
});

describe("clientKey: the budget an address counts against (holds and messages)", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::203.0.113.9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["::ffff:cb00:7109", "203.0.113.9"],
    ["0:0:0:0:0:ffff:cb00:7109", "203.0.113.9"],
  ])("keys %s as %s", (text, key) => {
    const parsed = parseAddress(text);
    expect(parsed && clientKey(parsed)).toBe(key);
  });

  it("keeps neighbouring /64 networks apart", () => {
    const key = (text: string) => {
      const parsed = parseAddress(text);
      return parsed && clientKey(parsed);
    };
    expect(key("2001:db8:1:2::1")).not.toBe(key("2001:db8:1:3::1"));
    expect(key("2001:db8:1:2::1")).not.toBe(key("2001:db8:2:2::1"));
  });
});

describe("compileTrust", () => {
  it("accepts Fastly's published ranges", () => {
    expect(() => compileTrust(PRODUCTION_TRUST)).not.toThrow();
    expect(FASTLY_RANGES.length).toBeGreaterThan(10);
  });

  it.each([
    [{ trustedProxies: ["10.0.0.0/33"] }, /not an address range/],
    [{ trustedProxies: ["nonsense"] }, /not an address range/],
    [{ trustedProxies: ["10.0.0.0/8/8"] }, /not an address range/],
    [{ trustedProxies: ["10.0.0.0/-1"] }, /not an address range/],
    [{ frontEndHops: 0 }, /whole number from 1 to 10/],
    [{ frontEndHops: 1.5 }, /whole number from 1 to 10/],
    [{ source: "header" as AddressTrust["source"] }, /socket.*forwarded-for/],
  ])("refuses %j", (change, message) => {
    expect(() => compileTrust({ ...PRODUCTION_TRUST, ...change })).toThrow(message);
  });

  it("matches a single address without a prefix", () => {
    const one = compileTrust({ ...PRODUCTION_TRUST, trustedProxies: ["192.0.2.10"] });
    expect(behindFrontEnd("198.51.100.7, 192.0.2.10", one)).toBe("198.51.100.7");
    expect(behindFrontEnd("198.51.100.7, 192.0.2.11", one)).toBe("192.0.2.11");
  });
});

describe("addressTrustFromEnv", () => {
  it("uses the front end's entries in a deployed function (Cloud Run sets K_SERVICE)", () => {
    expect(addressTrustFromEnv({ K_SERVICE: "api" })).toEqual(PRODUCTION_TRUST);
  });

  it("uses the socket on the emulators and outside Cloud Run", () => {
    expect(addressTrustFromEnv({ K_SERVICE: "api", FUNCTIONS_EMULATOR: "true" })).toEqual(
      SOCKET_TRUST,
    );
    expect(addressTrustFromEnv({})).toEqual(SOCKET_TRUST);
  });

  it("takes the settings from CLIENT_ADDRESS_*", () => {
    expect(
      addressTrustFromEnv({
        CLIENT_ADDRESS_SOURCE: "forwarded-for",
        CLIENT_ADDRESS_FRONT_END_HOPS: "2",
        CLIENT_ADDRESS_TRUSTED_PROXIES: "fastly, 192.0.2.0/24",
      }),
    ).toEqual({
      source: "forwarded-for",
      frontEndHops: 2,
      trustedProxies: [...FASTLY_RANGES, "192.0.2.0/24"],
    });
    expect(
      addressTrustFromEnv({ K_SERVICE: "api", CLIENT_ADDRESS_TRUSTED_PROXIES: "none" })
        .trustedProxies,
    ).toEqual([]);
    expect(addressTrustFromEnv({ K_SERVICE: "api", CLIENT_ADDRESS_SOURCE: "socket" }).source).toBe(
      "socket",
    );
  });

  it.each([
    [{ CLIENT_ADDRESS_SOURCE: "fastly-client-ip" }, /CLIENT_ADDRESS_SOURCE must be/],
    [{ CLIENT_ADDRESS_FRONT_END_HOPS: "one" }, /CLIENT_ADDRESS_FRONT_END_HOPS must be/],
    [{ CLIENT_ADDRESS_FRONT_END_HOPS: "0" }, /Client address settings: .*1 to 10/],
    [{ CLIENT_ADDRESS_TRUSTED_PROXIES: "fastly, 300.0.0.0/8" }, /"300.0.0.0\/8" is not/],
  ])("refuses %j with a clear error", (env, message) => {
    expect(() => addressTrustFromEnv({ K_SERVICE: "api", ...env })).toThrow(message);
  });
});
