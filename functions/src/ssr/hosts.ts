/**
 * The host headers of a page request. The pages never use them (their URLs come from
 * SITE_ORIGIN, shared/origin.ts), but a request whose Host or X-Forwarded-Host is not a host at
 * all is a bad request, and is answered as one rather than rendered.
 */

/** The longest host name DNS allows, plus room for a port. */
const MAX_HOST_LENGTH = 253 + ":65535".length;

/**
 * A host as HTTP names it (RFC 9110 `uri-host [ ":" port ]`), in the forms real clients and
 * proxies send: a DNS name or IPv4 address (letters, digits, "-", "_", dot-separated labels,
 * optionally a trailing dot) or a bracketed IPv6 address, with an optional port up to 65535.
 */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isHost(text: string): boolean {
  if (text.length > MAX_HOST_LENGTH) return false;
  const match = HOST.exec(text);
  if (!match) return false;
  const port = match[1];
  return port === undefined || Number(port) <= 65535;
}

/**
 * The header among Host and X-Forwarded-Host that is present and not a host, if any.
 * X-Forwarded-Host may be a list ("a.example, b.example") when several proxies added to it; each
 * of its items must be a host. An absent header is fine.
 */
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
