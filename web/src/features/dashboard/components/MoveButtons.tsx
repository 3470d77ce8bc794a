import { useState } from "react";
import { Image } from "@chakra-ui/react";
import { Picture } from "@/components/ui/Picture";
import type { Column } from "@/components/ui/ResponsiveTable";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";

/**
 * `buttons(item, name)`: an ordered list's "Move up" and "Move down" for an item. They wait while
 * a move is under way; a refused one says `failed` in a toast.
 */
export function useMoveButtons<T>(
  list: readonly T[],
  move: (list: readonly T[], from: number, to: number) => Promise<void>,
  failed: string,
) {
  const [moving, setMoving] = useState(false);
  const onMove = async (from: number, to: number) => {
    setMoving(true);
    try {
      await move(list, from, to);
    } catch {
      toaster.create({ type: "error", title: failed });
    } finally {
      setMoving(false);
    }
  };
  return function buttons(item: T, name: string) {
    const index = list.indexOf(item);
    return (
      <>
        <RowButton
          disabled={moving || index === 0}
          onClick={() => void onMove(index, index - 1)}
          aria-label={`Move up ${name}`}
        >
          Move up
        </RowButton>
        <RowButton
          disabled={moving || index === list.length - 1}
          onClick={() => void onMove(index, index + 1)}
          aria-label={`Move down ${name}`}
        >
          Move down
        </RowButton>
      </>
    );
  };
}

/** An ordered admin table's thumbnail column: shown at `size` (round when square), stated at it. */
export const thumbnailColumn = <T,>(
  header: string,
  picture: (row: T) => string,
  sizes: string,
  size: { width: number; height: number },
): Column<T> => ({
  header,
  cell: (row) => (
    <Image
      asChild
      w={`${size.width / 4}`}
      h={`${size.height / 4}`}
      objectFit="cover"
      borderRadius={size.width === size.height ? "full" : "md"}
    >
      <Picture value={picture(row)} sizes={sizes} alt="" fallbackSize={size} />
    </Image>
  ),
});
