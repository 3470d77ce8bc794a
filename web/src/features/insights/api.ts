/** Insights, live (lib/live): an open page follows the published articles' edits. */
import { useEffect, useMemo, useState } from "react";
import { useFeed } from "@/lib/live/client";
import { editedSince, editedView, liveCards, type ArticleCard, type ArticleView } from "./view";

type Markdown = typeof import("@/lib/markdown");

/** The newest `count` published articles as cards, from `initial` (the server's). */
export function useLatestCards(initial: ArticleCard[], count: number): ArticleCard[] {
  const data = useFeed("latestArticles", count);
  return useMemo(() => (data ? liveCards(initial, data) : initial), [data, initial]);
}

/**
 * The article as `initial` (the server's) until read, then as stored; unpublished meanwhile, it
 * stays as shown. The Markdown renderer (65 KB gzip) loads only once an edit has arrived.
 */
export function useLiveArticle(initial: ArticleView): ArticleView {
  const data = useFeed("article", initial.id);
  const stored = data?.status === "published" ? data : null;
  const edited = stored !== null && editedSince(initial, stored);
  const [markdown, setMarkdown] = useState<Markdown | null>(null);
  useEffect(() => {
    if (edited && !markdown) {
      import("@/lib/markdown").then(setMarkdown, () => undefined);
    }
  }, [edited, markdown]);
  return useMemo(() => {
    if (!stored || !edited || !markdown) return initial;
    const { renderMarkdown, readingMinutes } = markdown;
    return editedView(initial, stored, {
      html: renderMarkdown(stored.body),
      minutes: readingMinutes(stored.body),
    });
  }, [stored, edited, markdown, initial]);
}
