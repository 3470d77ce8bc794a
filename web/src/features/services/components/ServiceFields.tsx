import { SimpleGrid, Stack } from "@chakra-ui/react";
import { InputField, TextareaField, type ZodForm } from "@/components/ui/FormField";
import { ImagePicker, useImageField } from "@/features/images/components/ImagePicker";
import type { Uploads } from "@/features/images/use-uploads";
import type { ServiceEdit } from "@shared/schemas";

export function ServiceFields({ form, uploads }: { form: ZodForm<ServiceEdit>; uploads: Uploads }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stack gap="4">
        <InputField label="Name" {...form.field("name")} />
        <InputField label="Heading" {...form.field("bannerh")} />
        <InputField label="Sub heading" {...form.field("bannerP")} />
        <TextareaField label="Description" rows={4} {...form.field("des")} />
      </Stack>
      <ImagePicker
        label="Image"
        previewAlt="Preview of the chosen image"
        {...useImageField(form, "img", uploads)}
      />
    </SimpleGrid>
  );
}
