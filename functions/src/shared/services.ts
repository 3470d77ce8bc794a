/**
 * Services as the site shows them: the services page's order and the landing's top services.
 * Only model.ts is imported, so the landing uses this without loading zod.
 */
import { ORDER_MAX } from "./model";

/**
 * The order a service without a stored `order` reads as (one written by Add Service or
 * `POST /services`, or before `order` existed): after every placed service (the rules keep
 * stored orders below ORDER_MAX), among the unplaced ones by creation time.
 */
export const UNPLACED = ORDER_MAX;

/** How many services the landing's top-services block shows. */
export const TOP_SERVICES = 4;

/** A service id as the landing's picks may hold it (firestore.rules check the same pattern). */
export function isTopServiceId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

interface Placed {
  id: string;
  order: number;
  createdAt: Date | null;
}

/**
 * The services page's order: by `order`, then by creation time (unplaced services in the order
 * they were added, a service with no time yet, being written, last), then by id.
 */
export function byServiceOrder(a: Placed, b: Placed): number {
  if (a.order !== b.order) return a.order - b.order;
  const at = a.createdAt?.getTime() ?? Infinity;
  const bt = b.createdAt?.getTime() ?? Infinity;
  if (at !== bt) return at < bt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The services in the services page's order (a new array). */
export function sortServices<T extends Placed>(services: readonly T[]): T[] {
  return [...services].sort(byServiceOrder);
}

/**
 * The landing's top services: the picked ids that name a service (in the order picked, each
 * once), then, while fewer than TOP_SERVICES, the other services in the site's order. With
 * nothing picked the landing shows the first four.
 */
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
