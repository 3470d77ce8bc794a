import { Button, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { site } from "@/config/site";
import type { CurrentUser } from "@/features/auth/api";
import { serverHasOrder, useBookService, whenStored } from "@/features/orders/api";
import { orderInputSchema, type OrderInput } from "@shared/schemas";
import type { Service } from "../api";

/** How long a booking may take to reach the server before we tell the user it is queued. */
const SEND_WAIT_MS = 4000;

export const BOOKED = `Thank You for Choosing ${site.brand}`;
export const QUEUED =
  "You are offline. Your booking is saved on this device and will be sent when you are back online.";
/** Online, but the server has not answered in time (a slow or unreachable server). */
export const QUEUED_SLOW =
  "We could not reach our server yet. Your booking is saved on this device and will be sent automatically.";

export function BookingForm({ service, user }: { service: Service; user: CurrentUser }) {
  const book = useBookService();
  const defaults: OrderInput = {
    name: user.displayName,
    email: user.email,
    phoneNumber: "",
    address: "",
    serviceName: service.name,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OrderInput>({
    resolver: zodResolver(orderInputSchema),
    defaultValues: defaults,
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    const { orderId, saved } = book({ uid: user.uid, serviceId: service.id, input: values });
    const failed = () =>
      toaster.create({
        type: "error",
        title: "Your booking could not be sent",
        description: "Please check the form and try again.",
      });
    const offline = !navigator.onLine;
    const outcome = offline
      ? ("queued" as const)
      : await Promise.race([
          saved.then(() => "saved" as const),
          new Promise<"queued">((resolve) => setTimeout(() => resolve("queued"), SEND_WAIT_MS)),
        ]).catch(() => "failed" as const);
    if (outcome === "failed") {
      failed();
      return;
    }
    reset(defaults);
    if (outcome === "saved") {
      toaster.create({ type: "success", title: BOOKED });
      return;
    }
    toaster.create({
      type: "info",
      title: "Booking saved",
      description: offline ? QUEUED : QUEUED_SLOW,
      duration: 10_000,
    });
    whenStored(saved, () => serverHasOrder(orderId)).then(
      () =>
        toaster.create({
          type: "success",
          title: BOOKED,
          description: "Your booking has been sent.",
        }),
      failed,
    );
  });

  return (
    <Stack
      as="section"
      aria-labelledby="booking-heading"
      bg="white"
      borderRadius="2xl"
      boxShadow="xl"
      p={{ base: "6", md: "10" }}
      gap="6"
    >
      <Stack gap="2">
        <Heading as="h2" id="booking-heading" size="2xl" color="brand.900">
          Get {site.brand} as your marketing partner
        </Heading>
        <Text color="gray.600">
          Tell us where to reach you and we will call to plan the first steps.
        </Text>
      </Stack>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Book this service">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Name" error={errors.name?.message}>
              <Input autoComplete="name" {...register("name")} />
            </FormField>
            <FormField label="Email" error={errors.email?.message} helper="Your account's email">
              <Input type="email" readOnly {...register("email")} />
            </FormField>
            <FormField label="Phone" error={errors.phoneNumber?.message}>
              <Input type="tel" autoComplete="tel" {...register("phoneNumber")} />
            </FormField>
            <FormField label="Service name" error={errors.serviceName?.message}>
              <Input {...register("serviceName")} />
            </FormField>
          </SimpleGrid>
          <FormField label="Address" error={errors.address?.message}>
            <Input autoComplete="street-address" {...register("address")} />
          </FormField>
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            alignSelf="start"
            loading={isSubmitting}
          >
            Book Now
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
