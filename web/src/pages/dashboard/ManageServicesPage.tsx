import { Button, HStack, Image, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { ResponsiveTable } from "@/components/ui/ResponsiveTable";
import { DELETE_QUESTION } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { AdminListPage } from "@/features/dashboard/components/AdminListPage";
import { useServiceActions, useServicesPage, type Service } from "@/features/services/api";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

export default function ManageServicesPage() {
  const { remove } = useServiceActions();
  const deletion = (service: Service) => ({
    question: DELETE_QUESTION,
    run: () => remove(service.id),
    done: "Service  Deleted",
    failed: "The service could not be deleted",
  });

  return (
    <AdminListPage
      title="Manage Services"
      intro="The services shown on the site."
      list={useServicesPage()}
      emptyText="No services yet."
    >
      {(services, ask) => (
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
                    onClick={() => void ask(deletion(service))}
                    aria-label={`Delete ${service.name}`}
                  >
                    Delete
                  </Button>
                </HStack>
              ),
            },
          ]}
        />
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Manage Services");

/** Admins only: DashboardLayout guards the page with RequireAdmin. */
export const handle: PageHandle = { admin: true };
