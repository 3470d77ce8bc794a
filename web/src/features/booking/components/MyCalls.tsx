/**
 * The customer's calls, live: upcoming first, then past and cancelled; each upcoming call can be
 * moved or cancelled until its service's cutoff, after which the page says whom to contact.
 */
import { useState } from "react";
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ErrorAlert } from "@/components/ui/FormField";
import { RowButton } from "@/components/ui/RowButton";
import { TextLink } from "@/components/ui/TextLink";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { ListState } from "@/features/dashboard/components/PagePanel";
import type { BookingStatus } from "@shared/scheduling/model";
import { localDate } from "@shared/scheduling/zones";
import {
  cancelCall,
  changeableUntil,
  isUpcoming,
  moveCall,
  useCutoffHours,
  useMyBookings,
  useBookingNow,
  type Booking,
  type Slot,
} from "../api";
import { currentZoneName } from "@shared/scheduling/zones";
import { TAKEN, timeIn } from "./BookCall";
import { CallPicker } from "./CallPicker";

const STATUS: Record<BookingStatus, { label: string; palette: string }> = {
  booked: { label: "Booked", palette: "blue" },
  cancelled: { label: "Cancelled", palette: "gray" },
  done: { label: "Done", palette: "green" },
  "no-show": { label: "Missed", palette: "orange" },
};

const startOf = (booking: Booking) => booking.start?.getTime() ?? 0;

/** Who to ask once a call can no longer be changed online: the agency's support address and phone. */
function ContactUs({ hours }: { hours: number }) {
  const [, email] = site.emails;
  const [phone] = site.phones;
  return (
    <Text fontSize="sm" color="gray.700" data-testid="call-contact">
      It is too late to move or cancel this call here (less than {hours}{" "}
      {hours === 1 ? "hour" : "hours"} before it starts). Please contact us:{" "}
      <TextLink href={`mailto:${email}`}>
        <EmailAddress address={email} />
      </TextLink>
      {" or "}
      <TextLink href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</TextLink>.
    </Text>
  );
}

