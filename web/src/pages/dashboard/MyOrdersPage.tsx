import { Button } from "@chakra-ui/react";
import { useConfirm } from "@/components/ui/useConfirm";
import { useCurrentUser } from "@/features/auth/api";
import { ListState, LoadMore, PagePanel } from "@/features/dashboard/components/PagePanel";
import { useMyOrders, useOrderActions, type Order } from "@/features/orders/api";
import { orderDeletion, OrdersTable } from "@/features/orders/components/OrdersTable";
import { pageMeta } from "@/lib/meta";

function MyOrders({ uid }: { uid: string }) {
  const { items: orders, loading, hasMore, loadMore } = useMyOrders(uid);
  const { remove } = useOrderActions();
  const { confirmThen, dialog } = useConfirm();

  const onDelete = (order: Order) => confirmThen(orderDeletion(remove, order.id));

  return (
    <PagePanel title="My Orders" intro="The services you booked, updated live.">
      <ListState
        loading={loading && orders.length === 0}
        empty={orders.length === 0}
        emptyText="You have not booked any service yet."
      />
      {orders.length > 0 ? (
        <OrdersTable
          orders={orders}
          actions={(order) => (
            <Button
              size="xs"
              colorPalette="red"
              variant="outline"
              disabled={order.status === "delivered"}
              onClick={() => void onDelete(order)}
              aria-label={`Delete the order for ${order.serviceName}`}
            >
              Delete
            </Button>
          )}
        />
      ) : null}
      <LoadMore shown={orders.length} hasMore={hasMore} onClick={loadMore} />
      {dialog}
    </PagePanel>
  );
}

export default function MyOrdersPage() {
  const { user } = useCurrentUser();
  return user ? <MyOrders uid={user.uid} /> : null;
}

export const meta = () => pageMeta("My Orders");
