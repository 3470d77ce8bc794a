/**
 * Booking a call, start to end: a time from the picker is held for 5 minutes (POST /holds) while
 * the visitor completes a short form, then booked (POST /bookings with the hold's token); a time
 * taken meanwhile sends them back to the times, and the confirmation names the time in their
 * zone and the agency's.
 */
import { useEffect, useRef, useState } from "react";
import { Alert, Button, Heading, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ErrorAlert, InputField, TextareaField, useZodForm } from "@/components/ui/FormField";
import { TextLink } from "@/components/ui/TextLink";
import { paths } from "@/config/paths";
import { useCurrentUser, type CurrentUser } from "@/features/auth/api";
import { bookingInputSchema, DEFAULT_AGENCY_TIME_ZONE } from "@shared/scheduling/model";
import { formatDateTime } from "@shared/format/dates";
import { localDate } from "@shared/scheduling/zones";
import {
  bookCall,
  holdSlot,
  ApiProblem,
  releaseHold,
  useAgencyTimeZone,
  type Booked,
  type Hold,
  type Slot,
} from "../api";
import { browserTimeZone } from "@/lib/time-zone";
import { countdown } from "../calendar";
import { CallPicker } from "./CallPicker";
import { UpcomingLimit } from "./UpcomingLimit";

export const TAKEN = "That time was just taken. Please choose another.";
const EXPIRED = "Your 5 minutes are up and the time was let go. Please choose a time again.";

/** The form's fields: what the customer adds to the booking (the shared schema's). */
const detailsSchema = bookingInputSchema.pick({ phoneNumber: true, notes: true });

type Step =
  | { step: "pick"; notice: string | null }
  | { step: "form"; hold: Hold }
  | { step: "done"; booked: Booked };

/** "Tue 3 Mar 2026, 15:30 (GMT+5:30), Asia/Kolkata". */
export const timeIn = (instant: number, timeZone: string) =>
  `${formatDateTime(instant, timeZone, { date: "weekday", offset: true })}, ${timeZone}`;

