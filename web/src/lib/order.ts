/** Where team members and services go when added or moved, over a list in display order. */
import { ORDER_MAX } from "@shared/model";

interface Placed {
  id: string;
  order: number;
}

/** One past the largest whole order. */
export function nextOrder(team: readonly Placed[]): number {
  const last = team.reduce((max, member) => Math.max(max, member.order), 0);
  return Math.min(Math.floor(last) + 1, ORDER_MAX - 1);
}

/** Moves `from` to its neighbour `to`: a swap, or all renumbered when they tie or hit ORDER_MAX. */
export function moveWrites(
  list: readonly Placed[],
  from: number,
  to: number,
): { id: string; order: number }[] {
  const moving = list[from];
  const other = list[to];
  if (!moving || !other || Math.abs(from - to) !== 1) return [];
  const storable = (order: number) => order < ORDER_MAX;
  if (moving.order !== other.order && storable(moving.order) && storable(other.order)) {
    return [
      { id: moving.id, order: other.order },
      { id: other.id, order: moving.order },
    ];
  }
  const reordered = [...list];
  reordered[from] = other;
  reordered[to] = moving;
  return reordered
    .map((item, index) => ({ id: item.id, order: index + 1, was: item.order }))
    .filter(({ order, was }) => order !== was)
    .map(({ id, order }) => ({ id, order }));
}
