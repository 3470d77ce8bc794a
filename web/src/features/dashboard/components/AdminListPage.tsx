import type { ReactNode } from "react";
import { Box, Button, Center, Separator, Text, type ButtonProps } from "@chakra-ui/react";
import { RowButton } from "@/components/ui/RowButton";
import { useConfirm, type ConfirmedAction } from "@/components/ui/useConfirm";
import type { Paged } from "@/lib/firebase/hooks";
import { ListState, PagePanel, type PanelHeading } from "./PagePanel";

export type Ask = (action: ConfirmedAction) => Promise<void>;

/** The dashboard's list pages; `ask` confirms a destructive action before it runs. */
export function AdminListPage<T>({
  note,
  form,
  list,
  emptyText,
  confirmation,
  children,
  ...heading
}: PanelHeading & {
  note?: string | null | false;
  form?: ReactNode;
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
    <PagePanel {...heading}>
      {note ? (
        <Text color="gray.600" mb="4">
          {note}
        </Text>
      ) : null}
      {form ? (
        <Box mb="6">
          {form}
          <Separator mt="6" />
        </Box>
      ) : null}
      <ListState
        loading={loading && items.length === 0}
        empty={items.length === 0}
        emptyText={emptyText}
      />
      {items.length > 0 ? children(items, confirmThen) : null}
      {hasMore ? (
        <Center mt="4" gap="3" flexDirection="column">
          <Text fontSize="sm" color="gray.500">
            Showing {items.length}
          </Text>
          <Button variant="outline" size="sm" onClick={loadMore}>
            Load more
          </Button>
        </Center>
      ) : null}
      {dialog}
    </PagePanel>
  );
}

const NO_MORE = () => undefined;

export function wholeList<T>(items: T[], loading: boolean): Paged<T> {
  return { items, loading, hasMore: false, loadMore: NO_MORE };
}

export function DeleteButton({
  name,
  verb = "Delete",
  ...button
}: { name?: string; verb?: string } & ButtonProps) {
  const label = name === undefined ? undefined : `${verb} ${name}`;
  return (
    <RowButton colorPalette="red" aria-label={label} {...button}>
      {verb}
    </RowButton>
  );
}
