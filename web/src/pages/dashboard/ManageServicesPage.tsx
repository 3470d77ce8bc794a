import { useState } from "react";
import { Badge, Button, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";
import { deletion, useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { SERVICE_THUMBNAIL_SIZES } from "@/config/picture-sizes";
import {
  AdminListPage,
  DeleteButton,
  wholeList,
} from "@/features/dashboard/components/AdminListPage";
import { OrderedTable } from "@/features/dashboard/components/OrderedTable";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import {
  useServiceActions,
  useServices,
  useTopServicePicks,
  type Service,
} from "@/features/services/api";
import { TopServicesForm } from "@/features/services/components/TopServicesForm";
import { PUBLIC_LIST_SIZE } from "@/lib/content";
import { pageMeta } from "@/lib/meta";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import type { TopServicesInput } from "@shared/schemas";
import { topServices } from "@shared/services";

/** The size a picture of unknown size (the seed's drawings) is stated at: the 6rem x 3.75rem box. */
const THUMBNAIL = { width: 96, height: 60 };

export default function ManageServicesPage() {
  const { status, services } = useServices();
  const { status: picksStatus, picked } = useTopServicePicks();
  const { remove, move, saveTopServices } = useServiceActions();
  const confirmation = useConfirm();
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, confirmation.confirm);
  const loaded = status === "success" && picksStatus === "success";
  const top = topServices(picked, services).map(({ id }) => id);

  const removal = (service: Service) =>
    deletion(() => remove(service.id), "Service  Deleted", "The service could not be deleted");

  const onSaveTop = async ({ topServices: ids }: TopServicesInput) => {
    try {
      await saveTopServices(ids);
      toaster.create({ type: "success", title: "Top services saved" });
      return true;
    } catch {
      toaster.create({ type: "error", title: "The top services could not be saved" });
      return false;
    }
  };

  return (
    <AdminListPage
      title="Manage Services"
      intro="The services shown on the site, in the services page's order."
      list={wholeList(services, status === "loading")}
      emptyText="No services yet."
      confirmation={confirmation}
      note={
        services.length >= PUBLIC_LIST_SIZE &&
        `The services page lists ${PUBLIC_LIST_SIZE} services at most: delete one to make room for another.`
      }
      form={
        loaded && services.length > 0 ? (
          // Remounted when the saved picks change, so the form starts from them.
          <TopServicesForm
            key={top.join(" ")}
            services={services}
            current={top}
            onSave={onSaveTop}
            onDirtyChange={setDirty}
          />
        ) : null
      }
    >
      {(list, ask) => (
        <OrderedTable
          label="Services"
          rows={list}
          picture={{ header: "Image", sizes: SERVICE_THUMBNAIL_SIZES, size: THUMBNAIL }}
          name={(service) => service.name}
          badge={(service) =>
            top.includes(service.id) ? (
              <Badge colorPalette="brand" variant="subtle">
                Landing #{top.indexOf(service.id) + 1}
              </Badge>
            ) : null
          }
          columns={[
            {
              header: "Service ID",
              cell: (service) => (
                <Text fontFamily="mono" fontSize="xs">
                  {service.id}
                </Text>
              ),
            },
          ]}
          move={move}
          moveFailed="The service could not be moved"
          actions={(service, name) => (
            <>
              <Button asChild size="xs" colorPalette="brand">
                <RouterLink to={paths.editService(service.id)} aria-label={`Edit ${name}`}>
                  Edit
                </RouterLink>
              </Button>
              <RowButton asChild>
                <RouterLink to={paths.serviceCall(service.id)} aria-label={`Calls of ${name}`}>
                  Calls
                </RouterLink>
              </RowButton>
              <RowButton asChild>
                <RouterLink to={paths.serviceDetail(service.id)} aria-label={`View ${name}`}>
                  View
                </RouterLink>
              </RowButton>
              <DeleteButton name={name} onClick={() => void ask(removal(service))} />
            </>
          )}
        />
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Manage Services");

export const handle: PageHandle = { admin: true };
