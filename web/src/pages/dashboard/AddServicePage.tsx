import { useState } from "react";
import { Alert, Button, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useZodForm } from "@/components/ui/FormField";
import { StickyActions } from "@/components/ui/StickyActions";
import { toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { useServiceActions } from "@/features/services/api";
import { ServiceFields } from "@/features/services/components/ServiceFields";
import { useUploads } from "@/features/images/use-uploads";
import { serviceEditSchema, type ServiceEdit } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

const EMPTY: ServiceEdit = { name: "", img: "", bannerh: "", bannerP: "", des: "", des1: [] };

export default function AddServicePage() {
  const { add } = useServiceActions();
  const uploads = useUploads();
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const form = useZodForm(serviceEditSchema, EMPTY);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const id = await add(values);
      toaster.create({ type: "success", title: "Successfully Added A New Service" });
      setAdded({ id, name: values.name });
      form.reset(EMPTY);
      uploads.clear();
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
        <ServiceFields form={form} uploads={uploads} />
        <StickyActions>
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            disabled={uploads.uploading}
          >
            Add Service
          </Button>
        </StickyActions>
      </form>
    </PagePanel>
  );
}

export const meta = () => pageMeta("Add Service");

export const handle: PageHandle = { admin: true };
