import { Button, Heading, Image, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { Reveal } from "@/components/ui/Reveal";
import { paths } from "@/config/paths";
import type { Service } from "../api";

/** Every service, alternating picture and text (spec section 5); each reveals as it scrolls in. */
export function ServiceList({ services }: { services: Service[] }) {
  if (services.length === 0) {
    return <Text color="gray.600">No services are listed yet. Please check back soon.</Text>;
  }
  return (
    <Stack gap={{ base: "12", md: "20" }}>
      {services.map((service, index) => (
        <Reveal key={service.id}>
          <Stack
            as="article"
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
                <RouterLink to={paths.serviceDetail(service.id)}>
                  Learn More
                  <VisuallyHidden>{` about ${service.name}`}</VisuallyHidden>
                </RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Reveal>
      ))}
    </Stack>
  );
}
