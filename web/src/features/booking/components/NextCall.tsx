import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import type { Booking } from "../api";
import { timeIn } from "./BookCall";

/** An order's next call (in the customer's zone, linking to My Calls), or that it has none. */
export function NextCall({ call }: { call: Booking | undefined }) {
  if (!call?.start) {
    return (
      <Text as="span" color="gray.600" fontSize="sm">
        None booked
      </Text>
    );
  }
  return (
    <Link asChild color="brand.700" data-testid="order-call">
      <RouterLink to={paths.myCalls}>{timeIn(call.start.getTime(), call.timeZone)}</RouterLink>
    </Link>
  );
}
