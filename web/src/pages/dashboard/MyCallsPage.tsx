import { useCurrentUser } from "@/features/auth/api";
import { MyCalls } from "@/features/booking/components/MyCalls";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { pageMeta } from "@/lib/meta";

export default function MyCallsPage() {
  const { user } = useCurrentUser();
  return (
    <PagePanel title="My Calls" intro="Your calls with our team, updated live.">
      {user ? <MyCalls uid={user.uid} /> : null}
    </PagePanel>
  );
}

export const meta = () => pageMeta("My Calls");
