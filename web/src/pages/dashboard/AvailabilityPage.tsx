import { useState } from "react";
import { Badge, Box, Heading, HStack, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { RowButton } from "@/components/ui/RowButton";
import { TextLink } from "@/components/ui/TextLink";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import {
  saveHost,
  saveTimeZone,
  useAdminAccounts,
  useAgencyTimeZone,
  useHostContacts,
  useHosts,
  useServiceCalls,
} from "@/features/scheduling/api";
import { HostForm } from "@/features/scheduling/components/HostForm";
import {
  hasInviteAddress,
  HostSummary,
  NoInviteAddressBadge,
  TakesCallsBadge,
} from "@/features/scheduling/components/HostSummary";
import { LeftOutCalls } from "@/features/scheduling/components/LeftOutCalls";
import { leftOutCalls, type LeftOutCall } from "@/features/scheduling/orphans";
import { TimeZoneForm } from "@/features/scheduling/components/TimeZoneForm";
import { useToday } from "@/features/scheduling/use-today";
import { useServices } from "@/features/services/api";
import { useTeam } from "@/features/team/api";
import { pageMeta } from "@/lib/meta";
import { LEAVE_QUESTION, useLeaveGuard } from "@/lib/use-leave-guard";
import type { HostEdit } from "@shared/scheduling/model";
import { splitNameDeg } from "@shared/team";

export default function AvailabilityPage() {
  const { status: zoneStatus, timeZone } = useAgencyTimeZone();
  const { status: teamStatus, team } = useTeam();
  const { status: hostsStatus, hosts } = useHosts();
  const { status: contactsStatus, contacts } = useHostContacts();
  const { calls } = useServiceCalls();
  const { services } = useServices();
  const accounts = useAdminAccounts();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<string | null>(null);
  const [hostDirty, setHostDirty] = useState(false);
  const [zoneDirty, setZoneDirty] = useState(false);
  /** The calls the last save of a host's hours left outside them. */
  const [leftOut, setLeftOut] = useState<{ hostId: string; calls: LeftOutCall[] } | null>(null);
  useLeaveGuard(hostDirty || zoneDirty, confirm);

  const loading = [zoneStatus, teamStatus, hostsStatus, contactsStatus].includes("loading");
  const today = useToday(timeZone);

  const open = async (id: string | null) => {
    if (hostDirty && !(await confirm(LEAVE_QUESTION))) return;
    setHostDirty(false);
    setEditing(id);
  };

  const onSaveZone = async ({ timeZone: zone }: { timeZone: string }) => {
    await saveTimeZone(zone);
    toaster.create({ type: "success", title: "Time zone saved" });
  };

  const onSaveHost = async (id: string, values: HostEdit) => {
    const answer = await saveHost(id, values);
    setLeftOut({ hostId: id, calls: leftOutCalls(answer) });
    const member = team.find((one) => one.id === id);
    const name = member ? splitNameDeg(member.nameDeg).name : "the host";
    toaster.create({ type: "success", title: `Hours of ${name} saved` });
    setHostDirty(false);
    setEditing(null);
  };

  const servicesOf = (hostId: string) =>
    services.filter(({ id }) => calls.get(id)?.hostIds.includes(hostId));

  return (
    <PagePanel
      title="Availability"
      intro="When the hosts take calls, in the agency's time zone. Changes show in the booking calendars at once."
      actions={
        <Link asChild color="brand.700" fontWeight="semibold" alignSelf={{ md: "center" }}>
          <RouterLink to={paths.agenda}>Open the agenda</RouterLink>
        </Link>
      }
    >
      {loading ? (
        <PageSpinner label="Loading the hours" />
      ) : (
        <Stack gap="8">
          <Stack as="section" aria-labelledby="zone-heading" gap="3">
            <Heading as="h2" size="lg" color="brand.900" id="zone-heading">
              Time zone
            </Heading>
            <TimeZoneForm
              key={timeZone}
              current={timeZone}
              onSave={onSaveZone}
              onDirtyChange={setZoneDirty}
            />
          </Stack>

          <Separator />

          <Stack as="section" aria-labelledby="hosts-heading" gap="3">
            <Heading as="h2" size="lg" color="brand.900" id="hosts-heading">
              Hosts
            </Heading>
            <Text color="gray.600">
              The team members (Manage Team) who can be booked for a call.
            </Text>
            {team.length === 0 ? (
              <Text>
                No team members yet.{" "}
                <TextLink asChild>
                  <RouterLink to={paths.manageTeam}>Add them in Manage Team</RouterLink>
                </TextLink>
                .
              </Text>
            ) : null}
            <Stack as="ul" listStyleType="none" gap="4" aria-label="Hosts">
              {team.map((member) => {
                const { name, role } = splitNameDeg(member.nameDeg);
                const host = hosts.get(member.id) ?? null;
                const contact = contacts.get(member.id) ?? null;
                return (
                  <Box
                    as="li"
                    key={member.id}
                    borderWidth="1px"
                    borderRadius="lg"
                    p={{ base: "3", md: "4" }}
                    data-host-id={member.id}
                  >
                    <Stack gap="3">
                      <HStack justify="space-between" wrap="wrap" gap="2">
                        <Stack gap="0">
                          <HStack gap="2" wrap="wrap">
                            <Heading as="h3" size="md">
                              {name}
                            </Heading>
                            <TakesCallsBadge host={host} />
                            {host && !hasInviteAddress(contact) ? <NoInviteAddressBadge /> : null}
                          </HStack>
                          <Text color="gray.600" fontSize="sm">
                            {role}
                          </Text>
                        </Stack>
                        {editing === member.id ? null : (
                          <RowButton
                            colorPalette="brand"
                            aria-label={`Edit hours of ${name}`}
                            onClick={() => void open(member.id)}
                          >
                            Edit hours
                          </RowButton>
                        )}
                      </HStack>
                      {editing === member.id ? (
                        <HostForm
                          hostId={member.id}
                          name={name}
                          host={host}
                          contact={contact}
                          accounts={accounts}
                          today={today}
                          onSave={onSaveHost}
                          onCancel={() => void open(null)}
                          onDirtyChange={setHostDirty}
                        />
                      ) : (
                        <HostSummary
                          host={host}
                          contact={contact}
                          accounts={accounts}
                          services={servicesOf(member.id)}
                          today={today}
                        />
                      )}
                      {editing !== member.id && leftOut?.hostId === member.id ? (
                        <LeftOutCalls
                          calls={leftOut.calls}
                          timeZone={timeZone}
                          label={`the hours of ${name}`}
                        />
                      ) : null}
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          </Stack>

          <Separator />

          <Stack as="section" aria-labelledby="calls-heading" gap="3">
            <Heading as="h2" size="lg" color="brand.900" id="calls-heading">
              Calls per service
            </Heading>
            <Text color="gray.600">
              Each service's call: its length, buffers, notice, window, cap and hosts.
            </Text>
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Services' calls">
              {services.map((service) => {
                const call = calls.get(service.id);
                const on = call?.enabled === true;
                return (
                  <HStack as="li" key={service.id} gap="3" wrap="wrap">
                    <Link asChild color="brand.700" fontWeight="semibold">
                      <RouterLink
                        to={paths.serviceCall(service.id)}
                        aria-label={`Call settings of ${service.name}`}
                      >
                        {service.name}
                      </RouterLink>
                    </Link>
                    <Badge colorPalette={on ? "green" : "gray"} variant="subtle">
                      {on ? `Calls on, ${call.durationMinutes} min` : "No calls"}
                    </Badge>
                  </HStack>
                );
              })}
            </Stack>
          </Stack>
        </Stack>
      )}
      {dialog}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Availability");

export const handle: PageHandle = { admin: true };
