/** The article page, live: the open page follows a published article's edits. */
import { useMemo } from "react";
import { articleDocument } from "@shared/registry";
import { useDocument } from "@/lib/firebase/hooks";
import { readingMinutes, renderMarkdown } from "@/lib/markdown";
import { editedView, type ArticleView } from "./view";

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
