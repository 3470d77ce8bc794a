import type { QueryDocumentSnapshot } from "firebase/firestore";
import type { OrderStatus } from "@shared/model";
import { date, str } from "@/lib/fields";

export interface Order {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  serviceName: string;
  serviceId: string;
  uid: string;
  status: OrderStatus;
  createdAt: Date | null;
}

export function toOrder(snapshot: QueryDocumentSnapshot): Order {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    name: str(data, "name"),
    email: str(data, "email"),
    phoneNumber: str(data, "phoneNumber"),
    address: str(data, "address"),
    serviceName: str(data, "serviceName"),
    serviceId: str(data, "serviceId"),
    uid: str(data, "uid"),
    status: data.status === "delivered" ? "delivered" : "pending",
    createdAt: date(data, "createdAt"),
  };
}
