import { Center, Stack, Text } from "@chakra-ui/react";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { pageMeta } from "@/lib/meta";

export default function MakePaymentPage() {
  return (
    <PagePanel title="Make Payment">
      <Center py="16">
        <Stack textAlign="center" gap="2">
          <Text fontSize="2xl" fontWeight="bold" color="brand.900">
            This Area is Under Construction
          </Text>
          <Text color="gray.600">Online payment is coming soon. We will invoice you for now.</Text>
        </Stack>
      </Center>
    </PagePanel>
  );
}

export const meta = () => pageMeta("Make Payment");