/** Moves the focus to a step's heading as it appears (keyboard and screen reader users). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The time left on a hold, and a word when one minute is left; `onExpired` at its end. */
function HoldTimer({ expiresAt, onExpired }: { expiresAt: number; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt - now;
  useEffect(() => {
    if (left <= 0) {
      onExpired();
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left, onExpired]);
  return (
    <>
      <Text fontSize="sm" color="gray.700">
        We hold this time for you for{" "}
        <Text as="span" role="timer" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {countdown(left)}
        </Text>{" "}
        while you complete the booking.
      </Text>
      <VisuallyHidden role="status">
        {left <= 60_000 ? "One minute left to complete the booking." : ""}
      </VisuallyHidden>
    </>
  );
}

function SignInToBook() {
  const location = useLocation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Sign in to book this call</Alert.Title>
        <Alert.Description>
          <TextLink asChild fontWeight="semibold">
            <RouterLink to={paths.login} state={{ from: location }}>
              Sign in or create an account
            </RouterLink>
          </TextLink>{" "}
          and you will come back here to choose your time.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function DetailsForm({
  serviceId,
  hold,
  timeZone,
  user,
  onBooked,
  onTaken,
}: {
  serviceId: string;
  hold: Hold;
  timeZone: string;
  user: CurrentUser;
  onBooked: (booked: Booked) => void;
  onTaken: () => void;
}) {
  const form = useZodForm(detailsSchema, { phoneNumber: "", notes: "" });
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key for every try of this hold's booking: a try whose answer was lost is not a second call.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const onSubmit = form.handleSubmit(async ({ phoneNumber, notes }) => {
    setRefusal(null);
    try {
      onBooked(
        await bookCall(
          {
            serviceId,
            start: hold.start,
            timeZone,
            holdToken: hold.token,
            ...(phoneNumber ? { phoneNumber } : {}),
            ...(notes ? { notes } : {}),
          },
          idempotencyKey,
        ),
      );
    } catch (error) {
      // A 409 naming the service is its limit of calls per customer, not a time taken.
      const limit = error instanceof ApiProblem && error.errors.some((e) => e.path === "serviceId");
      if (error instanceof ApiProblem && error.status === 409 && !limit) {
        onTaken();
        return;
      }
      let shown = false;
      if (error instanceof ApiProblem) {
        for (const { path, message } of error.errors) {
          if (path === "phoneNumber" || path === "notes") {
            form.setError(path, { message });
            shown = true;
          }
        }
      }
      if (!shown) setRefusal(error instanceof Error ? error.message : "Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Complete the booking">
      <Stack gap="4" maxW="xl">
        <Text color="gray.700">
          Booking as{" "}
          <Text as="span" fontWeight="semibold">
            {user.displayName || <EmailAddress address={user.email} />}
          </Text>{" "}
          (<EmailAddress address={user.email} />
          ).
        </Text>
        {user.emailVerified ? null : (
          <Text color="red.700" data-testid="call-needs-verification">
            Your email address is not verified yet. Follow the link we sent to{" "}
            <EmailAddress address={user.email} />, then book the call.
          </Text>
        )}
        <InputField
          label="Phone"
          required={false}
          helper="Optional: if you prefer a phone call"
          type="tel"
          autoComplete="tel"
          {...form.field("phoneNumber")}
        />
        <TextareaField
          label="Notes"
          required={false}
          helper="Optional: what you would like to talk about"
          rows={3}
          {...form.field("notes")}
        />
        {refusal ? <ErrorAlert>{refusal}</ErrorAlert> : null}
        <Button
          type="submit"
          colorPalette="accent"
          alignSelf="start"
          loading={form.formState.isSubmitting}
          disabled={!user.emailVerified}
        >
          Book the call
        </Button>
      </Stack>
    </form>
  );
}

function HeldTime({
  serviceId,
  hold,
  timeZone,
  agencyTimeZone,
  onBooked,
  onBack,
}: {
  serviceId: string;
  hold: Hold;
  timeZone: string;
  agencyTimeZone: string;
  onBooked: (booked: Booked) => void;
  onBack: (notice: string | null) => void;
}) {
  const { status, user } = useCurrentUser();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="4" data-step="details">
      <Heading as="h3" size="md" color="brand.900" ref={heading} tabIndex={-1}>
        Complete your booking
      </Heading>
      <Stack gap="1">
        <Text fontWeight="semibold" data-testid="held-time">
          {timeIn(hold.start, timeZone)}
        </Text>
        {agencyTimeZone !== timeZone ? (
          <Text fontSize="sm" color="gray.600">
            For us: {timeIn(hold.start, agencyTimeZone)}
          </Text>
        ) : null}
      </Stack>
      <HoldTimer expiresAt={hold.expiresAt} onExpired={() => onBack(EXPIRED)} />
      {status === "loading" ? null : user ? (
        <DetailsForm
          serviceId={serviceId}
          hold={hold}
          timeZone={timeZone}
          user={user}
          onBooked={onBooked}
          onTaken={() => onBack(TAKEN)}
        />
      ) : (
        <SignInToBook />
      )}
      <HStack>
        <Button variant="outline" size="sm" onClick={() => onBack(null)}>
          Choose another time
        </Button>
      </HStack>
    </Stack>
  );
}

function Confirmation({
  booked,
  timeZone,
  agencyTimeZone,
  onAnother,
}: {
  booked: Booked;
  timeZone: string;
  agencyTimeZone: string;
  onAnother: () => void;
}) {
  const heading = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack gap="4" data-step="done">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title ref={heading} tabIndex={-1}>
            Your call is booked
          </Alert.Title>
          <Alert.Description>
            <Stack gap="1" mt="1">
              <Text data-testid="booked-time">{timeIn(booked.start, timeZone)}</Text>
              {agencyTimeZone !== timeZone ? (
                <Text data-testid="booked-agency-time">
                  For us: {timeIn(booked.start, agencyTimeZone)}
                </Text>
              ) : null}
              {booked.host ? <Text>With {booked.host}.</Text> : null}
              <Text>We have emailed you the invitation.</Text>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={paths.myCalls}>See My Calls</RouterLink>
        </Button>
        <Button variant="outline" size="sm" onClick={onAnother}>
          Book another call
        </Button>
      </HStack>
    </Stack>
  );
}

/** The picker, the hold and its form, and the confirmation, for one service. */
export function BookCall({ serviceId }: { serviceId: string }) {
  const { timeZone: agencyTimeZone } = useAgencyTimeZone();
  const [timeZone, setTimeZone] = useState(() => browserTimeZone(DEFAULT_AGENCY_TIME_ZONE));
  const [state, setState] = useState<Step>({ step: "pick", notice: null });
  const [pending, setPending] = useState(false);
  // The day of the last time chosen: the picker shows it again when the visitor comes back.
  const [day, setDay] = useState<string | null>(null);
  // The hold to let go when the visitor leaves the page before booking.
  const held = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (held.current) void releaseHold(held.current);
    },
    [],
  );

  const pick = async (slot: Slot) => {
    setPending(true);
    setDay(localDate(slot.start, timeZone));
    try {
      const hold = await holdSlot({ serviceId, start: slot.start, timeZone });
      held.current = hold.token;
      setState({ step: "form", hold });
    } catch (error) {
      const notice =
        error instanceof ApiProblem && error.status === 409
          ? TAKEN
          : error instanceof Error
            ? error.message
            : "Please try again.";
      setState({ step: "pick", notice });
    } finally {
      setPending(false);
    }
  };

  const back = (notice: string | null) => {
    if (held.current) void releaseHold(held.current);
    held.current = null;
    setState({ step: "pick", notice });
  };

  if (state.step === "done") {
    return (
      <Confirmation
        booked={state.booked}
        timeZone={timeZone}
        agencyTimeZone={agencyTimeZone}
        onAnother={() => setState({ step: "pick", notice: null })}
      />
    );
  }
  if (state.step === "form") {
    return (
      <HeldTime
        serviceId={serviceId}
        hold={state.hold}
        timeZone={timeZone}
        agencyTimeZone={agencyTimeZone}
        onBooked={(booked) => {
          held.current = null;
          setState({ step: "done", booked });
        }}
        onBack={back}
      />
    );
  }
  return (
    <Stack gap="4">
      <div role="alert">
        {state.notice ? (
          <Alert.Root status="warning" data-testid="call-notice">
            <Alert.Indicator />
            <Alert.Title>{state.notice}</Alert.Title>
          </Alert.Root>
        ) : null}
      </div>
      <UpcomingLimit serviceId={serviceId}>
        <CallPicker
          serviceId={serviceId}
          timeZone={timeZone}
          onTimeZoneChange={setTimeZone}
          onPick={(slot) => void pick(slot)}
          pending={pending}
          initialDay={day}
        />
      </UpcomingLimit>
    </Stack>
  );
}
