import { useCurrentUser } from "@/features/auth/api";
import { AdminListPage, DeleteButton } from "@/features/dashboard/components/AdminListPage";
import { useMyOrders, useOrderActions } from "@/features/orders/api";
import { orderDeletion, OrdersTable } from "@/features/orders/components/OrdersTable";
import { pageMeta } from "@/lib/meta";

function MyOrders({ uid }: { uid: string }) {
  const { remove } = useOrderActions();
  return (
    <AdminListPage
      title="My Orders"
      intro="The services you booked, updated live."
      list={useMyOrders(uid)}
      emptyText="You have not booked any service yet."
    >
      {(orders, ask) => (
        <OrdersTable
          orders={orders}
          actions={(order) => (
            <DeleteButton
              name={`the order for ${order.serviceName}`}
              disabled={order.status === "delivered"}
              onClick={() => void ask(orderDeletion(remove, order.id))}
            />
          )}
        />
      )}
    </AdminListPage>
  );
}

export default function MyOrdersPage() {
  const { user } = useCurrentUser();
  return user ? <MyOrders uid={user.uid} /> : null;
}

export const meta = () => pageMeta("My Orders");
