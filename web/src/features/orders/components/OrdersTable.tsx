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

/** Columns User Name, User Email, Service Name, phone Number, Status, Action. */
export function OrdersTable({
  orders,
  actions,
}: {
  orders: Order[];
  actions: (order: Order) => ReactNode;
}) {
  const columns: Column<Order>[] = [
    { header: "User Name", cell: (order) => order.name, wrap: true },
    { header: "User Email", cell: (order) => order.email, wrap: true },
    { header: "Service Name", cell: (order) => order.serviceName, wrap: true },
    { header: "phone Number", cell: (order) => order.phoneNumber },
    { header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
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
