import { useMemo, useState } from "react";
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ErrorAlert } from "@/components/ui/FormField";
import { Options } from "@/features/dashboard/components/Options";
import { useSlots } from "@/features/booking/api";
import { hostChangeLabel } from "@/features/booking/host-change";
import { formatDate } from "@shared/format/dates";
import { localDate } from "@shared/scheduling/zones";
import { ApiProblem, moveBooking, type Booking } from "../api";
import { callWhen, slotLabel } from "../agenda";

const problemText = (error: unknown, fallback: string) =>
  error instanceof ApiProblem ? error.detail : fallback;

/** The host select's value that leaves the host to the server: the call's own when free. */
const ANY_HOST = "";

/**
 * Moving a call: a day (the agency's), that day's free times, then the move. The times are the
 * ones the customer's own picker offers (the same live computation, the call's own busy time left
 * out): with its host when free, else "with" the host who takes it. An admin may name the host;
 * then only that host's free times are offered, the call's current time too when the host is
 * another. The times are labelled in the agency's zone and, when it differs, the admin's.
 */
export function MoveDialog({
  booking,
  timeZone,
  myZone,
  today,
  onMoved,
  onClose,
}: {
  booking: Booking;
  timeZone: string;
  myZone: string;
  /** The agency's date today: no day before it. */
  today: string;
  onMoved: (start: number) => void;
  onClose: () => void;
}) {
  const [date, setDate] = useState(() => {
    const day = booking.start ? localDate(booking.start.getTime(), timeZone) : today;
    return day < today ? today : day;
  });
  const [host, setHost] = useState(ANY_HOST);
  const [choice, setChoice] = useState<{ key: string; start: number } | null>(null);
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The day shown: the one typed, today while the field is empty. */
  const day = date || today;
  const key = `${day} ${host}`;
  const chosen = choice?.key === key ? choice.start : null;
  const { status, slots, call, hostNames } = useSlots({
    serviceId: booking.serviceId,
    from: day,
    to: day,
    timeZone,
    ignoreBusyId: booking.id,
  });
  const current = booking.start?.getTime();
  const times = useMemo(
    () =>
      slots.filter((slot) =>
        host === ANY_HOST
          ? slot.start !== current
          : slot.hostIds.includes(host) && (slot.start !== current || host !== booking.hostId),
      ),
    [slots, host, current, booking.hostId],
  );
  const hostChoices = (call?.hostIds ?? []).map(
    (id) =>
      [id, `${hostNames.get(id) || id}${id === booking.hostId ? " (its host now)" : ""}`] as const,
  );

  const move = async () => {
    if (chosen === null) return;
    setMoving(true);
    setProblem(null);
    try {
      await moveBooking(booking.id, chosen, host === ANY_HOST ? undefined : host);
      onMoved(chosen);
    } catch (error) {
      const taken = error instanceof ApiProblem && error.status === 409;
      setProblem(
        taken
          ? `That time was just taken. Pick another. (${error.detail})`
          : problemText(error, "The call could not be moved."),
      );
      if (taken) setChoice(null);
    } finally {
      setMoving(false);
    }
  };

  const summary =
    status === "loading"
      ? "Loading the free times…"
      : times.length === 0
        ? "No free time on this day. Pick another day."
        : `${times.length} free ${times.length === 1 ? "time" : "times"} on ${formatDate(day, "weekday")}.`;

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                Move the call of {booking.name || <EmailAddress address={booking.email} />}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="gray.600">
                  {booking.serviceTitle}, now{" "}
                  {booking.start && booking.end
                    ? callWhen(booking.start, booking.end, timeZone)
                    : ""}
                  . The customer and the host are emailed the new time.
                </Text>
                <Field.Root>
                  <Field.Label>Day ({timeZone.replaceAll("_", " ")})</Field.Label>
                  <Input
                    type="date"
                    min={today}
                    value={date}
                    onChange={(event) => setDate(event.currentTarget.value)}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Host</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={host}
                      onChange={(event) => setHost(event.currentTarget.value)}
                    >
                      <Options
                        of={[
                          [ANY_HOST, `${booking.hostName || "Its host"} when free, else another`],
                          ...hostChoices,
                        ]}
                      />
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Text role="status" aria-live="polite" color="gray.700">
                  {summary}
                </Text>
                {status === "success" && times.length > 0 ? (
                  <SimpleGrid
                    columns={{ base: 2, sm: 3 }}
                    gap="2"
                    role="group"
                    aria-label={`Free times on ${formatDate(day, "weekday")}`}
                  >
                    {times.map((time) => {
                      const other =
                        host === ANY_HOST
                          ? hostChangeLabel(time.hostIds, booking.hostId, hostNames)
                          : null;
                      return (
                        <Button
                          key={time.start}
                          size="sm"
                          h="auto"
                          py="1.5"
                          whiteSpace="normal"
                          flexDirection="column"
                          gap="0"
                          variant={chosen === time.start ? "solid" : "outline"}
                          colorPalette="brand"
                          aria-pressed={chosen === time.start}
                          data-host-change={other ?? undefined}
                          onClick={() => setChoice({ key, start: time.start })}
                        >
                          {slotLabel(time.start, timeZone)}
                          {myZone === timeZone ? null : (
                            <Text as="span" fontSize="xs" fontWeight="normal">
                              {slotLabel(time.start, myZone)} yours
                            </Text>
                          )}
                          {other ? (
                            <Text as="span" fontSize="xs" fontWeight="normal">
                              {other}
                            </Text>
                          ) : null}
                        </Button>
                      );
                    })}
                  </SimpleGrid>
                ) : null}
                {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Keep the time
              </Button>
              <Button
                colorPalette="brand"
                disabled={chosen === null}
                loading={moving}
                onClick={() => void move()}
              >
                Move the call
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
