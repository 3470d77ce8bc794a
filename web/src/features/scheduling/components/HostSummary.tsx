import type { ReactNode } from "react";
import { Badge, Box, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { EmailAddress, NameAndEmail } from "@/components/ui/EmailAddress";
import { paths } from "@/config/paths";
import { formatDate, weekdayName } from "@shared/format/dates";
import { WEEKDAYS } from "@shared/scheduling/zones";
import type { AccountOption, StoredHost, StoredHostContact } from "../api";
import { dayHours, takesCalls } from "../hours";

/** How many dated exceptions the summary lists (the editor shows them all). */
const EXCEPTIONS_SHOWN = 5;

export function TakesCallsBadge({ host }: { host: StoredHost | null }) {
  const on = host !== null && takesCalls(host);
  return (
    <Badge colorPalette={on ? "green" : "gray"} variant="subtle">
      {on ? "Takes calls" : "No calls"}
    </Badge>
  );
}

/**
 * A host whose contact holds no address invites can go to: their calls are still booked and the
 * customer is mailed, but the host gets no invite or email about them.
 */
export function NoInviteAddressBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle" data-no-invite-address="">
      No invite address
    </Badge>
  );
}

/** Whether invites can reach the host: a stored contact with an address. */
export const hasInviteAddress = (contact: StoredHostContact | null | undefined): boolean =>
  Boolean(contact?.email.trim());

/** One term of the summary: its label beside its value (above it on phones). */
function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" fontSize="sm" fontWeight="semibold" color="gray.600" pt={{ md: "0.5" }}>
        {label}
      </Box>
      <Box as="dd" wordBreak="break-word" mb={{ base: "2", md: "0" }}>
        {children}
      </Box>
    </>
  );
}

/** A host's hours and contact as they are stored, read-only. */
export function HostSummary({
  host,
  contact,
  accounts,
  services,
  today,
}: {
  host: StoredHost | null;
  contact: StoredHostContact | null;
  accounts: readonly AccountOption[];
  /** The services whose calls this host takes. */
  services: readonly { id: string; name: string }[];
  /** The agency's date today: exceptions before it are past. */
  today: string;
}) {
  const account = contact?.uid ? accounts.find(({ uid }) => uid === contact.uid) : undefined;
  const linked = !contact?.uid ? (
    "None"
  ) : account?.email ? (
    <NameAndEmail name={account.name} email={account.email} />
  ) : (
    (account?.label ?? `Account ${contact.uid}`)
  );
  const upcoming = (host?.exceptions ?? [])
    .filter(({ date }) => date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: "1fr", md: "9rem 1fr" }}
      columnGap="4"
      rowGap={{ base: "0", md: "2" }}
    >
      <Entry label="Weekly hours">
        {host && takesCalls(host) ? (
          <Stack gap="0" as="ul" listStyleType="none">
            {WEEKDAYS.map((day) => (
              <Text as="li" key={day}>
                {weekdayName(day)}: {dayHours(host.weekly[day])}
              </Text>
            ))}
          </Stack>
        ) : (
          "None set"
        )}
      </Entry>
      <Entry label="Exceptions">
        {upcoming.length === 0 ? (
          "None ahead"
        ) : (
          <Stack gap="0" as="ul" listStyleType="none">
            {upcoming.slice(0, EXCEPTIONS_SHOWN).map(({ date, ranges }) => (
              <Text as="li" key={date}>
                {formatDate(date, "weekday")}: {ranges.length === 0 ? "Day off" : dayHours(ranges)}
              </Text>
            ))}
            {upcoming.length > EXCEPTIONS_SHOWN ? (
              <Text as="li">and {upcoming.length - EXCEPTIONS_SHOWN} more</Text>
            ) : null}
          </Stack>
        )}
      </Entry>
      <Entry label="Invites to">
        {contact && hasInviteAddress(contact) ? (
          <EmailAddress address={contact.email} />
        ) : (
          <Stack gap="1" align="start">
            <NoInviteAddressBadge />
            <Text fontSize="sm" color="gray.600">
              Their calls are booked and customers are emailed, but this host gets no invites.
            </Text>
          </Stack>
        )}
      </Entry>
      <Entry label="Linked account">{linked}</Entry>
      <Entry label="Calls for">
        {services.length === 0 ? (
          "No service yet"
        ) : (
          <Stack gap="0" as="ul" listStyleType="none">
            {services.map(({ id, name }) => (
              <li key={id}>
                <Link asChild color="brand.700">
                  <RouterLink to={paths.serviceCall(id)}>{name}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Entry>
    </Box>
  );
}
