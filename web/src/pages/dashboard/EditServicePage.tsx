import { useState } from "react";
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useZodForm } from "@/components/ui/FormField";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { ServiceBlocks } from "@/features/services/components/ServiceBlocks";
import { ServiceFields } from "@/features/services/components/ServiceFields";
import { useUploads } from "@/features/images/use-uploads";
import { useService, useServiceActions, type Service } from "@/features/services/api";
import { pageMeta } from "@/lib/meta";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import { serviceEditSchema, type ServiceEdit } from "@shared/schemas";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

const formValues = (service: Service): ServiceEdit => ({
  name: service.name,
  img: service.img,
  bannerh: service.bannerh,
  bannerP: service.bannerP,
  des: service.des,
  des1: service.des1.map(({ id, h1, p1, p2, img1 }) => ({ id, h1, p1, p2, img1 })),
});

function ServiceEditor({ service }: { service: Service }) {
  const { update } = useServiceActions();
  const { confirm, dialog } = useConfirm();
  const uploads = useUploads();
  const form = useZodForm(serviceEditSchema, formValues(service));
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, confirm);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update(service.id, values);
      form.reset(values);
      uploads.clear();
      toaster.create({ type: "success", title: "Service saved" });
    } catch {
      toaster.create({ type: "error", title: "The service could not be saved" });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit Service">
      <Stack gap="8">
        <ServiceFields form={form} uploads={uploads} />
        <ServiceBlocks form={form} onBusyChange={uploads.onBusyChange} />

        <HStack gap="4">
          <Button
            type="submit"
            colorPalette="brand"
            loading={isSubmitting}
            disabled={!isDirty || uploads.uploading}
          >
            Save changes
          </Button>
          {uploads.uploading ? (
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

/** Edit Service: Add Service's fields and the detail blocks, under the same id and link. */
export default function EditServicePage() {
  const { id = "" } = useParams();
  const { status, service } = useService(id);
  // Starts from the service as first read: later changes by others do not overwrite the form.
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

export const handle: PageHandle = { admin: true };
