import { useEffect, useMemo, useState } from "react";
import { Button, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { ErrorAlert, FormField, useZodForm } from "@/components/ui/FormField";
import { Options } from "@/features/dashboard/components/Options";
import { schedulingSettingsSchema, type SchedulingSettings } from "@shared/scheduling/model";
import { ApiProblem } from "../api";

/** Every zone the browser knows, with `current` kept when it is an alias (Asia/Calcutta). */
function zoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The agency's time zone: the hosts' hours are read in it. */
export function TimeZoneForm({
  current,
  onSave,
  onDirtyChange,
}: {
  current: string;
  onSave: (values: SchedulingSettings) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useZodForm(schedulingSettingsSchema, { timeZone: current });
  const zones = useMemo(() => zoneChoices(current), [current]);
  const [problem, setProblem] = useState<string | null>(null);
  const { isDirty, isSubmitting, errors } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = async (values: SchedulingSettings) => {
    setProblem(null);
    try {
      await onSave(values);
      form.reset(values);
    } catch (error) {
      const field =
        error instanceof ApiProblem
          ? error.errors.find(({ path }) => path === "timeZone")
          : undefined;
      if (field) form.setError("timeZone", { type: "server", message: field.message });
      else
        setProblem(
          error instanceof ApiProblem ? error.detail : "The time zone could not be saved.",
        );
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label="Agency time zone"
    >
      <Stack gap="3">
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <HStack gap="3" align="end" wrap="wrap">
          <FormField
            label="Agency time zone"
            error={errors.timeZone?.message}
            helper="The hosts' hours and the agenda's days are in this zone."
          >
            <NativeSelect.Root w={{ base: "full", sm: "72" }}>
              <NativeSelect.Field {...form.register("timeZone")}>
                <Options of={zones.map((zone) => [zone, zone.replaceAll("_", " ")] as const)} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </HStack>
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={isSubmitting}
            disabled={!isDirty}
          >
            Save time zone
          </Button>
          {isDirty ? <Text color="gray.600">Not saved yet.</Text> : null}
        </HStack>
      </Stack>
    </form>
  );
}
