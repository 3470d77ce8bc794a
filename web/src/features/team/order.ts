/**
 * Where team members go when they are added or moved: pure functions over the members in the
 * landing's order (sortTeam), so the page and the tests agree on them.
 */
import { TEAM_ORDER_MAX } from "@shared/model";

interface Placed {
  id: string;
  order: number;
}

/** The order of a member added after all of `team`: one past the largest whole order. */
export function nextOrder(team: readonly Placed[]): number {
  const last = team.reduce((max, member) => Math.max(max, member.order), 0);
  return Math.min(Math.floor(last) + 1, TEAM_ORDER_MAX - 1);
}

/**
 * The writes that move the member at `from` to the neighbouring position `to` in `team` (sorted):
 * the two members swap their orders. When they share one (members written before `order`
 * existed all read as 0), swapping would change nothing, so the whole list is numbered 1, 2, ...
 * in its new order instead (only the members whose order changes are written).
 */
export function moveWrites(
  team: readonly Placed[],
  from: number,
  to: number,
): { id: string; order: number }[] {
  const moving = team[from];
  const other = team[to];
  if (!moving || !other || Math.abs(from - to) !== 1) return [];
  if (moving.order !== other.order) {
    return [
      { id: moving.id, order: other.order },
      { id: other.id, order: moving.order },
    ];
  }
  const reordered = [...team];
  reordered[from] = other;
  reordered[to] = moving;
  return reordered
    .map((member, index) => ({ id: member.id, order: index + 1, was: member.order }))
    .filter(({ order, was }) => order !== was)
    .map(({ id, order }) => ({ id, order }));
}
