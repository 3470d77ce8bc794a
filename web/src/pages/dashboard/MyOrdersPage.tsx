import { useState } from "react";
import { useCurrentUser } from "@/features/auth/api";
import { useNextCallByOrder } from "@/features/booking/api";
import { NextCall } from "@/features/booking/components/NextCall";
import { AdminListPage, DeleteButton } from "@/features/dashboard/components/AdminListPage";
import { useMyOrders, useOrderActions } from "@/features/orders/api";
import { orderDeletion, OrdersTable } from "@/features/orders/components/OrdersTable";
import { pageMeta } from "@/lib/meta";
import { browserTimeZone } from "@/lib/time-zone";

function MyOrders({ uid }: { uid: string }) {
  const { remove } = useOrderActions();
  const calls = useNextCallByOrder(uid);
  const [timeZone] = useState(() => browserTimeZone());
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
          timeZone={timeZone}
          extra={[
            {
              header: "Next call",
              cell: (order) => <NextCall call={calls.get(order.id)} />,
              wrap: true,
            },
          ]}
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
