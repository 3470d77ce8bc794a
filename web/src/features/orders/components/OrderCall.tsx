import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatDateTime } from "@shared/format/dates";
import { paths } from "@/config/paths";
import type { Order } from "../api";
import { nextCallStart } from "@shared/order-calls";

/**
 * The order's next live call (the earliest of its booked calls that has not ended, as My Orders
 * shows it; the server keeps them on the order, so the list stays live), in the agency's zone,
 * linking to the agenda; or that none is ahead.
 */
export function OrderCall({
  order,
  timeZone,
  now,
}: {
  order: Order;
  timeZone: string;
  now: number;
}) {
  const start = nextCallStart(order, now);
  if (start === null) {
    return (
      <Text as="span" color="gray.600" fontSize="sm">
        None ahead
      </Text>
    );
  }
  return (
    <Link asChild color="brand.700" data-testid="order-call">
      <RouterLink to={paths.agenda}>
        {formatDateTime(start, timeZone, { date: "weekday", offset: true })}
      </RouterLink>
    </Link>
  );
}
