import { useState } from "react";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";

/**
 * "Move up" and "Move down" for the items of an ordered admin list (Manage Services, Manage
 * Team): `buttons(item, name)` renders an item's two, named for screen readers. They wait while
 * a move is under way; a refused move says `failed` in a toast.
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
