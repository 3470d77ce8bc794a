/**
 * The orders lists' page sizes; their queries are the registry's (`queries.myOrders`,
 * `queries.adminOrders` in functions/src/shared/registry.ts). Plain constants, so tests and the
 * bench count exactly what the pages read.
 */

/** Admins page through 25 at a time, customers see their 50 most recent first. */
export const ADMIN_PAGE_SIZE = 25;
export const MY_ORDERS_PAGE_SIZE = 50;
