/**
 * Team members as the landing shows them: `nameDeg` holds "Name, Role" (the old backend's field,
 * kept so GET /team answers as before). No imports: the landing's cards load no zod.
 */

export const NAME_DEG_SEPARATOR = ", ";

export function joinNameDeg(name: string, role: string): string {
  return `${name}${NAME_DEG_SEPARATOR}${role}`;
}

/** Split at the first comma (a role may hold commas, a name may not); else all of it is the name. */
export function splitNameDeg(nameDeg: string): { name: string; role: string } {
  const index = nameDeg.indexOf(",");
  if (index < 0) return { name: nameDeg.trim(), role: "" };
  return { name: nameDeg.slice(0, index).trim(), role: nameDeg.slice(index + 1).trim() };
}

/** By `order`, then by id, so members with the same order keep a stable place. */
export function byTeamOrder(a: { id: string; order: number }, b: { id: string; order: number }) {
  if (a.order !== b.order) return a.order - b.order;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortTeam<T extends { id: string; order: number }>(members: readonly T[]): T[] {
  return [...members].sort(byTeamOrder);
}
