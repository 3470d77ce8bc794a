/** An order as the pages show it: the shared reader of the `orders` collection. */
import { readOrder, type Order } from "@shared/documents";
import { fromSnapshot } from "@/lib/documents";

export type { Order };

export const toOrder = fromSnapshot(readOrder);