function CallCard({
  booking,
  now,
  onMove,
  onCancel,
}: {
  booking: Booking;
  now: number;
  onMove: () => void;
  onCancel: () => void;
}) {
  const hours = useCutoffHours(booking.serviceId);
  const upcoming = isUpcoming(booking, now);
  const until = hours === null ? null : changeableUntil(booking, hours, now);
  const { label, palette } = STATUS[booking.status];
  const what = `your call about ${booking.serviceTitle}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" data-booking-id={booking.id}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="sm" color="brand.900">
            {booking.serviceTitle || "Call"}
          </Heading>
          <Badge colorPalette={palette} size="md" data-testid="call-status">
            {label}
          </Badge>
        </HStack>
        <Text fontWeight="medium" data-testid="call-time">
          {timeIn(startOf(booking), booking.timeZone)}
        </Text>
        {booking.hostName ? (
          <Text fontSize="sm" color="gray.700">
            With {booking.hostName}
          </Text>
        ) : null}
        {upcoming && hours !== null ? (
          until !== null ? (
            <HStack gap="2" flexWrap="wrap">
              <RowButton colorPalette="brand" aria-label={`Move ${what}`} onClick={onMove}>
                Move
              </RowButton>
              <RowButton colorPalette="red" aria-label={`Cancel ${what}`} onClick={onCancel}>
                Cancel
              </RowButton>
              <Text fontSize="xs" color="gray.600">
                You can move or cancel it until {timeIn(until, booking.timeZone)}
              </Text>
            </HStack>
          ) : (
            <ContactUs hours={hours} />
          )
        ) : null}
      </Stack>
    </Box>
  );
}

function MoveDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  // The zone the customer booked in (and sees the call in), which they may switch.
  const [timeZone, setTimeZone] = useState(() => currentZoneName(booking.timeZone));
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [hostNote, setHostNote] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  const move = async (slot: Slot) => {
    setMoving(true);
    try {
      await moveCall(booking.id, slot.start);
      toaster.create({ type: "success", title: "Your call was moved" });
      onClose();
    } catch (error) {
      setChosen(null);
      // 409: taken meanwhile, or the call can no longer be moved (the server says which).
      setNotice(error instanceof Error ? error.message : TAKEN);
    } finally {
      setMoving(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Move your call</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="gray.700">
                  {booking.serviceTitle}, now on {timeIn(startOf(booking), booking.timeZone)}.
                  Choose a new day and time.
                </Text>
                <div role="alert">{notice ? <ErrorAlert>{notice}</ErrorAlert> : null}</div>
                {chosen ? (
                  <Stack gap="3" data-step="confirm-move">
                    <Text>
                      Move the call to{" "}
                      <Text as="span" fontWeight="semibold">
                        {timeIn(chosen.start, timeZone)}
                      </Text>
                      {hostNote
                        ? `, ${hostNote} (${booking.hostName || "your host"} is not free then)`
                        : ""}
                      ?
                    </Text>
                    <HStack gap="3">
                      <Button
                        colorPalette="brand"
                        loading={moving}
                        onClick={() => void move(chosen)}
                      >
                        Move the call
                      </Button>
                      <Button variant="outline" onClick={() => setChosen(null)}>
                        Choose another time
                      </Button>
                    </HStack>
                  </Stack>
                ) : (
                  <CallPicker
                    serviceId={booking.serviceId}
                    timeZone={timeZone}
                    onTimeZoneChange={setTimeZone}
                    onPick={(slot, note) => {
                      setNotice(null);
                      setChosen(slot);
                      setHostNote(note);
                      setDay(localDate(slot.start, timeZone));
                    }}
                    initialDay={day}
                    ignoreBusyId={booking.id}
                    exceptStart={startOf(booking)}
                    hostId={booking.hostId}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CallList({
  bookings,
  now,
  emptyText,
  onMove,
  onCancel,
}: {
  bookings: Booking[];
  now: number;
  emptyText: string;
  onMove: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}) {
  if (bookings.length === 0) {
    return (
      <Text color="gray.600" py="2">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {bookings.map((booking) => (
        <CallCard
          key={booking.id}
          booking={booking}
          now={now}
          onMove={() => onMove(booking)}
          onCancel={() => onCancel(booking)}
        />
      ))}
    </Stack>
  );
}

export function MyCalls({ uid }: { uid: string }) {
  const { status, bookings } = useMyBookings(uid);
  const now = useBookingNow();
  const [moving, setMoving] = useState<Booking | null>(null);
  const { confirm, dialog } = useConfirm();
  const upcoming = bookings.filter((booking) => isUpcoming(booking, now));
  const past = bookings.filter((booking) => !isUpcoming(booking, now)).reverse();

  const cancel = async (booking: Booking) => {
    const when = timeIn(startOf(booking), booking.timeZone);
    if (!(await confirm(`Cancel your call about ${booking.serviceTitle} on ${when}?`))) return;
    try {
      await cancelCall(booking.id);
      toaster.create({ type: "success", title: "Your call was cancelled" });
    } catch (error) {
      toaster.create({
        type: "error",
        title: "The call could not be cancelled",
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  if (status === "loading") return <ListState loading empty emptyText="" />;
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="upcoming-calls" gap="3">
        <Heading as="h2" id="upcoming-calls" size="lg" color="brand.900">
          Upcoming
        </Heading>
        <CallList
          bookings={upcoming}
          now={now}
          emptyText="You have no upcoming call."
          onMove={setMoving}
          onCancel={(booking) => void cancel(booking)}
        />
        <Button asChild colorPalette="accent" size="sm" alignSelf="start">
          <RouterLink to={paths.bookCall}>Book a call</RouterLink>
        </Button>
      </Stack>
      <Stack as="section" aria-labelledby="past-calls" gap="3">
        <Heading as="h2" id="past-calls" size="lg" color="brand.900">
          Past and cancelled
        </Heading>
        <CallList
          bookings={past}
          now={now}
          emptyText="No past calls yet."
          onMove={setMoving}
          onCancel={(booking) => void cancel(booking)}
        />
      </Stack>
      {moving ? <MoveDialog booking={moving} onClose={() => setMoving(null)} /> : null}
      {dialog}
    </Stack>
  );
}
