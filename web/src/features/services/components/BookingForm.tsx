import { Alert, Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormCard } from "@/components/ui/FormCard";
import { InputField, useZodForm } from "@/components/ui/FormField";
import { site } from "@/config/site";
import type { CurrentUser } from "@/features/auth/api";
import { VerifyEmailNotice } from "@/features/auth/components/VerifyEmailNotice";
import { LimitReached, serverHasOrder, useOrderActions, whenStored } from "@/features/orders/api";
import { orderInputSchema, type OrderInput } from "@shared/schemas";
import type { Service } from "../api";
import { trackBooking, useBookingOutcome, type Outcome } from "../booking-outcome";

/** How long a booking may take to reach the server before we tell the user it is queued. */
const SEND_WAIT_MS = 4000;

const BOOKED = `Thank You for Choosing ${site.brand}`;

const OUTCOME_TEXT = {
  booked: { status: "success", title: BOOKED, description: undefined },
  sent: { status: "success", title: BOOKED, description: "Your booking has been sent." },
  // Online, but the server has not answered in time (a slow or unreachable server).
  queued: {
    status: "info",
    title: "Booking saved",
    description:
      "We could not reach our server yet. Your booking is saved on this device and will be sent automatically.",
  },
  failed: {
    status: "error",
    title: "Your booking could not be sent",
    description: "Please check the form and try again.",
  },
  limited: { status: "warning", title: "Booking limit reached", description: undefined },
} as const;

function refusal(error: unknown): Outcome {
  return error instanceof LimitReached
    ? { state: "limited", message: error.message }
    : { state: "failed" };
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { status, title } = OUTCOME_TEXT[outcome.state];
  const description =
    outcome.state === "queued" && outcome.offline
      ? "You are offline. Your booking is saved on this device and will be sent when you are back online."
      : outcome.state === "limited"
        ? outcome.message
        : OUTCOME_TEXT[outcome.state].description;
  return (
    <Alert.Root status={status} data-booking-outcome={outcome.state}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

export function BookingForm({ service, user }: { service: Service; user: CurrentUser }) {
  const { book } = useOrderActions();
  const defaults: OrderInput = {
    name: user.displayName,
    email: user.email,
    phoneNumber: "",
    address: "",
    serviceName: service.name,
  };
  const form = useZodForm(orderInputSchema, defaults);

  const outcome = useBookingOutcome(service.id);

  const onSubmit = form.handleSubmit(async (values) => {
    // The catalogue's name of the service, whatever the field says: the rules accept no other.
    const input = { ...values, serviceName: service.name };
    const booking = await book({ uid: user.uid, serviceId: service.id, input }).catch(
      (error: unknown) => {
        // Over the hourly limit (or not even queued): nothing was written; the form keeps its values.
        trackBooking(service.id, null)(refusal(error));
      },
    );
    if (!booking) return;
    const { orderId, saved, local } = booking;
    const show = trackBooking(service.id, orderId);
    const failed = (error: unknown) => show(refusal(error));
    // The SDK's word, or the server's when the SDK is slow or wrong (orders/stored.ts).
    const stored = whenStored(saved, () => serverHasOrder(orderId));
    const offline = !navigator.onLine;
    // Offline, the form says the booking is saved on this device: only once it is, since the
    // user may close the tab next.
    const result = offline
      ? await local.then(() => "queued" as const)
      : await Promise.race([
          stored.then(() => "saved" as const),
          new Promise<"queued">((resolve) => setTimeout(() => resolve("queued"), SEND_WAIT_MS)),
        ]).catch((error: unknown) => ({ error }));
    if (typeof result === "object") {
      failed(result.error);
      return;
    }
    form.reset(defaults);
    if (result === "saved") {
      show({ state: "booked" });
      return;
    }
    show({ state: "queued", offline });
    stored.then(() => show({ state: "sent" }), failed);
  });

  return (
    <FormCard
      id="booking-heading"
      title={`Get ${site.brand} as your marketing partner`}
      intro="Tell us where to reach you and we will call to plan the first steps."
    >
      {/* Bookings need a verified address (the agency mails the customer about them). */}
      <VerifyEmailNotice purpose="You can book a service once it is verified." />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Book this service">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InputField label="Name" autoComplete="name" {...form.field("name")} />
            <InputField
              label="Email"
              helper="Your account's email"
              type="email"
              readOnly
              {...form.field("email")}
            />
            <InputField
              label="Phone"
              type="tel"
              autoComplete="tel"
              {...form.field("phoneNumber")}
            />
            <InputField
              label="Service name"
              helper="The service you are booking"
              readOnly
              {...form.field("serviceName")}
            />
          </SimpleGrid>
          <InputField label="Address" autoComplete="street-address" {...form.field("address")} />
          {/* The booking's outcome stays until the next booking (a notification that fades could
              go unseen), and is announced to screen readers. */}
          <div role="status" aria-live="polite">
            {outcome ? <OutcomeAlert outcome={outcome} /> : null}
          </div>
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            alignSelf="start"
            loading={form.formState.isSubmitting}
            disabled={!user.emailVerified}
          >
            Book Now
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
