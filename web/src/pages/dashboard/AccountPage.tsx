import { Stack, Text } from "@chakra-ui/react";
import { NameAndEmail } from "@/components/ui/EmailAddress";
import { DeleteAccount } from "@/features/account/components/DeleteAccount";
import { useCurrentUser } from "@/features/auth/api";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { pageMeta } from "@/lib/meta";

export default function AccountPage() {
  const { user } = useCurrentUser();
  return (
    <PagePanel title="My Account" intro="Your account and the data we keep about you.">
      <Stack gap="8">
        <Stack gap="1">
          <Text color="gray.600" fontSize="sm">
            Signed in as
          </Text>
          <Text fontWeight="semibold" color="brand.900">
            {user ? <NameAndEmail name={user.displayName} email={user.email} /> : null}
          </Text>
        </Stack>
        <DeleteAccount />
      </Stack>
    </PagePanel>
  );
}

export const meta = () => pageMeta("My Account");
