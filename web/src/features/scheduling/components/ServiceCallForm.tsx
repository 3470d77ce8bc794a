import { useEffect, useState } from "react";
import { Button, Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Controller, useWatch, type Path } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { ErrorAlert, InputField, useZodForm } from "@/components/ui/FormField";
import { StickyActions } from "@/components/ui/StickyActions";
import { TextLink } from "@/components/ui/TextLink";
import { paths } from "@/config/paths";
import {
  DEFAULT_UPCOMING_PER_CUSTOMER,
  MAX_UPCOMING_PER_CUSTOMER,
  serviceCallSchema,
  type ServiceCall,
} from "@shared/scheduling/model";
import { ApiProblem } from "../api";
import { placeProblems } from "@/lib/problem";

/** What a service's call starts as before anything is saved: off, 30 minutes, no host. */
export const NEW_CALL: ServiceCall = {
  enabled: false,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 240,
  bookingWindowDays: 30,
  dailyCapPerHost: 8,
  stepMinutes: 30,
  cancelCutoffHours: 24,
  maxUpcomingPerCustomer: DEFAULT_UPCOMING_PER_CUSTOMER,
  hostIds: [],
};

type NumberField = Exclude<keyof ServiceCall, "enabled" | "hostIds">;

const NUMBERS: { name: NumberField; label: string; helper: string }[] = [
  {
    name: "durationMinutes",
    label: "Call length (minutes)",
    helper: "15 to 240, a multiple of 5.",
  },
  {
    name: "bufferBeforeMinutes",
    label: "Buffer before (minutes)",
    helper: "Kept free of other calls before each call; may fall before the hours.",
  },
  {
    name: "bufferAfterMinutes",
    label: "Buffer after (minutes)",
    helper: "Kept free of other calls after each call; may fall after the hours.",
  },
  {
    name: "minimumNoticeMinutes",
    label: "Minimum notice (minutes)",
    helper: "How soon a call may start after it is booked.",
  },
  {
    name: "bookingWindowDays",
    label: "Booking window (days)",
    helper: "How far ahead a call may be booked.",
  },
  {
    name: "dailyCapPerHost",
    label: "Daily cap per host",
    helper: "The most calls of this service a host takes in a day.",
  },
  {
    name: "stepMinutes",
    label: "Start-time step (minutes)",
    helper: "Calls start on its marks of the clock: 15 gives :00, :15, :30 and :45.",
  },
  {
    name: "cancelCutoffHours",
    label: "Cancellation cutoff (hours)",
    helper: "A customer may move or cancel until this long before the call.",
  },
  {
    name: "maxUpcomingPerCustomer",
    label: "Upcoming calls per customer",
    helper: `1 to ${MAX_UPCOMING_PER_CUSTOMER}: the most calls of this service one customer may have booked ahead.`,
  },
];

export interface HostChoice {
  id: string;
  name: string;
  /** Whether the team member has hours (a host): the server takes no other. */
  hasHours: boolean;
}

/** One service's call settings, checked with the API's schema; the server's messages land inline. */
export function ServiceCallForm({
  serviceName,
  current,
  hosts,
  onSave,
  onDirtyChange,
}: {
  serviceName: string;
  current: ServiceCall;
  hosts: readonly HostChoice[];
  onSave: (values: ServiceCall) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useZodForm(serviceCallSchema, current);
  const [problem, setProblem] = useState<string | null>(null);
  const { isDirty, isSubmitting, errors } = form.formState;
  const hostIds = useWatch({ control: form.control, name: "hostIds" });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A host no longer on the team stays listed while it is ticked, so it can be unticked.
  const choices: HostChoice[] = [
    ...hosts,
    ...hostIds
      .filter((id) => !hosts.some((host) => host.id === id))
      .map((id) => ({ id, name: `A removed team member (${id})`, hasHours: false })),
  ];
  const hostsError =
    errors.hostIds?.message ??
    errors.hostIds?.root?.message ??
    errors.hostIds?.find?.((item) => item?.message)?.message;

  const toggleHost = (id: string, checked: boolean) => {
    const next = checked ? [...hostIds, id] : hostIds.filter((other) => other !== id);
    form.setValue("hostIds", next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const save = async (values: ServiceCall) => {
    setProblem(null);
    try {
      await onSave(values);
      form.reset(values);
    } catch (error) {
      if (!(error instanceof ApiProblem)) {
        setProblem("The call settings could not be saved. Please try again.");
        return;
      }
      setProblem(
        placeProblems(error, (path, message) => {
          if (!((path.split(".")[0] ?? "") in serviceCallSchema.shape)) return false;
          form.setError(path as Path<ServiceCall>, { type: "server", message });
          return true;
        }),
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={`Call settings of ${serviceName}`}
    >
      <Stack gap="6">
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Customers can book a call for this service</Checkbox.Label>
            </Checkbox.Root>
          )}
        />

        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {NUMBERS.map(({ name, label, helper }) => (
            <InputField
              key={name}
              label={label}
              helper={helper}
              type="number"
              inputMode="numeric"
              {...form.register(name, { valueAsNumber: true })}
              error={errors[name]?.message}
            />
          ))}
        </SimpleGrid>
        <Text color="gray.600">
          Calls start on the step's marks (:00, :15, ... for a 15-minute step; counted from midnight
          for a step that does not divide an hour); the buffers keep calls apart and may fall
          outside the hours.
        </Text>

        <Fieldset.Root invalid={Boolean(hostsError)}>
          <Fieldset.Legend>Hosts</Fieldset.Legend>
          <Fieldset.HelperText>
            Who takes this service's calls. A call goes to the free host with the fewest calls that
            day.
          </Fieldset.HelperText>
          <Fieldset.Content>
            {choices.length === 0 ? (
              <Text>
                No hosts yet.{" "}
                <TextLink asChild>
                  <RouterLink to={paths.availability}>Set hosts' hours in Availability</RouterLink>
                </TextLink>
                .
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
                {choices.map(({ id, name, hasHours }) => (
                  <Checkbox.Root
                    key={id}
                    checked={hostIds.includes(id)}
                    disabled={!hasHours && !hostIds.includes(id)}
                    onCheckedChange={(details) => toggleHost(id, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {name}
                      {hasHours ? null : (
                        <Text as="span" color="gray.600">
                          {" "}
                          (no hours yet)
                        </Text>
                      )}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            )}
          </Fieldset.Content>
          {hostsError ? <Fieldset.ErrorText>{hostsError}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
      </Stack>
      <StickyActions>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!isDirty}>
          Save call settings
        </Button>
        {isDirty ? <Text color="gray.600">You have unsaved changes.</Text> : null}
      </StickyActions>
    </form>
  );
}
