import { useState } from "react";
import { Button, HStack, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { AdminListPage, DeleteButton } from "@/features/dashboard/components/AdminListPage";
import { Options } from "@/features/dashboard/components/Options";
import { useAllOrders, useOrderActions, type Order, type OrderFilter } from "@/features/orders/api";
import { OrderCall } from "@/features/orders/components/OrderCall";
import { customerOf, orderDeletion, OrdersTable } from "@/features/orders/components/OrdersTable";
import { useMinute } from "@/features/scheduling/use-today";
import { useAgencyTimeZone } from "@/lib/time-zone";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

const FILTERS: [OrderFilter, string][] = [
  ["pending", "Pending orders"],
  ["delivered", "Delivered orders"],
  ["all", "All orders"],
];

export default function ManageOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>("pending");
  const [search, setSearch] = useState("");
  const [email, setEmail] = useState("");
  const list = useAllOrders(filter, email);
  const { remove, confirm: confirmOrder } = useOrderActions();
  const { timeZone } = useAgencyTimeZone();
  const now = useMinute();
  const confirmation = (order: Order) => ({
    question: "Do you want to confirm?",
    run: () => confirmOrder(order.id),
    done: "Order Confirmed",
    failed: "The order could not be confirmed",
  });

  return (
    <AdminListPage
      title="Manage Orders"
      intro="Every customer's orders, newest first, updated live."
      list={list}
      emptyText="No orders to show."
      actions={
        <Stack direction={{ base: "column", sm: "row" }} gap="2" align={{ sm: "center" }}>
          <form
            role="search"
            aria-label="Find orders by email"
            onSubmit={(event) => {
              event.preventDefault();
              setEmail(search.trim());
            }}
          >
            <HStack gap="2">
              <Input
                size="sm"
                type="search"
                placeholder="Customer email"
                aria-label="Customer email"
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  if (!event.currentTarget.value) setEmail("");
                }}
                w={{ base: "full", sm: "56" }}
              />
              <Button size="sm" type="submit" variant="outline">
                Find
              </Button>
            </HStack>
          </form>
          <NativeSelect.Root size="sm" w={{ base: "full", sm: "44" }}>
            <NativeSelect.Field
              aria-label="Show"
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value as OrderFilter)}
            >
              <Options of={FILTERS} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      }
    >
      {(orders, ask) => (
        <OrdersTable
          orders={orders}
          timeZone={timeZone}
          mail
          extra={[
            {
              header: "Next call",
              cell: (order) => <OrderCall order={order} timeZone={timeZone} now={now} />,
              wrap: true,
            },
          ]}
          actions={(order) => (
            <HStack gap="2" wrap="wrap">
              <DeleteButton
                name={`the order of ${customerOf(order)} for ${order.serviceName}`}
                onClick={() => void ask(orderDeletion(remove, order.id))}
              />
              <Button
                size="xs"
                colorPalette="green"
                disabled={order.status === "delivered"}
                onClick={() => void ask(confirmation(order))}
                aria-label={`Confirm the order of ${customerOf(order)} for ${order.serviceName}`}
              >
                Confirm
              </Button>
            </HStack>
          )}
        />
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Manage Orders");

export const handle: PageHandle = { admin: true };
