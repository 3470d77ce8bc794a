import { useState } from "react";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";

/**
 * Moving an item of an ordered admin list (Manage Services, Manage Team) one place up or down:
 * `moving` while the write is under way (the buttons wait for it), a toast saying `failed` when
 * it is refused.
 */
export function useMove(move: (from: number, to: number) => Promise<void>, failed: string) {
  const [moving, setMoving] = useState(false);
  const onMove = async (from: number, to: number) => {
    setMoving(true);
    try {
      await move(from, to);
    } catch {
      toaster.create({ type: "error", title: failed });
    } finally {
      setMoving(false);
    }
  };
  return { moving, onMove };
}

/** "Move up" and "Move down" for the item at `index` of `count`, named `name` for screen readers. */
export function MoveButtons({
  index,
  count,
  name,
  moving,
  onMove,
}: {
  index: number;
  count: number;
  name: string;
  moving: boolean;
  onMove: (from: number, to: number) => Promise<void>;
}) {
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
        disabled={moving || index === count - 1}
        onClick={() => void onMove(index, index + 1)}
        aria-label={`Move down ${name}`}
      >
        Move down
      </RowButton>
    </>
  );
}
