import { data, Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/NotFoundPage";
import styles from "./NotFoundPage.module.css";

export default function NotFoundPage() {
  return (
    <div className={`container ${styles.page}`}>
      <img
        className={styles.picture}
        src="/images/not-found.svg"
        alt="A telescope pointed at an empty night sky"
        width="480"
        height="320"
      />
      <h1 className="title title-lg">Page not found</h1>
      <p className="lead">
        We looked everywhere, but this page does not exist. It may have moved, or the link may be
        mistyped.
      </p>
      <RouterLink to={paths.home} className="btn btn-lg btn-brand">
        Back to the home page
      </RouterLink>
    </div>
  );
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.notFound, noindex: true }, args);

/** Any unknown path: the page below, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}
