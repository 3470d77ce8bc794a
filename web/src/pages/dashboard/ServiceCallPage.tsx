import { useState } from "react";
import { HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import {
  saveServiceCall,
  useAgencyTimeZone,
  useHosts,
  useServiceCall,
} from "@/features/scheduling/api";
import { LeftOutCalls } from "@/features/scheduling/components/LeftOutCalls";
import { leftOutCalls, type LeftOutCall } from "@/features/scheduling/orphans";
import { NEW_CALL, ServiceCallForm } from "@/features/scheduling/components/ServiceCallForm";
import { useService } from "@/features/services/api";
import { useTeam } from "@/features/team/api";
import { pageMeta } from "@/lib/meta";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import type { ServiceCall } from "@shared/scheduling/model";
import { splitNameDeg } from "@shared/team";

/** The stored settings as the form edits them (without the document's id). */
const callFields = ({ id: _id, ...fields }: ServiceCall & { id: string }): ServiceCall => fields;

export default function ServiceCallPage() {
  const { id = "" } = useParams();
  const { status: serviceStatus, service } = useService(id);
  const { status: callStatus, call } = useServiceCall(id);
  const { status: teamStatus, team } = useTeam();
  const { status: hostsStatus, hosts } = useHosts();
  const { confirm, dialog } = useConfirm();
  const [dirty, setDirty] = useState(false);
  const { timeZone } = useAgencyTimeZone();
  /** The calls the last save left with a host no longer on the service, or outside hours. */
  const [leftOut, setLeftOut] = useState<LeftOutCall[]>([]);
  useLeaveGuard(dirty, confirm);
  const loading = [serviceStatus, callStatus, teamStatus, hostsStatus].includes("loading");

  const choices = team.map((member) => ({
    id: member.id,
    name: splitNameDeg(member.nameDeg).name,
    hasHours: hosts.has(member.id),
  }));

  const onSave = async (values: ServiceCall) => {
    setLeftOut(leftOutCalls(await saveServiceCall(id, values)));
    toaster.create({ type: "success", title: "Call settings saved" });
  };

  const links = (
    <HStack gap="4" wrap="wrap" alignSelf={{ md: "center" }}>
      <Link asChild color="brand.700" fontWeight="semibold">
        <RouterLink to={paths.availability}>Hosts' hours</RouterLink>
      </Link>
      <Link asChild color="brand.700" fontWeight="semibold">
        <RouterLink to={paths.manageServices}>Manage Services</RouterLink>
      </Link>
    </HStack>
  );

  return (
    <PagePanel
      title={service ? `Calls: ${service.name}` : "Service calls"}
      intro="How customers book a call for this service. Times are in the agency's time zone."
      actions={links}
    >
      {loading && !service ? (
        <PageSpinner label="Loading the call settings" />
      ) : !service ? (
        <Stack gap="3">
          <Text>This service does not exist. It may have been deleted.</Text>
          <Link asChild color="brand.700">
            <RouterLink to={paths.manageServices}>Back to Manage Services</RouterLink>
          </Link>
        </Stack>
      ) : loading ? (
        <PageSpinner label="Loading the call settings" />
      ) : (
        <Stack gap="6">
          <LeftOutCalls calls={leftOut} timeZone={timeZone} label="the hosts of this service" />
          <ServiceCallForm
            key={service.id}
            serviceName={service.name}
            current={call ? callFields(call) : NEW_CALL}
            hosts={choices}
            onSave={onSave}
            onDirtyChange={setDirty}
          />
        </Stack>
      )}
      {dialog}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Service calls");

export const handle: PageHandle = { admin: true };
