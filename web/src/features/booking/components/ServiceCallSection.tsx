import { FormCard } from "@/components/ui/FormCard";
import { useServiceCall } from "../api";
import { BookCall } from "./BookCall";

/** A service page's call booking, shown while the service offers calls. */
export function ServiceCallSection({ serviceId }: { serviceId: string }) {
  const { call } = useServiceCall(serviceId);
  if (!call) return null;
  return (
    <FormCard
      id="call-heading"
      title="Book a call"
      intro={`A free ${call.durationMinutes}-minute call with one of our team: choose a day, then a time.`}
    >
      <BookCall serviceId={serviceId} />
    </FormCard>
  );
}
