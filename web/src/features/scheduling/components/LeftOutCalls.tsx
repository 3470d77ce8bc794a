import { Alert, Box, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { TextLink } from "@/components/ui/TextLink";
import { paths } from "@/config/paths";
import { callWhen } from "../agenda";
import { ORPHAN_LABELS, type LeftOutCall } from "../orphans";

/**
 * After saving hours or hosts: the upcoming calls that now lie outside their host's hours or
 * belong to a host no longer on the service. They stay booked; the agenda marks them until each
 * is moved, given to another host, or kept.
 */
export function LeftOutCalls({
  calls,
  timeZone,
  label,
}: {
  calls: readonly LeftOutCall[];
  timeZone: string;
  /** What was saved: "the hours of Ada Host". */
  label: string;
}) {
  if (calls.length === 0) return null;
  const count =
    calls.length === 1 ? "1 upcoming call needs" : `${calls.length} upcoming calls need`;
  return (
    <Alert.Root status="warning" role="region" aria-label="Calls to look at" data-left-out-calls>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Saved. {count} a decision after the change to {label}
        </Alert.Title>
        <Alert.Description>
          <Stack as="ul" listStyleType="disc" ps="4" my="2" gap="1">
            {calls.map((call) => (
              <Box as="li" key={call.id} data-booking-id={call.id} data-reason={call.reason}>
                {callWhen(new Date(call.start), new Date(call.end), timeZone)}: {call.customer},{" "}
                {call.serviceTitle}
                {call.hostName ? ` with ${call.hostName}` : ""} ({ORPHAN_LABELS[call.reason]})
              </Box>
            ))}
          </Stack>
          <Text>
            They stay booked.{" "}
            <TextLink asChild>
              <RouterLink to={paths.agenda}>Open the agenda</RouterLink>
            </TextLink>{" "}
            to move each one, give it to another host, or keep it as it is.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
