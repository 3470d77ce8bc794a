import { Button, HStack, Image, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { ResponsiveTable } from "@/components/ui/ResponsiveTable";
import { DELETE_QUESTION, useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { ListState, LoadMore, PagePanel } from "@/features/dashboard/components/PagePanel";
import { useServiceActions, useServicesPage, type Service } from "@/features/services/api";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

export default function ManageServicesPage() {
  const { items: services, loading, hasMore, loadMore } = useServicesPage();
  const { remove } = useServiceActions();
  const { confirmThen, dialog } = useConfirm();

  const onDelete = (service: Service) =>
    confirmThen({
      question: DELETE_QUESTION,
      run: () => remove(service.id),
      done: "Service  Deleted",
      failed: "The service could not be deleted",
    });

  return (
    <PagePanel title="Manage Services" intro="The services shown on the site.">
      <ListState
        loading={loading && services.length === 0}
        empty={services.length === 0}
        emptyText="No services yet."
      />
      {services.length > 0 ? (
        <ResponsiveTable
          label="Services"
          rows={services}
          rowKey={(service) => service.id}
          columns={[
            {
              header: "Image",
              cell: (service) => (
                <Image
                  src={service.img}
                  alt=""
                  width="96"
                  height="60"
                  w="24"
                  h="15"
                  objectFit="cover"
                  borderRadius="md"
                />
              ),
            },
            {
              header: "Name",
              cell: (service) => <Text fontWeight="semibold">{service.name}</Text>,
              wrap: true,
            },
            {
              header: "Service ID",
              cell: (service) => (
                <Text fontFamily="mono" fontSize="xs">
                  {service.id}
                </Text>
              ),
            },
            {
              header: "Action",
              cell: (service) => (
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="xs" colorPalette="brand">
                    <RouterLink
                      to={paths.editService(service.id)}
                      aria-label={`Edit ${service.name}`}
                    >
                      Edit
                    </RouterLink>
                  </Button>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink
                      to={paths.serviceDetail(service.id)}
                      aria-label={`View ${service.name}`}
                    >
                      View
                    </RouterLink>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void onDelete(service)}
                    aria-label={`Delete ${service.name}`}
                  >
                    Delete
                  </Button>
                </HStack>
              ),
            },
          ]}
        />
      ) : null}
      <LoadMore shown={services.length} hasMore={hasMore} onClick={loadMore} />
      {dialog}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Manage Services");

/** Admins only: DashboardLayout guards the page with RequireAdmin. */
export const handle: PageHandle = { admin: true };
