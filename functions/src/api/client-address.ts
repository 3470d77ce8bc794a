/**
 * The client address a request counts against (the contact form's hourly limit), taken only from
 * what the platform saw, never from a header a caller can choose. Google's front end appends the
 * peer it saw at the right end of X-Forwarded-For; behind Hosting that peer is a Fastly node, which
 * appended the visitor before it, so entries from trusted proxies are stepped over. Never read:
 * `Fastly-Client-IP` and the leftmost entry (a caller sets them at will). On the emulators the
 * socket counts (a Unix socket has none: LOCAL_CLIENT). IPv6 counts by /64. The sources and the
 * settings (CLIENT_ADDRESS_*): docs/limits-and-moderation.md.
 */
import { BlockList, isIP } from "node:net";

/** What every caller counts as when the request carries no address at all (the emulators). */
export const LOCAL_CLIENT = "local";

/** Fastly's published ranges (https://api.fastly.com/public-ip-list): Hosting's CDN. */
export const FASTLY_RANGES: readonly string[] = [
  "23.235.32.0/20",
  "43.249.72.0/22",
  "103.244.50.0/24",
  "103.245.222.0/23",
  "103.245.224.0/24",
  "104.156.80.0/20",
  "140.248.64.0/18",
  "140.248.128.0/17",
  "146.75.0.0/17",
  "151.101.0.0/16",
  "157.52.64.0/18",
  "167.82.0.0/17",
  "167.82.128.0/20",
  "167.82.160.0/20",
  "167.82.224.0/20",
  "172.111.64.0/18",
  "185.31.16.0/22",
  "199.27.72.0/21",
  "199.232.0.0/16",
  "2a04:4e40::/32",
  "2a04:4e42::/32",
];

/** Where the address comes from, and which proxies' word is taken for it. */
export interface AddressTrust {
  /** `forwarded-for` behind Google's front end (production); `socket`: the TCP peer. */
  source: "socket" | "forwarded-for";
  /** Entries the front end appends to X-Forwarded-For (2 behind a load balancer that appends). */
  frontEndHops: number;
  /** Address ranges (CIDR) of the proxies in front of the front end whose appended entry is taken. */
  trustedProxies: readonly string[];
}

export const PRODUCTION_TRUST: AddressTrust = {
  source: "forwarded-for",
  frontEndHops: 1,
  trustedProxies: FASTLY_RANGES,
};

export const SOCKET_TRUST: AddressTrust = {
  source: "socket",
  frontEndHops: 1,
  trustedProxies: [],
};

export interface RequestOrigin {
  /** X-Forwarded-For as received; several lines joined with commas. */
  forwardedFor: string | undefined;
  /** The TCP peer; undefined on a Unix socket. */
  socketAddress: string | undefined;
}

interface Parsed {
  family: "ipv4" | "ipv6";
  /** Canonical text: dotted IPv4, or eight lowercase hexadecimal groups for IPv6. */
  address: string;
  /** IPv6 only: the eight 16-bit groups. */
  groups?: number[];
}

