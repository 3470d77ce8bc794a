import { useEffect, useRef, useState } from "react";
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Controller, useFieldArray, useWatch, type Path } from "react-hook-form";
import { ErrorAlert, FormField, InputField, useZodForm } from "@/components/ui/FormField";
import { StickyActions } from "@/components/ui/StickyActions";
import { RowButton } from "@/components/ui/RowButton";
import { Options } from "@/features/dashboard/components/Options";
import { formatDate, weekdayName } from "@shared/format/dates";
import { WEEKDAYS } from "@shared/scheduling/zones";
import { ApiProblem, type AccountOption, type StoredHost, type StoredHostContact } from "../api";
import { placeProblems } from "@/lib/problem";
import { hostEditSchema, type HostEdit } from "@shared/scheduling/model";
import { emptyWeek, nextException, officeWeek, takesCalls } from "../hours";
import { DayRanges, type HostForm as Form } from "./DayRanges";

function startValues(host: StoredHost | null, contact: StoredHostContact | null): HostEdit {
  return {
    weekly: host ? host.weekly : emptyWeek(),
    exceptions: host ? host.exceptions : [],
    email: contact?.email ?? "",
    uid: contact?.uid ?? null,
  };
}

/** The dated exceptions: each a day off, or other hours that replace the weekday's. */
function Exceptions({ form, today }: { form: Form; today: string }) {
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: "exceptions",
  });
  const exceptions = useWatch({ control: form.control, name: "exceptions" });
  const { errors } = form.formState;
  const listError = errors.exceptions?.root?.message ?? errors.exceptions?.message;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Date exceptions</Fieldset.Legend>
      <Fieldset.HelperText>
        A day off, or other hours on one date: they replace that weekday's hours.
      </Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="4">
          {fields.length === 0 ? (
            <Text color="gray.600" fontSize="sm">
              No exceptions.
            </Text>
          ) : null}
          {fields.map((field, index) => {
            const exception = exceptions[index];
            const date = exception?.date ?? "";
            const named = date ? formatDate(date, "weekday") : `exception ${index + 1}`;
            const dayOff = (exception?.ranges.length ?? 0) === 0;
            return (
              <Box
                key={field.id}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                role="group"
                aria-label={`Exception ${named}`}
              >
                <Stack gap="3">
                  <HStack gap="3" align="end" wrap="wrap">
                    <FormField label="Date" error={errors.exceptions?.[index]?.date?.message}>
                      <Input
                        type="date"
                        size="sm"
                        w="44"
                        {...form.register(`exceptions.${index}.date`)}
                      />
                    </FormField>
                    <FormField label="That day" required={false}>
                      <NativeSelect.Root size="sm" w="40">
                        <NativeSelect.Field
                          value={dayOff ? "off" : "hours"}
                          onChange={(event) =>
                            update(index, {
                              date,
                              ranges:
                                event.currentTarget.value === "off"
                                  ? []
                                  : [{ start: "09:00", end: "17:00" }],
                            })
                          }
                        >
                          <Options
                            of={[
                              ["off", "Day off"],
                              ["hours", "Other hours"],
                            ]}
                          />
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <RowButton
                      colorPalette="red"
                      mb="1"
                      aria-label={`Remove the exception on ${named}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </RowButton>
                  </HStack>
                  {dayOff ? null : (
                    <DayRanges form={form} name={`exceptions.${index}.ranges`} day={named} />
                  )}
                </Stack>
              </Box>
            );
          })}
          {listError ? (
            <Text color="fg.error" fontSize="sm">
              {listError}
            </Text>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => append(nextException(today, exceptions))}
          >
            Add exception
          </Button>
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/**
 * A host's hours and contact: whether they take calls, weekly hours (several ranges a day), date
 * exceptions, the email the invites go to and the admin account linked to them. Checked with the
 * API's schema as the admin types, and the server's field messages land on the same fields.
 */
export function HostForm({
  hostId,
  name,
  host,
  contact,
  accounts,
  today,
  onSave,
  onCancel,
  onDirtyChange,
}: {
  hostId: string;
  name: string;
  host: StoredHost | null;
  contact: StoredHostContact | null;
  accounts: readonly AccountOption[];
  /** The agency's date today (new exceptions start after it). */
  today: string;
  onSave: (id: string, values: HostEdit) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const title = `Hours of ${name}`;
  const form = useZodForm(hostEditSchema, startValues(host, contact));
  const [active, setActive] = useState(() => (host ? takesCalls(host) : false));
  /** The hours put aside while "Takes calls" is off, back when it is on again. */
  const putAside = useRef<Pick<HostEdit, "weekly" | "exceptions"> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const titleId = `host-form-${hostId}`;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const toggle = (on: boolean) => {
    setActive(on);
    const options = { shouldDirty: true } as const;
    if (on) {
      const back = putAside.current;
      form.setValue("weekly", back && takesCalls(back) ? back.weekly : officeWeek(), options);
      form.setValue("exceptions", back ? back.exceptions : [], options);
    } else {
      putAside.current = {
        weekly: form.getValues("weekly"),
        exceptions: form.getValues("exceptions"),
      };
      form.setValue("weekly", emptyWeek(), options);
      form.setValue("exceptions", [], options);
    }
  };

  const save = async (values: HostEdit) => {
    setProblem(null);
    try {
      await onSave(hostId, values);
      form.reset(values);
    } catch (error) {
      if (!(error instanceof ApiProblem)) {
        setProblem("The hours could not be saved. Please try again.");
        return;
      }
      setProblem(
        placeProblems(error, (path, message) => {
          if (path === "(body)") return false;
          form.setError(path as Path<HostEdit>, { type: "server", message });
          return true;
        }),
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-labelledby={titleId}
    >
      <Stack gap="5">
        <Heading as="h3" size="md" color="brand.900" id={titleId}>
          {title}
        </Heading>
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}

        <Checkbox.Root
          checked={active}
          onCheckedChange={(details) => toggle(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Takes calls</Checkbox.Label>
        </Checkbox.Root>
        {active ? null : (
          <Text color="gray.600" fontSize="sm">
            Without hours nobody can book {name}. Saving clears their hours and exceptions.
          </Text>
        )}

        {active ? (
          <>
            <Fieldset.Root>
              <Fieldset.Legend>Weekly hours</Fieldset.Legend>
              <Fieldset.HelperText>
                In the agency's time zone. A call fits inside one range, buffers included.
              </Fieldset.HelperText>
              <Fieldset.Content>
                <Stack gap="3">
                  {WEEKDAYS.map((day) => (
                    <SimpleGrid
                      key={day}
                      columns={{ base: 1, md: 4 }}
                      gap="2"
                      role="group"
                      aria-label={weekdayName(day, "long")}
                      borderBottomWidth="1px"
                      pb="3"
                    >
                      <Text fontWeight="semibold" pt="1">
                        {weekdayName(day, "long")}
                      </Text>
                      <Box gridColumn={{ md: "span 3" }}>
                        <DayRanges
                          form={form}
                          name={`weekly.${day}`}
                          day={weekdayName(day, "long")}
                        />
                      </Box>
                    </SimpleGrid>
                  ))}
                </Stack>
              </Fieldset.Content>
            </Fieldset.Root>
            <Exceptions form={form} today={today} />
          </>
        ) : null}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField
            label="Email for invites"
            type="email"
            autoComplete="off"
            helper="The calendar invites of their calls go here. Only admins see it."
            {...form.field("email")}
          />
          <Controller
            control={form.control}
            name="uid"
            render={({ field, fieldState }) => (
              <FormField
                label="Linked admin account"
                required={false}
                helper="That admin sees this host's calls first in the agenda."
                error={fieldState.error?.message}
              >
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ""}
                    onChange={(event) => field.onChange(event.currentTarget.value || null)}
                  >
                    <Options
                      of={[
                        ["", "No linked account"],
                        ...accounts.map(({ uid, label }) => [uid, label] as const),
                        ...(field.value && !accounts.some(({ uid }) => uid === field.value)
                          ? [[field.value, `Account ${field.value} (not an admin now)`] as const]
                          : []),
                      ]}
                    />
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
          />
        </SimpleGrid>
      </Stack>
      <StickyActions>
        <Button type="submit" colorPalette="brand" loading={isSubmitting}>
          Save hours
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Close
        </Button>
        {isDirty ? <Text color="gray.600">You have unsaved changes.</Text> : null}
      </StickyActions>
    </form>
  );
}
