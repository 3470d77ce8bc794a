import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatDateTime } from "@shared/format/dates";
import { paths } from "@/config/paths";
import type { Order } from "../api";

/**
 * The call an order's customer booked (kept on the order by the server, so the list stays live),
 * in the agency's zone, linking to the agenda; or that none is ahead.
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
  const start = order.callStart?.getTime();
  if (start === undefined || start < now) {
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
