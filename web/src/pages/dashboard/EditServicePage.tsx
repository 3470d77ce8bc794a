import { Button, Link, Stack } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useZodForm } from "@/components/ui/FormField";
import { StickyActions } from "@/components/ui/StickyActions";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { EditPage, SaveNote } from "@/features/dashboard/components/EditPage";
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
      </Stack>
      <StickyActions>
        <Button
          type="submit"
          colorPalette="brand"
          loading={isSubmitting}
          disabled={!isDirty || uploads.uploading}
        >
          Save changes
        </Button>
        <SaveNote uploading={uploads.uploading} dirty={isDirty} />
      </StickyActions>
      {dialog}
    </form>
  );
}

export default function EditServicePage() {
  const { id = "" } = useParams();
  const { status, service } = useService(id);
  const view = (
    <Link asChild color="brand.700" fontWeight="semibold">
      <RouterLink to={paths.serviceDetail(id)}>View the service's page</RouterLink>
    </Link>
  );
  return (
    <EditPage
      title="Edit Service"
      intro="Changes show on the site as soon as they are saved."
      actions={service ? view : undefined}
      id={id}
      status={status}
      current={service}
      noun="service"
      back={{ to: paths.manageServices, page: "Manage Services" }}
    >
      {(first) => <ServiceEditor service={first} />}
    </EditPage>
  );
}

export const meta = () => pageMeta("Edit Service");

export const handle: PageHandle = { admin: true };
