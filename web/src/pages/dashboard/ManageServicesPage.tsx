import { Button, Image, Table } from "@chakra-ui/react";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { ListState, PagePanel } from "@/features/dashboard/components/PagePanel";
import { useServiceActions, useServices, type Service } from "@/features/services/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DELETE_QUESTION } from "./MyOrdersPage";

export function ManageServicesPage() {
  useDocumentTitle("Manage Services");
  const { status, services } = useServices();
  const { remove } = useServiceActions();
  const { confirm, dialog } = useConfirm();

  const onDelete = async (service: Service) => {
    if (!(await confirm(DELETE_QUESTION))) return;
    try {
      await remove(service.id);
      toaster.create({ type: "success", title: "Service  Deleted" });
    } catch {
      toaster.create({ type: "error", title: "The service could not be deleted" });
    }
  };

  return (
    <PagePanel title="Manage Services" intro="The services shown on the site.">
      <ListState
        loading={status === "loading"}
        empty={services.length === 0}
        emptyText="No services yet."
      />
      {services.length > 0 ? (
        <Table.ScrollArea>
          <Table.Root size="sm" minW="560px" aria-label="Services">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Image</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Service ID</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {services.map((service) => (
                <Table.Row key={service.id}>
                  <Table.Cell>
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
                  </Table.Cell>
                  <Table.Cell fontWeight="semibold">{service.name}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {service.id}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void onDelete(service)}
                      aria-label={`Delete ${service.name}`}
                    >
                      Delete
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {dialog}
    </PagePanel>
  );
}
