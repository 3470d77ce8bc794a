/** The <head> of each page: route modules export `meta = () => pageMeta("Page")`. */
import { site } from "@/config/site";

/** "<page> | <brand>", or the brand with its tagline for the landing page. */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${site.brand}` : `${site.brand}: ${site.tagline}`;
}

export function pageMeta(page?: string) {
  return [{ title: documentTitle(page) }, { name: "description", content: site.description }];
}
