import { useEffect } from "react";
import { site } from "@/config/site";

/** Sets the document title for the current route: "<page> | <brand>", or the brand alone. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${site.brand}` : `${site.brand}: ${site.tagline}`;
  }, [page]);
}
