import {
  Box,
  Button,
  Container,
  Heading,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useServices } from "@/features/services/api";

export function HomePage() {
  const { status, services } = useServices();
  return (
    <Box minH="100vh" bg="gray.50">
      <Box as="header" bg="brand.900" color="white" py="4">
        <Container maxW="6xl">
          <Text fontWeight="bold" fontSize="xl">
            Bluepeak Digital
          </Text>
        </Container>
      </Box>
      <Box as="main">
        <Box bg="brand.700" color="white" py={{ base: "12", md: "20" }}>
          <Container maxW="6xl">
            <Stack gap="5" maxW="2xl">
              <Heading as="h1" size={{ base: "3xl", md: "5xl" }}>
                We grow brands that customers find, trust and choose
              </Heading>
              <Text fontSize="lg" color="brand.100">
                Search engine optimization, web design, ad campaigns and social media management
                under one roof.
              </Text>
            </Stack>
          </Container>
        </Box>
        <Container maxW="6xl" py="12">
          <Heading as="h2" size="2xl" mb="6">
            Services We Offer
          </Heading>
          {status === "loading" ? (
            <Spinner aria-label="Loading services" />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6" data-testid="services">
              {services.map((service) => (
                <Stack key={service.id} bg="white" borderRadius="lg" boxShadow="sm" p="5" gap="3">
                  <Image src={service.img} alt="" width="640" height="400" borderRadius="md" />
                  <Heading as="h3" size="md">
                    {service.name}
                  </Heading>
                  <Text color="gray.600">{service.des}</Text>
                  <Button variant="outline" size="sm" alignSelf="start" disabled>
                    Learn More
                  </Button>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </Box>
  );
}