function ipv6Groups(text: string): number[] | null {
  let canonical: string;
  try {
    // The URL parser writes IPv6 in one canonical form (lowercase, "::", no dotted tail).
    canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = "", tail] = canonical.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? 0 : Math.max(0, 8 - left.length - right.length);
  const groups = [...left, ...Array<string>(zeros).fill("0"), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/** Parses one address (no port, no brackets, no zone); null when it is not one. */
export function parseAddress(text: string): Parsed | null {
  const value = text.trim();
  const family = isIP(value);
  if (family === 4) return { family: "ipv4", address: value };
  if (family !== 6 || value.includes("%")) return null;
  const groups = ipv6Groups(value);
  if (!groups) return null;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return { family: "ipv4", address: [high >> 8, high & 255, low >> 8, low & 255].join(".") };
  }
  return { family: "ipv6", address: groups.map((g) => g.toString(16)).join(":"), groups };
}

/** The budget an address counts against: itself (IPv4), or its /64 network (IPv6). */
export function clientKey(parsed: Parsed): string {
  if (parsed.family === "ipv4" || !parsed.groups) return parsed.address;
  return `${parsed.groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

export interface CompiledTrust {
  trust: AddressTrust;
  isTrustedProxy: (parsed: Parsed) => boolean;
}

/** Checks `trust` and compiles its ranges; throws an Error naming what is wrong. */
export function compileTrust(trust: AddressTrust): CompiledTrust {
  // The type says so, but a setting may come from JavaScript or a cast.
  const sources: readonly string[] = ["socket", "forwarded-for"];
  if (!sources.includes(trust.source)) {
    throw new Error(`The client address source must be "socket" or "forwarded-for"`);
  }
  if (!Number.isInteger(trust.frontEndHops) || trust.frontEndHops < 1 || trust.frontEndHops > 10) {
    throw new Error(`The front end's hops must be a whole number from 1 to 10`);
  }
  const ranges = new BlockList();
  for (const range of trust.trustedProxies) {
    const [base = "", bits, ...rest] = range.trim().split("/");
    const parsed = parseAddress(base);
    const max = parsed?.family === "ipv4" ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!parsed || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? String(max)) || prefix > max) {
      throw new Error(`"${range}" is not an address range (CIDR, such as 192.0.2.0/24)`);
    }
    ranges.addSubnet(parsed.address, prefix, parsed.family);
  }
  return {
    trust,
    isTrustedProxy: (parsed) => ranges.check(parsed.address, parsed.family),
  };
}

/** The client address `origin` counts against, or LOCAL_CLIENT when it carries none. */
export function clientAddressOf(origin: RequestOrigin, compiled: CompiledTrust): string {
  const socket = origin.socketAddress ? parseAddress(origin.socketAddress) : null;
  const fallback = socket ? clientKey(socket) : LOCAL_CLIENT;
  const { trust, isTrustedProxy } = compiled;
  if (trust.source === "socket" || !origin.forwardedFor?.trim()) return fallback;

  const entries = origin.forwardedFor.split(",");
  // The peer the front end saw: the first of the entries it appended.
  let index = Math.max(0, entries.length - trust.frontEndHops);
  let client = parseAddress(entries[index] ?? "");
  if (!client) return fallback;
  // A trusted proxy's word for who connected to it, as long as the entries come from one.
  while (isTrustedProxy(client) && index > 0) {
    const before = parseAddress(entries[index - 1] ?? "");
    // The proxy appended nothing usable: count the proxy itself, never an entry a caller wrote.
    if (!before) break;
    client = before;
    index -= 1;
  }
  return clientKey(client);
}

/**
 * The trust setting for this process: PRODUCTION_TRUST when deployed (K_SERVICE, not emulated),
 * else the socket, overridden by CLIENT_ADDRESS_* (docs/limits-and-moderation.md). Throws on a
 * value it cannot use.
 */
export function addressTrustFromEnv(env: NodeJS.ProcessEnv = process.env): AddressTrust {
  const deployed = env.FUNCTIONS_EMULATOR !== "true" && Boolean(env.K_SERVICE);
  const base = deployed ? PRODUCTION_TRUST : SOCKET_TRUST;

  const source = env.CLIENT_ADDRESS_SOURCE?.trim();
  if (source && source !== "socket" && source !== "forwarded-for") {
    throw new Error(`CLIENT_ADDRESS_SOURCE must be "socket" or "forwarded-for", not "${source}"`);
  }
  const hops = env.CLIENT_ADDRESS_FRONT_END_HOPS?.trim();
  if (hops && !/^\d+$/.test(hops)) {
    throw new Error(`CLIENT_ADDRESS_FRONT_END_HOPS must be a whole number, not "${hops}"`);
  }
  const proxies = env.CLIENT_ADDRESS_TRUSTED_PROXIES?.trim();
  const trustedProxies = proxies
    ? proxies
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
        .flatMap((item) => (item === "fastly" ? FASTLY_RANGES : item === "none" ? [] : [item]))
    : base.trustedProxies;

  const trust: AddressTrust = {
    source: source === "socket" || source === "forwarded-for" ? source : base.source,
    frontEndHops: hops ? Number(hops) : base.frontEndHops,
    trustedProxies,
  };
  try {
    compileTrust(trust);
  } catch (error) {
    throw new Error(`Client address settings: ${(error as Error).message}`, { cause: error });
  }
  return trust;
}
