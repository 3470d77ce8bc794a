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
          {[{ id: undefined, name: "Every service" }, ...services].map(({ id, name }) =>
            filter(name, { ...current, serviceId: id, page: 1 }, current.serviceId === id),
          )}
        </nav>
      ) : null}
    </>
  );
}
