/** /insights' query string: `kind`, `service` and `page`, read strictly and written canonically. */
import { isDocumentId } from "@shared/schemas";
import { pageParam } from "@shared/insights";
import type { ArticleKind } from "@shared/model";
import { paths } from "@/config/paths";
import { isKind } from "./view";

export interface InsightsQuery {
  kind?: ArticleKind | undefined;
  serviceId?: string | undefined;
  page: number;
}

/** Null when any part is malformed (404). */
export function readInsightsQuery(params: URLSearchParams): InsightsQuery | null {
  const kind = params.get("kind");
  const serviceId = params.get("service");
  const page = pageParam(params.get("page"));
  if (page === null) return null;
  if (kind !== null && !isKind(kind)) return null;
  if (serviceId !== null && !isDocumentId(serviceId)) return null;
  return { kind: kind ?? undefined, serviceId: serviceId ?? undefined, page };
}

/** Parameters in a fixed order, page 1 without `page`. */
export function insightsHref({ kind, serviceId, page }: InsightsQuery): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (serviceId) params.set("service", serviceId);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${paths.insights}?${search}` : paths.insights;
}
