import { Link as RouterLink } from "react-router-dom";
import type { ArticleKind } from "@shared/model";
import { insightsHref, type InsightsQuery } from "../query";
import type { ServiceLink } from "../view";
import styles from "./Insights.module.css";

const KINDS: readonly { kind: ArticleKind | undefined; label: string }[] = [
  { kind: undefined, label: "All" },
  { kind: "article", label: "Articles" },
  { kind: "case-study", label: "Case studies" },
];

/** Links that narrow the list to one kind or one service (plain links: they need no script). */
export function InsightsFilters({
  query,
  services,
}: {
  query: InsightsQuery | null;
  services: readonly ServiceLink[];
}) {
  const current = query ?? { page: 1 };
  const filter = (label: string, next: InsightsQuery, active: boolean) => (
    <RouterLink
      key={label}
      to={insightsHref(next)}
      className={styles.filter}
      aria-current={active ? "page" : undefined}
    >
      {label}
    </RouterLink>
  );
  return (
    <>
      <nav aria-label="Kind" className={styles.filters}>
        {KINDS.map(({ kind, label }) =>
          filter(label, { ...current, kind, page: 1 }, current.kind === kind),
        )}
      </nav>
      {services.length > 0 ? (
        <nav aria-label="Service" className={styles.filters}>
          {filter(
            "Every service",
            { ...current, serviceId: undefined, page: 1 },
            !current.serviceId,
          )}
          {services.map((service) =>
            filter(
              service.name,
              { ...current, serviceId: service.id, page: 1 },
              current.serviceId === service.id,
            ),
          )}
        </nav>
      ) : null}
    </>
  );
}
