import { Fragment, type ReactNode } from "react";
import { Badge, chakra, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ResponsiveTable, type Column } from "@/components/ui/ResponsiveTable";
import { deletion } from "@/components/ui/useConfirm";
import { formatDateTime } from "@shared/format/dates";
import type { Order } from "../api";

const MAIL_BADGES: Record<NonNullable<Order["mailState"]>, { label: string; palette: string }> = {
  queued: { label: "Email queued", palette: "gray" },
  sent: { label: "Email sent", palette: "green" },
  error: { label: "Email failed", palette: "red" },
};

/** Where the customer's email about the order stands (admins; from the Trigger Email extension). */
function MailStateBadge({ state }: { state: Order["mailState"] }) {
  if (!state) {
    return (
      <Badge variant="outline" whiteSpace="normal">
        No email yet
      </Badge>
    );
  }
  const { label, palette } = MAIL_BADGES[state];
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="normal">
      {label}
    </Badge>
  );
}

export function customerOf(order: Order): string {
  return order.accountDeletedAt ? "a deleted account" : order.email;
}

function Removed() {
  return (
    <Text as="span" color="gray.500">
      <span aria-hidden="true">–</span>
      <VisuallyHidden>removed</VisuallyHidden>
    </Text>
  );
}

function personal(order: Order, value: ReactNode): ReactNode {
  return order.accountDeletedAt ? <Removed /> : value;
}

/**
 * When the order was placed, in `timeZone` ("8 Dec 2026, 14:05", which breaks after its comma
 * only); "Just now" until the server has stamped it.
 */
function OrderDate({ order, timeZone }: { order: Order; timeZone: string }) {
  if (!order.createdAt) return <Text as="span">Just now</Text>;
  const text = formatDateTime(order.createdAt.getTime(), timeZone);
  const comma = text.lastIndexOf(", ");
  const parts = comma < 0 ? [text] : [text.slice(0, comma + 1), text.slice(comma + 2)];
  return (
    <chakra.time dateTime={order.createdAt.toISOString()} data-testid="order-date">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <Text as="span" whiteSpace="nowrap">
            {part}
          </Text>
        </Fragment>
      ))}
    </chakra.time>
  );
}

/** A deleted account's orders show no personal data, and no email (its emails went with it). */
export function OrdersTable({
  orders,
  timeZone,
  actions,
  mail = false,
  extra = [],
}: {
  orders: Order[];
  /** The zone the orders' dates are shown in. */
  timeZone: string;
  actions: (order: Order) => ReactNode;
  mail?: boolean;
  /** More columns, before the actions (My Orders: the order's next call). */
  extra?: Column<Order>[];
}) {
  const columns: Column<Order>[] = [
    {
      header: "User Name",
      cell: (order) =>
        order.accountDeletedAt ? (
          <Badge variant="outline" colorPalette="gray" size="md">
            Deleted account
          </Badge>
        ) : (
          order.name
        ),
      wrap: true,
    },
    {
      header: "User Email",
      cell: (order) => personal(order, <EmailAddress address={order.email} />),
      wrap: true,
    },
    { header: "Service Name", cell: (order) => order.serviceName, wrap: true },
    { header: "phone Number", cell: (order) => personal(order, order.phoneNumber), wrap: true },
    {
      header: "Date",
      cell: (order) => <OrderDate order={order} timeZone={timeZone} />,
      wrap: true,
    },
    {
      header: "Status",
      // With the customer's email about the order below, for admins: one status column.
      cell: (order) => (
        <Stack gap="1" align="start">
          <Badge
            colorPalette={order.status === "delivered" ? "green" : "blue"}
            size="md"
            whiteSpace="normal"
          >
            {order.status === "delivered" ? "Service Delivered" : "Pending"}
          </Badge>
          {mail ? personal(order, <MailStateBadge state={order.mailState} />) : null}
        </Stack>
      ),
    },
    ...extra,
    { header: "Action", cell: actions, actions: true },
  ];
  return (
    <ResponsiveTable
      label="Orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      rowProps={(order) => ({ "data-order-id": order.id })}
    />
  );
}

export const orderDeletion = (remove: (id: string) => Promise<void>, id: string) =>
  deletion(() => remove(id), "order Deleted", "The order could not be deleted");
