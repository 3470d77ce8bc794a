import type { ReactNode } from "react";
import { useConfirm, type ConfirmedAction } from "@/components/ui/useConfirm";
import type { Paged } from "@/lib/firebase/hooks";
import { ListState, LoadMore, PagePanel } from "./PagePanel";

/** Asks the question first, then runs the action and reports the outcome in a toast. */
export type Ask = (action: ConfirmedAction) => Promise<void>;

/**
 * The one shape of the admin list pages (Manage Orders, Services, Reviews, Team, Messages): the
 * page's panel with its title, intro and actions; the list's loading and empty states; its items,
 * laid out by the page (a table, cards); "Load more" while there is more; and the confirmation
 * asked before every destructive action (`ask`, with the dialog it shows).
 */
export function AdminListPage<T>({
  title,
  intro,
  actions,
  header,
  list,
  emptyText,
  confirmation,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  /** Above the list: a form the page opens there, a note. */
  header?: ReactNode;
  list: Paged<T>;
  emptyText: string;
  /** The page's own useConfirm, when it asks other questions too (one dialog per page). */
  confirmation?: Pick<ReturnType<typeof useConfirm>, "confirmThen" | "dialog">;
  children: (items: T[], ask: Ask) => ReactNode;
}) {
  const own = useConfirm();
  const { confirmThen, dialog } = confirmation ?? own;
  const { items, loading, hasMore, loadMore } = list;
  return (
    <PagePanel title={title} intro={intro} actions={actions}>
      {header}
      <ListState
        loading={loading && items.length === 0}
        empty={items.length === 0}
        emptyText={emptyText}
      />
      {items.length > 0 ? children(items, confirmThen) : null}
      <LoadMore shown={items.length} hasMore={hasMore} onClick={loadMore} />
      {dialog}
    </PagePanel>
  );
}

const NO_MORE = () => undefined;

/** A list read whole (a bounded live query), as a Paged list with nothing more to load. */
export function wholeList<T>(items: T[], loading: boolean): Paged<T> {
  return { items, loading, hasMore: false, loadMore: NO_MORE };
}
