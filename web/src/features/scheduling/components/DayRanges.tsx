import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { get, useFieldArray, useWatch } from "react-hook-form";
import type { ZodForm } from "@/components/ui/FormField";
import { RowButton } from "@/components/ui/RowButton";
import type { Weekday } from "@shared/scheduling/zones";
import type { HostEdit } from "@shared/scheduling/model";
import { nextRange, rangeLabel } from "../hours";

export type HostForm = ZodForm<HostEdit>;
export type RangesPath = `weekly.${Weekday}` | `exceptions.${number}.ranges`;

const message = (errors: unknown, path: string): string | undefined =>
  get<unknown, { message?: string } | undefined>(errors, path)?.message;

/** One time of a range: a text field "HH:MM" ("24:00" may end a day, which a time input can't). */
function TimeInput({
  form,
  name,
  label,
}: {
  form: HostForm;
  name: `${RangesPath}.${number}.${"start" | "end"}`;
  label: string;
}) {
  const error = message(form.formState.errors, name);
  return (
    <Field.Root invalid={Boolean(error)} w="auto">
      <Field.Label srOnly>{label}</Field.Label>
      <Input
        size="sm"
        w="20"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:MM"
        maxLength={5}
        {...form.register(name)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * The ranges of one day (a weekday's, or a dated exception's), each with its start, end and a
 * Remove button, and "Add range". `day` names them for screen readers ("Monday range 2 start").
 */
export function DayRanges({
  form,
  name,
  day,
  emptyText = "No hours",
}: {
  form: HostForm;
  name: RangesPath;
  day: string;
  emptyText?: string;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const ranges = useWatch({ control: form.control, name });
  const next = nextRange(ranges);
  const { errors } = form.formState;
  // The day's own message (too many ranges); a range's (order, overlap) sits under that range.
  const dayError = message(errors, `${name}.root`) ?? message(errors, name);

  return (
    <Stack gap="2">
      {fields.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          {emptyText}
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const label = `${day} range ${index + 1}`;
        const rangeError =
          message(errors, `${name}.${index}.root`) ?? message(errors, `${name}.${index}`);
        const range = ranges[index];
        return (
          <Stack key={field.id} gap="1">
            <HStack gap="2" align="start" wrap="wrap">
              <TimeInput form={form} name={`${name}.${index}.start`} label={`${label} start`} />
              <Text pt="1.5" aria-hidden="true">
                to
              </Text>
              <TimeInput form={form} name={`${name}.${index}.end`} label={`${label} end`} />
              <RowButton
                mt="1"
                aria-label={`Remove ${day} ${range ? rangeLabel(range) : `range ${index + 1}`}`}
                onClick={() => remove(index)}
              >
                Remove
              </RowButton>
            </HStack>
            {rangeError ? (
              <Text color="fg.error" fontSize="sm">
                {rangeError}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {dayError ? (
        <Text color="fg.error" fontSize="sm">
          {dayError}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="brand"
        alignSelf="start"
        disabled={next === null}
        aria-label={`Add range on ${day}`}
        onClick={() => {
          if (next) append(next);
        }}
      >
        Add range
      </Button>
    </Stack>
  );
}
