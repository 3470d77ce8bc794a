import type { ReactNode } from "react";
import { Alert } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { TextLink } from "@/components/ui/TextLink";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api";
import { upcomingCallsOf, upcomingLimitMessage } from "@shared/scheduling/customer-limit";
import { useBookingNow, useMyBookings, useServiceCall } from "../api";

/**
 * The picker (`children`), unless the signed-in customer already has the service's most
 * upcoming calls: then what to do instead, before they pick a time the server would refuse.
 */
export function UpcomingLimit({ serviceId, children }: { serviceId: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user) return children;
  return (
    <CustomerLimit serviceId={serviceId} uid={user.uid}>
      {children}
    </CustomerLimit>
  );
}

function CustomerLimit({
  serviceId,
  uid,
  children,
}: {
  serviceId: string;
  uid: string;
  children: ReactNode;
}) {
  const { bookings } = useMyBookings(uid);
  const { call } = useServiceCall(serviceId);
  const now = useBookingNow();
  const count = upcomingCallsOf(bookings, serviceId, now);
  if (!call || count < call.maxUpcomingPerCustomer) return children;
  return (
    <Alert.Root status="info" data-testid="upcoming-limit">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{upcomingLimitMessage(count, call.maxUpcomingPerCustomer)}.</Alert.Title>
        <Alert.Description>
          <TextLink asChild fontWeight="semibold">
            <RouterLink to={paths.myCalls}>See your calls</RouterLink>
          </TextLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
