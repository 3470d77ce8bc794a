import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api";
import { useClaims } from "@/features/auth/claims";
import { pageMeta } from "@/lib/meta";

const CUSTOMER_CARDS = [
  { title: "My Orders", text: "Follow the services you booked.", to: paths.myOrders },
  { title: "Add Review", text: "Tell others how we did.", to: paths.addReview },
  { title: "Book a service", text: "See everything we offer.", to: paths.services },
];

const ADMIN_CARDS = [
  { title: "Manage Orders", text: "Confirm delivered work.", to: paths.manageOrders },
  { title: "Add Services", text: "Publish a new service.", to: paths.addServices },
  { title: "Make Admin", text: "Share the admin role.", to: paths.makeAdmin },
];

export default function DashboardHomePage() {
  const { user } = useCurrentUser();
  const { isAdmin } = useClaims();
  return (
    <Stack gap="8" maxW="6xl">
      <Stack gap="2">
        <Heading as="h1" size="3xl" color="brand.900">
          WellCome to DashBoard
        </Heading>
        <Text color="gray.600" fontSize="lg">
          Hello {user?.displayName || (user ? <EmailAddress address={user.email} /> : null)}. Choose
          what you would like to do.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {(isAdmin ? ADMIN_CARDS : CUSTOMER_CARDS).map((card) => (
          <Stack
            key={card.title}
            asChild
            bg="white"
            p="6"
            borderRadius="xl"
            borderWidth="1px"
            gap="1"
            _hover={{ boxShadow: "md", borderColor: "brand.200" }}
          >
            <RouterLink to={card.to}>
              <Text fontWeight="bold" color="brand.900" fontSize="lg">
                {card.title}
              </Text>
              <Text color="gray.600">{card.text}</Text>
            </RouterLink>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export const meta = () => pageMeta("DashBoard");
