/** Services as the site shows them; only model.ts is imported, so the landing loads no zod. */
import { ORDER_MAX } from "./model";

/** A service without a stored `order` goes after every placed one (stored orders < ORDER_MAX). */
export const UNPLACED = ORDER_MAX;

export const TOP_SERVICES = 4;

/** firestore.rules check the same pattern. */
export function isTopServiceId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

interface Placed {
  id: string;
  order: number;
  createdAt: Date | null;
}

/** By `order`, then by creation time (a service being written, with none yet, last), then id. */
export function byServiceOrder(a: Placed, b: Placed): number {
  if (a.order !== b.order) return a.order - b.order;
  const at = a.createdAt?.getTime() ?? Infinity;
  const bt = b.createdAt?.getTime() ?? Infinity;
  if (at !== bt) return at < bt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortServices<T extends Placed>(services: readonly T[]): T[] {
  return [...services].sort(byServiceOrder);
}

/** The picked services (in the order picked), then the others in the site's order, up to four. */
export function topServices<T extends { id: string }>(
  picked: readonly string[],
  sorted: readonly T[],
): T[] {
  const byId = new Map<string, T>();
  for (const service of sorted) if (!byId.has(service.id)) byId.set(service.id, service);
  const top = new Map<string, T>();
  for (const id of picked) {
    const service = byId.get(id);
    if (service && top.size < TOP_SERVICES) top.set(id, service);
  }
  for (const [id, service] of byId) {
    if (top.size >= TOP_SERVICES) break;
    if (!top.has(id)) top.set(id, service);
  }
  return [...top.values()];
}
