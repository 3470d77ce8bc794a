import { lazy } from "react";
import { data, redirect, Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { pageTexts, site } from "@/config/site";
import { ArticleBody } from "@/features/insights/components/ArticleBody";
import { articleView, KIND_LABELS } from "@/features/insights/view";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { articleBySlug, services, team } from "@/lib/content.server";
import { readingMinutes, renderMarkdown } from "@/lib/markdown";
import { pageMeta, previewImage } from "@/lib/meta";
import { Live } from "@/lib/static-then-live";
import type { Route } from "./+types/ArticlePage";
import styles from "./NotFoundPage.module.css";

const LiveArticle = lazy(() => import("@/features/insights/live"));

/** A former slug answers 301 to the current one; a draft or an unknown slug, 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await articleBySlug(params.slug);
  if (found?.movedTo) return redirect(paths.article(found.movedTo), 301);
  if (!found?.article) return data({ article: null }, { status: 404 });
  const [members, offered] = await Promise.all([team(), services()]);
  const { body } = found.article;
  const article = articleView(found.article, members, offered, {
    html: renderMarkdown(body),
    minutes: readingMinutes(body),
  });
  return data({ article }, { status: 200 });
}

export const headers = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });

export const meta = (args: Route.MetaArgs) => {
  const { article } = args.loaderData;
  const path = paths.article(args.params.slug);
  if (!article) return pageMeta({ ...pageTexts.missingArticle, path, noindex: true }, args);
  const { author } = article;
  return pageMeta(
    {
      title: article.title,
      description: article.summary,
      path,
      image: previewImage(article.cover, article.title),
      trail: [
        { name: pageTexts.insights.title, path: paths.insights },
        { name: article.title, path },
      ],
      article: {
        published: new Date(article.publishedAt),
        modified: new Date(article.updatedAt),
        author: {
          name: author?.name ?? site.brand,
          jobTitle: author?.role ?? "",
          image: author?.img.startsWith("/") ? author.img : undefined,
        },
        section: KIND_LABELS[article.kind],
      },
    },
    args,
  );
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className="title title-lg">Article not found</h1>
        <p className="lead">
          This article is not published, or its address is mistyped. Our other articles and case
          studies are all on one page.
        </p>
        <RouterLink to={paths.insights} className="btn btn-lg btn-brand">
          See all insights
        </RouterLink>
      </div>
    );
  }
  return (
    <Live initial={article} live={LiveArticle}>
      {(shown) => <ArticleBody article={shown} />}
    </Live>
  );
}
