/**
 * The host headers of a page request. The pages never use them (their URLs come from
 * SITE_ORIGIN), but a request whose Host or X-Forwarded-Host is not a host is answered 400.
 */

/** The longest host name DNS allows, plus room for a port. */
const MAX_HOST_LENGTH = 253 + ":65535".length;

/** RFC 9110 `uri-host [ ":" port ]` as clients send it: a DNS name, IPv4 or bracketed IPv6. */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isHost(text: string): boolean {
  if (text.length > MAX_HOST_LENGTH) return false;
  const match = HOST.exec(text);
  if (!match) return false;
  const port = match[1];
  return port === undefined || Number(port) <= 65535;
}

/** The header present and not a host, if any (X-Forwarded-Host may be a list of hosts). */
export function malformedHostHeader(
  get: (name: string) => string | undefined,
): "Host" | "X-Forwarded-Host" | undefined {
  const host = get("host");
  if (host !== undefined && !isHost(host)) return "Host";
  const forwarded = get("x-forwarded-host");
  if (forwarded !== undefined && !forwarded.split(",").every((item) => isHost(item.trim()))) {
    return "X-Forwarded-Host";
  }
  return undefined;
}
