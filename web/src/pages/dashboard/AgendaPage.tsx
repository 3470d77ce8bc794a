import { useMemo, useState } from "react";
import { Heading, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { ListState, PagePanel } from "@/features/dashboard/components/PagePanel";
import { Options } from "@/features/dashboard/components/Options";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { useCurrentUser } from "@/features/auth/api";
import { useBrowserTimeZone } from "@/lib/time-zone";
import {
  AGENDA_SPANS,
  agendaRange,
  callWhen,
  SPAN_LABELS,
  splitCalls,
  type AgendaSpan,
} from "@/features/scheduling/agenda";
import {
  ApiProblem,
  cancelBooking,
  keepCall,
  setBookingStatus,
  useAgencyTimeZone,
  useAgenda,
  useHostContacts,
  useHosts,
  useLinkedHostId,
  useServiceCalls,
  type Booking,
} from "@/features/scheduling/api";
import { agendaMarks } from "@/features/scheduling/orphans";
import {
  AgendaTable,
  callName,
  type CallAction,
} from "@/features/scheduling/components/AgendaTable";
import { hasInviteAddress } from "@/features/scheduling/components/HostSummary";
import { MoveDialog } from "@/features/scheduling/components/MoveDialog";
import { useMinute } from "@/features/scheduling/use-today";
import { pageMeta } from "@/lib/meta";
import { localDate } from "@shared/scheduling/zones";

const problemText = (error: unknown, fallback: string) =>
  error instanceof ApiProblem ? error.detail : fallback;

const DONE_TITLES = { done: "Call marked done", "no-show": "Call marked as a no-show" } as const;

export default function AgendaPage() {
  const { user } = useCurrentUser();
  const { status: zoneStatus, timeZone } = useAgencyTimeZone();
  const { hosts } = useHosts();
  const { status: contactsStatus, contacts } = useHostContacts();
  const { calls } = useServiceCalls();
  const myHostId = useLinkedHostId(user?.uid);
  const myZone = useBrowserTimeZone();
  const now = useMinute();
  const today = localDate(now, timeZone);
  const [span, setSpan] = useState<AgendaSpan>("week");
  const [hostFilter, setHostFilter] = useState("");
  const range = useMemo(() => agendaRange(span, today, timeZone), [span, today, timeZone]);
  const { status, bookings } = useAgenda({
    ...range,
    ...(hostFilter ? { hostId: hostFilter } : {}),
  });
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);

  const loading = status === "loading" || zoneStatus === "loading";
  const { mine, others } = splitCalls(bookings, myHostId);
  // Once the contacts are read: the hosts of these calls that invites cannot reach.
  const noInviteAddress = new Set(
    contactsStatus === "success"
      ? bookings.map(({ hostId }) => hostId).filter((id) => !hasInviteAddress(contacts.get(id)))
      : [],
  );
  const marks = useMemo(
    () => agendaMarks(bookings, hosts.values(), calls.values(), timeZone, now),
    [bookings, hosts, calls, timeZone, now],
  );
  const myHost = myHostId ? hosts.get(myHostId) : undefined;
  const hostChoices = [...hosts.values()]
    .map(({ id, name }) => [id, name || id] as const)
    .sort((a, b) => a[1].localeCompare(b[1]));

  const run = async (
    booking: Booking,
    work: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusy(booking.id);
    try {
      await work();
      toaster.create({ type: "success", title: done });
    } catch (error) {
      toaster.create({ type: "error", title: failed, description: problemText(error, "") });
    } finally {
      setBusy(null);
    }
  };

  const onAction = async (booking: Booking, action: CallAction) => {
    if (action === "move") {
      setMoving(booking);
    } else if (action === "cancel") {
      const question = `Cancel ${callName(booking, timeZone)}? The customer and the host are emailed.`;
      if (!(await confirm(question))) return;
      await run(
        booking,
        () => cancelBooking(booking.id),
        "Call cancelled",
        "The call could not be cancelled",
      );
    } else if (action === "keep") {
      const question = `Keep ${callName(booking, timeZone)} as it is, with its host and time? Nobody is emailed.`;
      if (!(await confirm(question))) return;
      await run(booking, () => keepCall(booking.id), "Call kept", "The call could not be kept");
    } else {
      await run(
        booking,
        () => setBookingStatus(booking.id, action),
        DONE_TITLES[action],
        "The call's status could not be changed",
      );
    }
  };

  const table = (label: string, rows: Booking[]) => (
    <AgendaTable
      label={label}
      bookings={rows}
      timeZone={timeZone}
      myZone={myZone}
      busy={busy}
      now={now}
      noInviteAddress={noInviteAddress}
      marks={marks}
      onAction={(booking, action) => void onAction(booking, action)}
    />
  );

  const count = bookings.length;
  const summary = loading
    ? "Loading the calls…"
    : `${count} ${count === 1 ? "call" : "calls"}, ${SPAN_LABELS[span].toLowerCase()}${
        hostFilter ? ` with ${hosts.get(hostFilter)?.name ?? "this host"}` : ""
      }.`;

  return (
    <PagePanel
      title="Agenda"
      intro={`The booked calls, updated live. Times in the agency's zone (${timeZone.replaceAll("_", " ")})${
        myZone === timeZone ? "" : ` and yours (${myZone.replaceAll("_", " ")})`
      }.`}
      actions={
        <Stack direction={{ base: "column", sm: "row" }} gap="2" align={{ sm: "center" }}>
          <NativeSelect.Root size="sm" w={{ base: "full", sm: "40" }}>
            <NativeSelect.Field
              aria-label="Show"
              value={span}
              onChange={(event) => setSpan(event.currentTarget.value as AgendaSpan)}
            >
              <Options of={AGENDA_SPANS.map((one) => [one, SPAN_LABELS[one]] as const)} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" w={{ base: "full", sm: "48" }}>
            <NativeSelect.Field
              aria-label="Host"
              value={hostFilter}
              onChange={(event) => setHostFilter(event.currentTarget.value)}
            >
              <Options of={[["", "All hosts"], ...hostChoices]} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      }
    >
      <Stack gap="6">
        <Text role="status" aria-live="polite" color="gray.700">
          {summary}
        </Text>
        <ListState loading={loading} empty={count === 0} emptyText="No calls in this time." />
        {!loading && mine.length > 0 ? (
          <Stack as="section" aria-labelledby="my-calls" gap="3">
            <Heading as="h2" size="md" color="brand.900" id="my-calls">
              Your calls{myHost?.name ? ` (as ${myHost.name})` : ""}
            </Heading>
            {table("Your calls", mine)}
          </Stack>
        ) : null}
        {!loading && others.length > 0 ? (
          <Stack as="section" aria-labelledby="other-calls" gap="3">
            {mine.length > 0 || myHostId ? (
              <Heading as="h2" size="md" color="brand.900" id="other-calls">
                Other hosts' calls
              </Heading>
            ) : (
              <Heading as="h2" size="md" color="brand.900" id="other-calls" srOnly>
                Calls
              </Heading>
            )}
            {table(myHostId ? "Other hosts' calls" : "Calls", others)}
          </Stack>
        ) : null}
      </Stack>
      {moving ? (
        <MoveDialog
          booking={moving}
          timeZone={timeZone}
          myZone={myZone}
          today={today}
          onClose={() => setMoving(null)}
          onMoved={(start) => {
            const end = start + ((moving.end?.getTime() ?? 0) - (moving.start?.getTime() ?? 0));
            setMoving(null);
            toaster.create({
              type: "success",
              title: "Call moved",
              description: callWhen(new Date(start), new Date(end), timeZone),
            });
          }}
        />
      ) : null}
      {dialog}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Agenda");

export const handle: PageHandle = { admin: true };
