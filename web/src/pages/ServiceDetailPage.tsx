import { useEffect } from "react";
import { Button, Container, Heading, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { data, Link as RouterLink, useParams } from "react-router-dom";
import { PageBanner } from "@/components/layout/PageBanner";
import { ChakraScope } from "@/components/ui/ChakraScope";
import { Picture } from "@/components/ui/Picture";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { SERVICE_BLOCK_SIZES } from "@/config/picture-sizes";
import { pageTexts } from "@/config/site";
import { useCurrentUser } from "@/features/auth/api";
import { useService } from "@/features/services/api";
import { BookingForm } from "@/features/services/components/BookingForm";
import { ServiceCallSection } from "@/features/booking/components/ServiceCallSection";
import { RequireAuth } from "@/features/auth/components/RequireAuth";
import { ClientOnly } from "@/lib/client-only";
import { LatestInsights } from "@/features/insights/components/LatestInsights";
import { articleCard } from "@/features/insights/view";
import { latestArticles, serviceById, team } from "@/lib/content.server";
import { FirestoreScope } from "@/lib/firebase/scope";
import { documentTitle, pageMeta, previewImage, summary } from "@/lib/meta";
import type { Route } from "./+types/ServiceDetailPage";
import styles from "./ServiceDetailPage.module.css";

/** For a picture of unknown size (the seed's drawings). */
const BLOCK_SHAPE = { width: 480, height: 320 };

function ServiceDetailPage() {
  const { id = "" } = useParams();
  const { status, service } = useService(id);
  const { user } = useCurrentUser();
  const title = documentTitle(service?.name ?? "Service");
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (status === "loading") return <PageSpinner label="Loading the service" />;
  if (!service) {
    return (
      <Container maxW="3xl" py="20" textAlign="center">
        <Stack gap="6" align="center">
          <Heading as="h1" size="2xl" color="brand.900">
            This service does not exist
          </Heading>
          <Text color="gray.600">
            It may have been removed. Have a look at what we offer today.
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.services}>See all services</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <>
      <PageBanner eyebrow={service.name} title={service.bannerh} text={service.bannerP} />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <Stack gap={{ base: "12", md: "16" }}>
          {service.des1.map((block, index) => (
            <SimpleGrid
              as="article"
              key={block.id}
              columns={{ base: 1, md: 2 }}
              gap={{ base: "6", md: "12" }}
              alignItems="center"
            >
              <Stack gap="4" order={{ md: index % 2 === 0 ? 0 : 1 }}>
                <Heading as="h2" size="xl" color="brand.900">
                  {block.h1}
                </Heading>
                <Text color="gray.700" fontSize="lg">
                  {block.p1}
                </Text>
                <Text color="gray.600">{block.p2}</Text>
              </Stack>
              {block.img1 ? (
                <Image asChild w="full" h="auto" aspectRatio="3 / 2" borderRadius="2xl">
                  <Picture
                    value={block.img1}
                    sizes={SERVICE_BLOCK_SIZES}
                    alt=""
                    fallbackSize={BLOCK_SHAPE}
                  />
                </Image>
              ) : null}
            </SimpleGrid>
          ))}
          {user ? <BookingForm service={service} user={user} /> : null}
          <ServiceCallSection serviceId={service.id} />
        </Stack>
      </Container>
    </>
  );
}

/** For signed-in users, in the browser: the server sends the name and a spinner. */
export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const name = loaderData.service?.name;
  const fallback = (
    <>
      {name ? <h1 className="sr-only">{name}</h1> : null}
      <PageSpinner label="Loading the service" />
    </>
  );
  return (
    <>
      <div className={styles.client}>
        <ClientOnly fallback={fallback}>
          <ChakraScope>
            <FirestoreScope>
              <RequireAuth>
                <ServiceDetailPage />
              </RequireAuth>
            </FirestoreScope>
          </ChakraScope>
        </ClientOnly>
      </div>
      {name ? (
        <LatestInsights
          articles={loaderData.insights}
          title={`Insights on ${name}`}
          intro="Articles and case studies about this service."
        />
      ) : null}
    </>
  );
}

const SERVICE_ARTICLES = 3;

/** The service's name and summary (link previews) and its newest articles; 404 when unknown. */
export async function loader({ params }: Route.LoaderArgs) {
  const [found, articles, members] = await Promise.all([
    serviceById(params.id),
    latestArticles(SERVICE_ARTICLES, params.id),
    team(),
  ]);
  // Only what the <head> needs (a picture's reference, never its bytes).
  const service = found
    ? {
        name: found.name,
        description: summary(found.des || found.bannerP),
        image: previewImage(found.img, found.name) ?? null,
      }
    : null;
  const insights = service ? articles.map((article) => articleCard(article, members)) : [];
  return data({ service, insights }, { status: service ? 200 : 404 });
}

export const meta = (args: Route.MetaArgs) => {
  const { service } = args.loaderData;
  const path = paths.serviceDetail(args.params.id);
  if (service === null) {
    return pageMeta({ ...pageTexts.missingService, path, noindex: true }, args);
  }
  const name = service.name || pageTexts.service.title;
  return pageMeta(
    {
      title: name,
      description: service.description || pageTexts.service.description,
      path,
      // The page is for signed-in users: a link preview names it, search results do not list it.
      noindex: true,
      image: service.image ?? undefined,
      trail: [
        { name: pageTexts.services.title, path: paths.services },
        { name, path },
      ],
    },
    args,
  );
};
