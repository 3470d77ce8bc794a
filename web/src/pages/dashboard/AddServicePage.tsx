import { useState } from "react";
import {
  Box,
  Button,
  Field,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { useServiceActions } from "@/features/services/api";
import { compressImage } from "@/lib/image";
import { serviceInputSchema, type ServiceInput } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

export const SERVICE_ADDED = "Successfully Added A New Service";

const EMPTY: ServiceInput = { name: "", img: "", bannerh: "", bannerP: "", des: "" };

export default function AddServicePage() {
  const { add } = useServiceActions();
  const [fileKey, setFileKey] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ServiceInput>({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: EMPTY,
    reValidateMode: "onChange",
  });
  const img = useWatch({ control, name: "img" });

  const onFile = async (file: File | undefined) => {
    setValue("img", "");
    if (!file) return;
    setPreparing(true);
    try {
      setValue("img", await compressImage(file), { shouldValidate: true });
      clearErrors("img");
    } catch (error) {
      setError("img", {
        message: error instanceof Error ? error.message : "This image cannot be used.",
      });
    } finally {
      setPreparing(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add(values);
      toaster.create({ type: "success", title: SERVICE_ADDED });
      reset(EMPTY);
      setFileKey((key) => key + 1);
    } catch {
      toaster.create({ type: "error", title: "The service could not be added" });
    }
  });

  return (
    <PagePanel title="Add Service" intro="The new service appears on the Services page at once.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add Service">
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
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.img)} required>
              <Field.Label>
                Image
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                key={fileKey}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                p="1.5"
                onChange={(event) => void onFile(event.currentTarget.files?.[0])}
              />
              {errors.img ? (
                <Field.ErrorText>{errors.img.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  PNG, JPEG, WebP or GIF. Large images are resized.
                </Field.HelperText>
              )}
            </Field.Root>
            <Box
              borderWidth="1px"
              borderStyle="dashed"
              borderRadius="xl"
              minH="48"
              display="flex"
              alignItems="center"
              justifyContent="center"
              overflow="hidden"
              bg="gray.50"
            >
              {img ? (
                <Image src={img} alt="Preview of the chosen image" maxH="64" objectFit="contain" />
              ) : (
                <Text color="gray.500">
                  {preparing ? "Preparing the image..." : "The preview appears here"}
                </Text>
              )}
            </Box>
          </Stack>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" mt="6" loading={isSubmitting || preparing}>
          Add Service
        </Button>
      </form>
    </PagePanel>
  );
}

export const meta = () => pageMeta("Add Service");

/** Admins only: DashboardLayout guards the page with RequireAdmin. */
export const handle: PageHandle = { admin: true };
