import type { ReactNode } from "react";
import { Badge, Table } from "@chakra-ui/react";
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
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" minW="720px" interactive aria-label="Orders">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>User Name</Table.ColumnHeader>
            <Table.ColumnHeader>User Email</Table.ColumnHeader>
            <Table.ColumnHeader>Service Name</Table.ColumnHeader>
            <Table.ColumnHeader>phone Number</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id} data-order-id={order.id}>
              <Table.Cell>{order.name}</Table.Cell>
              <Table.Cell>{order.email}</Table.Cell>
              <Table.Cell>{order.serviceName}</Table.Cell>
              <Table.Cell>{order.phoneNumber}</Table.Cell>
              <Table.Cell>
                <OrderStatusBadge status={order.status} />
              </Table.Cell>
              <Table.Cell>{actions(order)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
