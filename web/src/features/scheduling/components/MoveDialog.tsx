import { useEffect, useState } from "react";
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ErrorAlert } from "@/components/ui/FormField";
import { formatDate } from "@shared/format/dates";
import { localDate } from "@shared/scheduling/zones";
import { ApiProblem, freeTimes, moveBooking, type Booking, type FreeTime } from "../api";
import { callWhen, slotLabel } from "../agenda";

type Times =
  | { state: "loading" }
  | { state: "loaded"; times: FreeTime[] }
  | { state: "failed"; message: string };

const problemText = (error: unknown, fallback: string) =>
  error instanceof ApiProblem ? error.detail : fallback;

/**
 * Moving a call: a day (the agency's), that day's free times from GET /api/availability, then
 * the move. The times are labelled in the agency's zone and, when it differs, the admin's.
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
  /** Asked again after a 409 (the list was out of date). */
  const [round, setRound] = useState(0);
  const key = `${date} ${round}`;
  const [answer, setAnswer] = useState<{ key: string; times: Times } | null>(null);
  const [choice, setChoice] = useState<{ key: string; start: number } | null>(null);
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const times: Times = answer?.key === key ? answer.times : { state: "loading" };
  const chosen = choice?.key === key ? choice.start : null;

  useEffect(() => {
    if (!date) return undefined;
    let current = true;
    const settle = (result: Times) => {
      if (current) setAnswer({ key, times: result });
    };
    freeTimes(booking.serviceId, date, timeZone).then(
      (found) => settle({ state: "loaded", times: found }),
      (error: unknown) =>
        settle({
          state: "failed",
          message: problemText(error, "The free times could not be loaded."),
        }),
    );
    return () => {
      current = false;
    };
  }, [booking.serviceId, date, timeZone, key]);

  const move = async () => {
    if (chosen === null) return;
    setMoving(true);
    setProblem(null);
    try {
      await moveBooking(booking.id, chosen);
      onMoved(chosen);
    } catch (error) {
      const taken = error instanceof ApiProblem && error.status === 409;
      setProblem(
        taken
          ? `That time was just taken. Pick another. (${error.detail})`
          : problemText(error, "The call could not be moved."),
      );
      if (taken) setRound((count) => count + 1);
    } finally {
      setMoving(false);
    }
  };

  const status =
    times.state === "loading"
      ? "Loading the free times…"
      : times.state === "failed"
        ? times.message
        : times.times.length === 0
          ? "No free time on this day. Pick another day."
          : `${times.times.length} free ${times.times.length === 1 ? "time" : "times"} on ${formatDate(date, "weekday")}.`;

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
                <Text role="status" aria-live="polite" color="gray.700">
                  {status}
                </Text>
                {times.state === "loaded" && times.times.length > 0 ? (
                  <SimpleGrid
                    columns={{ base: 2, sm: 3 }}
                    gap="2"
                    role="group"
                    aria-label={`Free times on ${formatDate(date, "weekday")}`}
                  >
                    {times.times.map((time) => (
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
                        onClick={() => setChoice({ key, start: time.start })}
                      >
                        {slotLabel(time.start, timeZone)}
                        {myZone === timeZone ? null : (
                          <Text as="span" fontSize="xs" fontWeight="normal">
                            {slotLabel(time.start, myZone)} yours
                          </Text>
                        )}
                      </Button>
                    ))}
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
