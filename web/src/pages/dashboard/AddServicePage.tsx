import { useState } from "react";
import { Alert, Button, HStack, Link } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { useServiceActions } from "@/features/services/api";
import { ServiceFields } from "@/features/services/components/ServiceFields";
import { useUploadsRunning } from "@/features/images/use-uploads";
import { serviceEditSchema, type ServiceEdit } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

export const SERVICE_ADDED = "Successfully Added A New Service";

const EMPTY: ServiceEdit = { name: "", img: "", bannerh: "", bannerP: "", des: "", des1: [] };

/** Add Service (spec section 2): the spec's fields; detail blocks are added in the editor next. */
export default function AddServicePage() {
  const { add } = useServiceActions();
  const [fileKey, setFileKey] = useState(0);
  const { uploading, onBusyChange } = useUploadsRunning();
  /** The service just added, offered for its detail blocks. */
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  // The editor's form without blocks: Add Service keeps the spec's fields.
  const form = useForm<ServiceEdit>({
    resolver: zodResolver(serviceEditSchema),
    defaultValues: EMPTY,
    reValidateMode: "onChange",
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const id = await add(values);
      toaster.create({ type: "success", title: SERVICE_ADDED });
      setAdded({ id, name: values.name });
      reset(EMPTY);
      setFileKey((key) => key + 1);
    } catch {
      toaster.create({ type: "error", title: "The service could not be added" });
    }
  });

  return (
    <PagePanel title="Add Service" intro="The new service appears on the Services page at once.">
      {added ? (
        <Alert.Root status="success" mb="6" data-testid="service-added">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`${added.name} was added.`}</Alert.Title>
            <Alert.Description>
              <HStack gap="4" mt="1" wrap="wrap">
                <Link asChild fontWeight="semibold" color="brand.700">
                  <RouterLink to={paths.editService(added.id)}>
                    Add detail blocks to {added.name}
                  </RouterLink>
                </Link>
                <Link asChild color="brand.700">
                  <RouterLink to={paths.serviceDetail(added.id)}>View {added.name}</RouterLink>
                </Link>
              </HStack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add Service">
        <ServiceFields form={form} resetKey={fileKey} onBusyChange={onBusyChange} />
        <Button
          type="submit"
          colorPalette="brand"
          mt="6"
          loading={isSubmitting}
          disabled={uploading}
        >
          Add Service
        </Button>
      </form>
    </PagePanel>
  );
}

export const meta = () => pageMeta("Add Service");

/** Admins only: DashboardLayout guards the page with RequireAdmin. */
export const handle: PageHandle = { admin: true };
