import { Button, Container, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageBanner } from "@/components/layout/PageBanner";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useServices } from "@/features/services/api";
import { useDocumentTitle } from "@/lib/use-document-title";

export function ServicesPage() {
  useDocumentTitle("Services");
  const { status, services } = useServices();
  return (
    <>
      <PageBanner
        title="Services We Offer"
        text="Pick one service or combine them. Every engagement starts with a free consultation and a plan you can measure."
      />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        {services.length === 0 ? (
          status === "loading" ? (
            <PageSpinner label="Loading services" />
          ) : (
            <Text color="gray.600">No services are listed yet. Please check back soon.</Text>
          )
        ) : (
          <Stack gap={{ base: "12", md: "20" }}>
            {services.map((service, index) => (
              <Stack
                as="article"
                key={service.id}
                direction={{ base: "column", md: index % 2 === 0 ? "row" : "row-reverse" }}
                gap={{ base: "6", md: "12" }}
                align="center"
              >
                <Image
                  src={service.img}
                  alt=""
                  width="640"
                  height="400"
                  w={{ base: "full", md: "50%" }}
                  aspectRatio="8 / 5"
                  objectFit="cover"
                  borderRadius="2xl"
                  boxShadow="lg"
                  loading={index === 0 ? "eager" : "lazy"}
                />
                <Stack gap="4" flex="1">
                  <Heading as="h2" size="2xl" color="brand.900">
                    {service.name}
                  </Heading>
                  <Text fontSize="lg" color="gray.600">
                    {service.des}
                  </Text>
                  <Button asChild colorPalette="brand" alignSelf="start">
                    <RouterLink
                      to={paths.serviceDetail(service.id)}
                      aria-label={`Learn More about ${service.name}`}
                    >
                      Learn More
                    </RouterLink>
                  </Button>
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
