/**
 * The client address a request counts against (the contact form's hourly limit, rate-limit.ts),
 * taken only from what the platform itself saw, never from a header a caller can choose.
 *
 * In production every request reaches the function through Google's front end, the proxy in
 * front of Cloud Run (and so of 2nd gen functions). It appends the address of the peer that
 * connected to it at the right end of X-Forwarded-For, after whatever the caller sent (which it
 * does not verify), or by some reports replaces the header with that address. Either way the
 * rightmost entry is the peer, whatever the caller wrote:
 *
 *   a direct call to the function URL:  X-Forwarded-For: [<anything the caller sent>, ] <caller>
 *   through Firebase Hosting:           X-Forwarded-For: [<anything>, ] <visitor>, <CDN node>
 *
 * Behind Hosting the peer is a node of Hosting's CDN (Fastly), which appended the visitor's
 * address before it (Fastly adds or appends the client address it saw on TLS requests; Hosting
 * serves its sites over HTTPS). So when the peer is one of the configured trusted proxies
 * (Fastly's published ranges by default), the entry before it is taken instead, and so on while
 * that one is a trusted proxy too (a CDN edge node behind a shield node). An address a caller
 * could choose is never reached: to make the front end append a trusted proxy's address, the
 * request has to come from that proxy. (Were the front end to replace the header, the visitor's
 * entry would be gone, and visitors would count per CDN node: fewer budgets, never more.)
 *
 * `Fastly-Client-IP` is never read: Fastly keeps a value the client sent in it, unless the
 * service overwrites it, and a direct caller sets it at will. Nor is the leftmost entry.
 *
 * On the emulators there is no front end: the address is the socket's, and the headers change
 * nothing. The Functions emulator hands each request to the function over a local (Unix) socket,
 * which has no address, so there every caller is one client (LOCAL_CLIENT). In-process servers
 * (tests) see the TCP peer.
 *
 * An IPv6 client is counted by its /64 network: one subscriber usually has a whole /64 (or
 * more) and can pick a new address in it for every request.
 *
 * docs/limits-and-moderation.md lists the sources for this behaviour of the front end
 * and the CDN, and the settings (CLIENT_ADDRESS_* in functions/.env.<project-id>).
 */
import { BlockList, isIP } from "node:net";

/** What every caller counts as when the request carries no address at all (the emulators). */
export const LOCAL_CLIENT = "local";

/**
 * Fastly's published address ranges (https://api.fastly.com/public-ip-list, as of 2026-11):
 * Firebase Hosting's CDN. Its nodes are the peers of the front end for requests through Hosting.
 */
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
  /**
   * `forwarded-for`: from X-Forwarded-For, behind Google's front end (production);
   * `socket`: the TCP peer, with no proxy in front (the emulators, tests).
   */
  source: "socket" | "forwarded-for";
  /**
   * How many entries the front end appends at the right end of X-Forwarded-For: 1, the peer it
   * saw. (A load balancer that also appends its own address would make it 2.)
   */
  frontEndHops: number;
  /** Address ranges (CIDR) of the proxies in front of the front end whose appended entry is taken. */
  trustedProxies: readonly string[];
}

/** The production setting: Google's front end appends one entry; Hosting's CDN is trusted. */
export const PRODUCTION_TRUST: AddressTrust = {
  source: "forwarded-for",
  frontEndHops: 1,
  trustedProxies: FASTLY_RANGES,
};

/** No proxy in front: the socket's address. */
export const SOCKET_TRUST: AddressTrust = {
  source: "socket",
  frontEndHops: 1,
  trustedProxies: [],
};

/** What the request says about its origin: its X-Forwarded-For lines and the socket's peer. */
export interface RequestOrigin {
  /** X-Forwarded-For as received; several lines joined with commas. */
  forwardedFor: string | undefined;
  /** The TCP peer; undefined on a Unix socket. */
  socketAddress: string | undefined;
}

/** An address, parsed. */
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

/** An AddressTrust, checked, with its ranges ready to match. */
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

/**
 * The client address `origin` counts against under `trust` (an IPv6 client's /64), or
 * LOCAL_CLIENT when it carries none.
 */
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
 * The trust setting for this process: CLIENT_ADDRESS_SOURCE, CLIENT_ADDRESS_FRONT_END_HOPS and
 * CLIENT_ADDRESS_TRUSTED_PROXIES override the defaults. By default, a function on the emulators
 * (FUNCTIONS_EMULATOR) or outside Cloud Run (no K_SERVICE) uses the socket, a deployed one
 * PRODUCTION_TRUST. CLIENT_ADDRESS_TRUSTED_PROXIES is a comma-separated list of CIDR ranges;
 * `fastly` stands for FASTLY_RANGES and `none` for no range. Throws on a value it cannot use.
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
