/** Insights, live: an open page follows the published articles' edits. */
import { useEffect, useMemo, useState } from "react";
import { articlePath, queries } from "@shared/registry";
import { useCollection, useDocument } from "@/lib/firebase/hooks";
import { editedSince, editedView, liveCards, type ArticleCard, type ArticleView } from "./view";

type Markdown = typeof import("@/lib/markdown");

/**
 * The newest published articles as cards, as many as `initial` (the server's) holds once its
 * query has answered: a list of the newest (the landing's, /insights' first page) stays so.
 */
export function useLatestCards(initial: ArticleCard[], count: number): ArticleCard[] {
  const { status, data } = useCollection(queries.latestArticles(count));
  return useMemo(
    () => (status === "success" ? liveCards(initial, data) : initial),
    [status, data, initial],
  );
}

/**
 * The article as `initial` (the server's) until its document is read, then as stored. One that
 * is unpublished meanwhile can no longer be read (the rules): the page keeps what it shows. The
 * Markdown renderer (about 65 KB gzip) loads only once an edit has arrived: the server rendered
 * the body the page opened with.
 */
export function useLiveArticle(initial: ArticleView): ArticleView {
  const { status, data } = useDocument(articlePath(initial.id));
  const stored = status === "success" && data?.status === "published" ? data : null;
  const edited = stored !== null && editedSince(initial, stored);
  const [markdown, setMarkdown] = useState<Markdown | null>(null);
  useEffect(() => {
    if (edited && !markdown) {
      // A renderer that does not load (a lost connection) leaves the page as it is.
      import("@/lib/markdown").then(setMarkdown, () => undefined);
    }
  }, [edited, markdown]);
  return useMemo(() => {
    // Not edited since: the stored article is the version the server rendered.
    if (!stored || !edited || !markdown) return initial;
    const { renderMarkdown, readingMinutes } = markdown;
    return editedView(initial, stored, {
      html: renderMarkdown(stored.body),
      minutes: readingMinutes(stored.body),
    });
  }, [stored, edited, markdown, initial]);
}
