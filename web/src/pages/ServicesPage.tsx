import { Container } from "@chakra-ui/react";
import { PageBanner } from "@/components/layout/PageBanner";
import { ServiceListLoading } from "@/features/services/components/ServiceListLoading";
import { island } from "@/lib/island";
import { useDocumentTitle } from "@/lib/use-document-title";

// The list comes from Firestore; the banner is pre-rendered and paints before any script runs.
const Services = island(
  () => import("@/features/services/components/ServiceList").then((m) => m.ServiceList),
  ServiceListLoading,
);

export function ServicesPage() {
  useDocumentTitle("Services");
  return (
    <>
      <PageBanner
        title="Services We Offer"
        text="Pick one service or combine them. Every engagement starts with a free consultation and a plan you can measure."
      />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <Services />
      </Container>
    </>
  );
}
