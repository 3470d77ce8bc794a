/**
 * What the public pages show, shared by the server's reads (content.server.ts) and the browser's
 * live lists; the queries themselves are the registry's (functions/src/shared/registry.ts).
 */

/** What a card of the landing's top services shows of a service (and no more, for the HTML). */
export interface TopServiceCard {
  id: string;
  name: string;
  des: string;
  img: string;
}

export const topServiceCard = ({ id, name, des, img }: TopServiceCard): TopServiceCard => ({
  id,
  name,
  des,
  img,
});

/**
 * How many services and team members the public pages show at most: one public list query
 * (firestore.rules refuse more, PUBLIC_QUERY_LIMIT in functions/src/shared/limits.ts).
 */
export { PUBLIC_QUERY_LIMIT as PUBLIC_LIST_SIZE } from "@shared/limits";

/**
 * How long browsers and Hosting's CDN keep a public page. A change in Firestore reaches every
 * visitor within max-age + s-maxage (5 minutes) without a deploy; the open page itself updates
 * live once hydrated.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=240";
