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

export { PUBLIC_QUERY_LIMIT as PUBLIC_LIST_SIZE } from "@shared/limits";

/** How long browsers and the CDN keep a public page: a change shows within 5 minutes. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=240";

/** A resource route's XML (`type`: its media type), cached as a public page is. */
export function publicXml(xml: string, type: string): Response {
  const headers = {
    "Content-Type": `${type}; charset=utf-8`,
    "Cache-Control": PUBLIC_CACHE_CONTROL,
  };
  return new Response(xml, { headers });
}
