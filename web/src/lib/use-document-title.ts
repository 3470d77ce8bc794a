import { useEffect } from "react";
import { documentTitle } from "./meta";

/**
 * Sets the title of a page whose name is only known in the browser (the service detail page,
 * named after the service it loads). Server-rendered pages export `meta` instead.
 */
export function useDocumentTitle(page?: string): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
