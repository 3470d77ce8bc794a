/** Insights, live: an open page follows the published articles' edits. */
import { useMemo } from "react";
import { articleDocument, queries } from "@shared/registry";
import { useCollection, useDocument } from "@/lib/firebase/hooks";
import { readingMinutes, renderMarkdown } from "@/lib/markdown";
import { editedView, liveCards, type ArticleCard, type ArticleView } from "./view";

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
 * is unpublished meanwhile can no longer be read (the rules): the page keeps what it shows.
 */
export function useLiveArticle(initial: ArticleView): ArticleView {
  const { status, data } = useDocument(articleDocument(initial.id));
  return useMemo(() => {
    if (status !== "success" || data?.status !== "published") return initial;
    const body = { html: renderMarkdown(data.body), minutes: readingMinutes(data.body) };
    return editedView(initial, data, body);
  }, [status, data, initial]);
}
