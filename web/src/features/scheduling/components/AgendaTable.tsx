import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ResponsiveTable, type Column } from "@/components/ui/ResponsiveTable";
import { RowButton } from "@/components/ui/RowButton";
import type { Booking } from "../api";
import { callWhen, STATUS_LABELS, STATUS_PALETTES } from "../agenda";
import { NoInviteAddressBadge } from "./HostSummary";
import { ORPHAN_LABELS, type OrphanReason } from "../orphans";

export type CallAction = "move" | "cancel" | "done" | "no-show" | "keep";

/** A call as the action buttons name it: "the call of Carl Customer on Tue 3 Mar 2026, 10:00". */
export function callName(booking: Booking, timeZone: string): string {
  const when =
    booking.start && booking.end ? ` on ${callWhen(booking.start, booking.end, timeZone)}` : "";
  return `the call of ${booking.name || booking.email || "a customer"}${when}`;
}

/** The agenda's calls: the time in the agency's zone (and the admin's), who, and the actions. */
export function AgendaTable({
  label,
  bookings,
  timeZone,
  myZone,
  busy,
  now,
  noInviteAddress,
  marks = new Map(),
  onAction,
}: {
  label: string;
  bookings: Booking[];
  timeZone: string;
  myZone: string;
  /** The call whose action is under way (its buttons wait). */
  busy: string | null;
  /** Done and No-show are for calls that have started. */
  now: number;
  /** The hosts whose contact holds no address: their calls are marked. */
  noInviteAddress?: ReadonlySet<string>;
  /** Calls outside their host's hours or with a host no longer on the service (orphans.ts). */
  marks?: ReadonlyMap<string, OrphanReason>;
  onAction: (booking: Booking, action: CallAction) => void;
}) {
  const columns: Column<Booking>[] = [
    {
      header: "Time",
      cell: (booking) =>
        booking.start && booking.end ? (
          <Stack gap="0">
            <Text>{callWhen(booking.start, booking.end, timeZone)}</Text>
            {myZone === timeZone ? null : (
              <Text fontSize="xs" color="gray.600">
                Yours: {callWhen(booking.start, booking.end, myZone)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text color="gray.600">Unknown time</Text>
        ),
      wrap: true,
    },
    { header: "Service", cell: (booking) => booking.serviceTitle, wrap: true },
    {
      header: "Customer",
      cell: (booking) => (
        <Stack gap="0">
          <Text>{booking.name}</Text>
          <Text fontSize="xs" color="gray.600">
            <EmailAddress address={booking.email} />
          </Text>
        </Stack>
      ),
      wrap: true,
    },
    {
      header: "Host",
      cell: (booking) =>
        noInviteAddress?.has(booking.hostId) ? (
          <Stack gap="1" align="start">
            <Text>{booking.hostName}</Text>
            <NoInviteAddressBadge />
          </Stack>
        ) : (
          booking.hostName
        ),
      wrap: true,
    },
    {
      header: "Status",
      cell: ({ id, status }) => {
        const mark = marks.get(id);
        const badge = (
          <Badge colorPalette={STATUS_PALETTES[status]} size="md" data-status={status}>
            {STATUS_LABELS[status]}
          </Badge>
        );
        return mark ? (
          <Stack gap="1" align="start">
            {badge}
            <Badge colorPalette="orange" variant="outline" size="md" data-orphan={mark}>
              {ORPHAN_LABELS[mark]}
            </Badge>
          </Stack>
        ) : (
          badge
        );
      },
      wrap: true,
    },
    {
      header: "Actions",
      actions: true,
      cell: (booking) => {
        const name = callName(booking, timeZone);
        const wait = busy === booking.id;
        const started = booking.start !== null && booking.start.getTime() <= now;
        const button = (action: CallAction, text: string, label: string, palette: string) => (
          <RowButton
            key={action}
            colorPalette={palette}
            disabled={wait}
            aria-label={label}
            onClick={() => onAction(booking, action)}
          >
            {text}
          </RowButton>
        );
        const done = button("done", "Done", `Mark ${name} done`, "green");
        const missed = button("no-show", "No-show", `Mark ${name} as a no-show`, "orange");
        const keep = marks.has(booking.id)
          ? [button("keep", "Keep", `Keep ${name} as it is`, "gray")]
          : [];
        const buttons =
          booking.status === "booked"
            ? [
                button("move", "Move", `Move ${name}`, "brand"),
                ...keep,
                ...(started ? [done, missed] : []),
                button("cancel", "Cancel", `Cancel ${name}`, "red"),
              ]
            : booking.status === "done"
              ? [missed]
              : booking.status === "no-show"
                ? [done]
                : [];
        return buttons.length === 0 ? (
          <Text color="gray.600">None</Text>
        ) : (
          <HStack gap="2" wrap="wrap">
            {buttons}
          </HStack>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      label={label}
      columns={columns}
      rows={bookings}
      rowKey={(booking) => booking.id}
      rowProps={(booking) => ({ "data-booking-id": booking.id })}
    />
  );
}
