import { lazy } from "react";
import { PageBanner } from "@/components/layout/PageBanner";
import { ServiceList, serviceListPage } from "@/features/services/components/ServiceList";
import { paths } from "@/config/paths";
import { pageTexts, servicesDescription } from "@/config/site";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { services } from "@/lib/content.server";
import { Live } from "@/lib/static-then-live";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/ServicesPage";

const LiveServices = lazy(() => import("@/features/services/live"));

export async function loader() {
  return { services: await services() };
}

export const headers = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    {
      title: pageTexts.services.title,
      description: servicesDescription(args.loaderData.services.map(({ name }) => name)),
      path: paths.services,
      trail: [{ name: pageTexts.services.title, path: paths.services }],
    },
    args,
  );

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        title="Services We Offer"
        text="Pick one service or combine them. Every engagement starts with a free consultation and a plan you can measure."
      />
      <div className={serviceListPage}>
        <Live initial={loaderData.services} live={LiveServices}>
          {(list) => <ServiceList services={list} />}
        </Live>
      </div>
    </>
  );
}
