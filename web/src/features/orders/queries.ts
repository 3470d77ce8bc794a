/**
 * The orders queries of the dashboards, as plain functions (no React), so tests can run exactly
 * what the pages run. Each carries its order; pages add the limit and cursor (lib/paged.ts).
 */
import { collection, orderBy, query, where, type Firestore, type Query } from "firebase/firestore";
import type { OrderStatus } from "@shared/model";

export type OrderFilter = OrderStatus | "all";

/** Page sizes: admins page through 25 at a time, customers see their 50 most recent first. */
export const ADMIN_PAGE_SIZE = 25;
export const MY_ORDERS_PAGE_SIZE = 50;

/** A customer's own orders, newest first: a query on their uid, never all orders. */
export function myOrdersQuery(firestore: Firestore, uid: string): Query {
  return query(
    collection(firestore, "orders"),
    where("uid", "==", uid),
    orderBy("createdAt", "desc"),
  );
}

/** Every customer's orders for admins, newest first, by status and/or exact customer email. */
export function adminOrdersQuery(
  firestore: Firestore,
  { filter, email }: { filter: OrderFilter; email?: string },
): Query {
  const constraints = [];
  if (filter !== "all") constraints.push(where("status", "==", filter));
  if (email) constraints.push(where("email", "==", email.trim().toLowerCase()));
  return query(collection(firestore, "orders"), ...constraints, orderBy("createdAt", "desc"));
}
