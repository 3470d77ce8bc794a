import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { InputField, TextareaField, type ZodForm } from "@/components/ui/FormField";
import { ImagePicker } from "@/features/images/components/ImagePicker";
import type { Uploads } from "@/features/images/use-uploads";
import type { ServiceEdit } from "@shared/schemas";

/** A service's own fields, as Add Service and the service editor show them. */
export function ServiceFields({
  form: { field, control, formState, setValue, setError, clearErrors },
  uploads,
}: {
  form: ZodForm<ServiceEdit>;
  uploads: Uploads;
}) {
  const img = useWatch({ control, name: "img" });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stack gap="4">
        <InputField label="Name" {...field("name")} />
        <InputField label="Heading" {...field("bannerh")} />
        <InputField label="Sub heading" {...field("bannerP")} />
        <TextareaField label="Description" rows={4} {...field("des")} />
      </Stack>
      <ImagePicker
        label="Image"
        value={img}
        error={formState.errors.img?.message}
        previewAlt="Preview of the chosen image"
        resetKey={uploads.resetKey}
        onPicked={(src) => {
          setValue("img", src, { shouldDirty: true, shouldValidate: true });
          clearErrors("img");
        }}
        onFailed={(message) => setError("img", { message })}
        onBusyChange={uploads.onBusyChange}
      />
    </SimpleGrid>
  );
}
