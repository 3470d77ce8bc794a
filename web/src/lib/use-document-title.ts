import { createContext, useContext, useEffect } from "react";
import { site } from "@/config/site";

/** Collects the page's <head> values while pre-rendering (see entry-server.tsx). */
export interface Head {
  setTitle: (title: string) => void;
}

export const HeadContext = createContext<Head | null>(null);

export function documentTitle(page?: string): string {
  return page ? `${page} | ${site.brand}` : `${site.brand}: ${site.tagline}`;
}

/** Sets the document title for the current route: "<page> | <brand>", or the brand alone. */
export function useDocumentTitle(page?: string): void {
  const head = useContext(HeadContext);
  const title = documentTitle(page);
  head?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
