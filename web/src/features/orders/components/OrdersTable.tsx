import type { ReactNode } from "react";
import { Badge } from "@chakra-ui/react";
import { ResponsiveTable, type Column } from "@/components/ui/ResponsiveTable";
import type { Order } from "../api";

/** Status as the old site showed it: delivered in green, pending in blue. */
export function OrderStatusBadge({ status }: { status: Order["status"] }) {
  return status === "delivered" ? (
    <Badge colorPalette="green" size="md">
      Service Delivered
    </Badge>
  ) : (
    <Badge colorPalette="blue" size="md">
      Pending
    </Badge>
  );
}

const MAIL_BADGES: Record<NonNullable<Order["mailState"]>, { label: string; palette: string }> = {
  queued: { label: "Email queued", palette: "gray" },
  sent: { label: "Email sent", palette: "green" },
  error: { label: "Email failed", palette: "red" },
};

/** Where the customer's email about the order stands (admins; from the Trigger Email extension). */
export function MailStateBadge({ state }: { state: Order["mailState"] }) {
  if (!state) return <Badge variant="outline">No email yet</Badge>;
  const { label, palette } = MAIL_BADGES[state];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}

/**
 * Columns User Name, User Email, Service Name, phone Number, Status, then `extra` columns, then
 * Action.
 */
export function OrdersTable({
  orders,
  actions,
  extra = [],
}: {
  orders: Order[];
  actions: (order: Order) => ReactNode;
  extra?: Column<Order>[];
}) {
  const columns: Column<Order>[] = [
    { header: "User Name", cell: (order) => order.name, wrap: true },
    { header: "User Email", cell: (order) => order.email, wrap: true },
    { header: "Service Name", cell: (order) => order.serviceName, wrap: true },
    { header: "phone Number", cell: (order) => order.phoneNumber },
    { header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
    ...extra,
    { header: "Action", cell: actions },
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
