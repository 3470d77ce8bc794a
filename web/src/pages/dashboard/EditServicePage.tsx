import { useState } from "react";
import {
  Button,
  Card,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from "react-hook-form";
import { Link as RouterLink, useParams } from "react-router-dom";
import { FormField } from "@/components/ui/FormField";
import { ImagePicker } from "@/components/ui/ImagePicker";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { ServiceFields } from "@/features/services/components/ServiceFields";
import { useUploadsRunning } from "@/features/images/use-uploads";
import { useService, useServiceActions, type Service } from "@/features/services/api";
import { pageMeta } from "@/lib/meta";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import { LIMITS } from "@shared/model";
import { serviceEditSchema, type ServiceBlockInput, type ServiceEdit } from "@shared/schemas";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

export const SERVICE_SAVED = "Service saved";

const newBlock = (): ServiceBlockInput => ({
  id: `b-${crypto.randomUUID().slice(0, 8)}`,
  h1: "",
  p1: "",
  p2: "",
  img1: "",
});

const formValues = (service: Service): ServiceEdit => ({
  name: service.name,
  img: service.img,
  bannerh: service.bannerh,
  bannerP: service.bannerP,
  des: service.des,
  des1: service.des1.map(({ id, h1, p1, p2, img1 }) => ({ id, h1, p1, p2, img1 })),
});

/** One detail block: heading, two paragraphs and a picture, with its place in the list. */
function BlockFields({
  index,
  count,
  control,
  errors,
  register,
  onPicture,
  onPictureFailed,
  onBusyChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<ServiceEdit>;
  errors: FieldErrors<ServiceEdit>;
  register: UseFormRegister<ServiceEdit>;
  onPicture: (src: string) => void;
  onPictureFailed: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const heading = useWatch({ control, name: `des1.${index}.h1` });
  const picture = useWatch({ control, name: `des1.${index}.img1` });
  const blockErrors = errors.des1?.[index];
  const label = `Block ${index + 1}`;
  const headingId = `block-${index}-heading`;
  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="service-block"
    >
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" id={headingId} size="md" color="brand.900">
            {label}
            {heading ? `: ${heading}` : ""}
          </Heading>
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={`Move up: ${label}`}
            >
              Move up
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={`Move down: ${label}`}
            >
              Move down
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={onRemove}
              aria-label={`Remove: ${label}`}
            >
              Remove
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Stack gap="4">
            <FormField label={`${label} heading`} error={blockErrors?.h1?.message}>
              <Input {...register(`des1.${index}.h1`)} />
            </FormField>
            <FormField
              label={`${label} first paragraph`}
              required={false}
              error={blockErrors?.p1?.message}
            >
              <Textarea rows={3} {...register(`des1.${index}.p1`)} />
            </FormField>
            <FormField
              label={`${label} second paragraph`}
              required={false}
              error={blockErrors?.p2?.message}
            >
              <Textarea rows={3} {...register(`des1.${index}.p2`)} />
            </FormField>
          </Stack>
          <Stack gap="2">
            <ImagePicker
              label={`${label} picture`}
              required={false}
              value={picture}
              error={blockErrors?.img1?.message}
              previewAlt={`Preview of the picture of ${label}`}
              onPicked={onPicture}
              onFailed={onPictureFailed}
              onBusyChange={onBusyChange}
            />
            {picture ? (
              <Button size="xs" variant="ghost" alignSelf="start" onClick={() => onPicture("")}>
                Remove the picture of {label}
              </Button>
            ) : null}
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function ServiceEditor({ service }: { service: Service }) {
  const { update } = useServiceActions();
  const { confirm, dialog } = useConfirm();
  const [fileKey, setFileKey] = useState(0);
  const { uploading, onBusyChange } = useUploadsRunning();
  const form = useForm<ServiceEdit>({
    resolver: zodResolver(serviceEditSchema),
    defaultValues: formValues(service),
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // keyName: the blocks carry an `id` of their own, which the form must keep.
  const blocks = useFieldArray({ control, name: "des1", keyName: "key" });
  useLeaveGuard(isDirty && !isSubmitting, confirm);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update(service.id, values);
      reset(values);
      setFileKey((key) => key + 1);
      toaster.create({ type: "success", title: SERVICE_SAVED });
    } catch {
      toaster.create({ type: "error", title: "The service could not be saved" });
    }
  });

  const picked =
    (name: `des1.${number}.img1`) =>
    (src: string): void => {
      setValue(name, src, { shouldDirty: true, shouldValidate: true });
      clearErrors(name);
    };
  const failed =
    (name: `des1.${number}.img1`) =>
    (message: string): void =>
      setError(name, { message });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit Service">
      <Stack gap="8">
        <ServiceFields form={form} resetKey={fileKey} onBusyChange={onBusyChange} />

        <Stack gap="4" as="section" aria-labelledby="blocks-heading">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" id="blocks-heading" size="lg" color="brand.900">
              Detail blocks ({blocks.fields.length} of {LIMITS.blocks})
            </Heading>
            <Button
              variant="outline"
              colorPalette="brand"
              disabled={blocks.fields.length >= LIMITS.blocks}
              onClick={() => blocks.append(newBlock())}
            >
              Add block
            </Button>
          </HStack>
          <Text color="gray.600">
            Each block shows on the service's page under its banner: a heading, two paragraphs and a
            picture, in this order.
          </Text>
          {errors.des1?.root?.message || errors.des1?.message ? (
            <Text color="red.700">{errors.des1.root?.message ?? errors.des1.message}</Text>
          ) : null}
          {blocks.fields.map((field, index) => (
            <BlockFields
              key={field.key}
              index={index}
              count={blocks.fields.length}
              control={control}
              errors={errors}
              register={register}
              onPicture={picked(`des1.${index}.img1`)}
              onPictureFailed={failed(`des1.${index}.img1`)}
              onBusyChange={onBusyChange}
              onMove={(to) => blocks.move(index, to)}
              onRemove={() => blocks.remove(index)}
            />
          ))}
        </Stack>

        <HStack gap="4">
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSubmitting}
            disabled={!isDirty || uploading}
          >
            Save changes
          </Button>
          {uploading ? (
            <Text color="gray.600">Saving waits for the picture to finish uploading.</Text>
          ) : isDirty ? (
            <Text color="gray.600">You have unsaved changes.</Text>
          ) : null}
        </HStack>
      </Stack>
      {dialog}
    </form>
  );
}

/** Edit Service: every field of Add Service and the detail blocks, under the same id and link. */
export default function EditServicePage() {
  const { id = "" } = useParams();
  const { status, service } = useService(id);
  // The editor starts from the service as first read; later changes by others do not overwrite
  // what the admin is typing.
  const [first, setFirst] = useState<Service | null>(null);
  if (service && !first) setFirst(service);

  const view = (
    <Link asChild color="brand.700" fontWeight="semibold">
      <RouterLink to={paths.serviceDetail(id)}>View the service's page</RouterLink>
    </Link>
  );
  return (
    <PagePanel
      title="Edit Service"
      intro="Changes show on the site as soon as they are saved."
      actions={service ? view : undefined}
    >
      {first ? (
        <ServiceEditor service={first} />
      ) : status === "loading" ? (
        <PageSpinner label="Loading the service" />
      ) : (
        <Stack gap="3">
          <Text>This service does not exist. It may have been deleted.</Text>
          <Link asChild color="brand.700">
            <RouterLink to={paths.manageServices}>Back to Manage Services</RouterLink>
          </Link>
        </Stack>
      )}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Edit Service");

/** Admins only: DashboardLayout guards the page with RequireAdmin. */
export const handle: PageHandle = { admin: true };
