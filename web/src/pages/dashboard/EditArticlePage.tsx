import { useState } from "react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { paths } from "@/config/paths";
import { useArticle, type Article } from "@/features/articles/api";
import { ArticleEditor } from "@/features/articles/components/ArticleEditor";
import { articleInputOf } from "@/features/articles/plan";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import { pageMeta } from "@/lib/meta";

/** Edit article: the editor on the article as first read; its status and slug stay live. */
export default function EditArticlePage() {
  const { id = "" } = useParams();
  const { status, article } = useArticle(id);
  // The form starts from the article as first read: later saves (here or by others) do not
  // overwrite the user's edits.
  const [first, setFirst] = useState<Article | null>(null);
  if (article && first?.id !== article.id) setFirst(article);

  return (
    <PagePanel
      title="Edit article"
      intro="Published changes show on the site as soon as they are saved."
    >
      {first && first.id === id ? (
        <ArticleEditor
          key={first.id}
          id={first.id}
          initial={articleInputOf(first)}
          stored={article ? { status: article.status, slug: article.slug } : first}
        />
      ) : status === "loading" ? (
        <PageSpinner label="Loading the article" />
      ) : (
        <Stack gap="3">
          <Text>This article does not exist. It may have been deleted.</Text>
          <Link asChild color="brand.700">
            <RouterLink to={paths.manageArticles}>Back to Manage Articles</RouterLink>
          </Link>
        </Stack>
      )}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Edit article");

export const handle: PageHandle = { admin: true };
