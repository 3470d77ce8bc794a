import { Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { ImagePicker } from "@/features/images/components/ImagePicker";
import type { ServiceEdit } from "@shared/schemas";

/**
 * A service's own fields, as Add Service and the service editor show them: name, heading, sub
 * heading, description and the image (chosen as a file, uploaded, previewed as stored).
 */
export function ServiceFields({
  form,
  resetKey,
  onBusyChange,
}: {
  form: UseFormReturn<ServiceEdit>;
  /** A new key empties the file input (after the form is reset). */
  resetKey: number;
  /** Whether the image is uploading (the form holds its Save button meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { register, control, setValue, setError, clearErrors } = form;
  const { errors } = useFormState({ control });
  const img = useWatch({ control, name: "img" });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message}>
          <Input {...register("name")} />
        </FormField>
        <FormField label="Heading" error={errors.bannerh?.message}>
          <Input {...register("bannerh")} />
        </FormField>
        <FormField label="Sub heading" error={errors.bannerP?.message}>
          <Input {...register("bannerP")} />
        </FormField>
        <FormField label="Description" error={errors.des?.message}>
          <Textarea rows={4} {...register("des")} />
        </FormField>
      </Stack>
      <ImagePicker
        label="Image"
        value={img}
        error={errors.img?.message}
        previewAlt="Preview of the chosen image"
        resetKey={resetKey}
        onPicked={(src) => {
          setValue("img", src, { shouldDirty: true, shouldValidate: true });
          clearErrors("img");
        }}
        onFailed={(message) => setError("img", { message })}
        onBusyChange={onBusyChange}
      />
    </SimpleGrid>
  );
}
