import { useEffect } from "react";
import { Button, Heading, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormField, useZodForm } from "@/components/ui/FormField";
import { Options } from "@/features/dashboard/components/Options";
import { topServicesSchema, type TopServicesInput } from "@shared/schemas";
import type { Service } from "../api";

export function TopServicesForm({
  services,
  current,
  onSave,
  onDirtyChange,
}: {
  services: Service[];
  current: string[];
  onSave: (values: TopServicesInput) => Promise<boolean>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useZodForm(topServicesSchema, { topServices: current });

  useEffect(() => onDirtyChange(form.formState.isDirty), [form.formState.isDirty, onDirtyChange]);

  const save = async (values: TopServicesInput) => {
    if (await onSave(values)) form.reset(values);
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-labelledby="top-services-form"
    >
      <Stack gap="4">
        <Heading as="h2" size="md" color="brand.900" id="top-services-form">
          Top services on the landing page
        </Heading>
        <Text color="gray.600">
          The landing page shows these four, in this order. The services page lists every service in
          the order of the table below.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {current.map((_, index) => (
            <FormField
              key={index}
              label={`Top service ${index + 1}`}
              error={form.formState.errors.topServices?.[index]?.message}
            >
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.register(`topServices.${index}`)}>
                  <Options of={services.map(({ id, name }) => [id, name] as const)} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ))}
        </SimpleGrid>
        {form.formState.errors.topServices?.message ? (
          <Text color="red.700" role="alert">
            {form.formState.errors.topServices.message}
          </Text>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          Save top services
        </Button>
      </Stack>
    </form>
  );
}
