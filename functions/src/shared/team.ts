/**
 * Team members as the landing shows them: `nameDeg` holds "Name, Role" (the old backend's field,
 * kept so GET /team answers as before), and `order` places a member (ascending). No imports, so
 * the landing's cards use it without loading zod.
 */

/** Between the name and the role in nameDeg. */
export const NAME_DEG_SEPARATOR = ", ";

/** "Name, Role" as stored in nameDeg. */
export function joinNameDeg(name: string, role: string): string {
  return `${name}${NAME_DEG_SEPARATOR}${role}`;
}

/**
 * nameDeg as its name and role: split at the first comma (a role may hold commas, a name may
 * not); without one, all of it is the name.
 */
export function splitNameDeg(nameDeg: string): { name: string; role: string } {
  const index = nameDeg.indexOf(",");
  if (index < 0) return { name: nameDeg.trim(), role: "" };
  return { name: nameDeg.slice(0, index).trim(), role: nameDeg.slice(index + 1).trim() };
}

/**
 * The landing's order: by `order`, then by id, so members with the same order (or none, read as
 * 0) keep a stable place.
 */
export function byTeamOrder(a: { id: string; order: number }, b: { id: string; order: number }) {
  if (a.order !== b.order) return a.order - b.order;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The members in the landing's order (a new array). */
export function sortTeam<T extends { id: string; order: number }>(members: readonly T[]): T[] {
  return [...members].sort(byTeamOrder);
}
