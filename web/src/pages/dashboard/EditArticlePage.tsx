import { useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { useArticle } from "@/features/articles/api";
import { ArticleEditor } from "@/features/articles/components/ArticleEditor";
import { articleInputOf } from "@/features/articles/plan";
import { EditPage } from "@/features/dashboard/components/EditPage";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import { pageMeta } from "@/lib/meta";

export default function EditArticlePage() {
  const { id = "" } = useParams();
  const { status, article } = useArticle(id);
  return (
    <EditPage
      title="Edit article"
      intro="Published changes show on the site as soon as they are saved."
      id={id}
      status={status}
      current={article}
      noun="article"
      back={{ to: paths.manageArticles, page: "Manage Articles" }}
    >
      {(first) => (
        <ArticleEditor
          id={first.id}
          initial={articleInputOf(first)}
          stored={article ? { status: article.status, slug: article.slug } : first}
        />
      )}
    </EditPage>
  );
}

export const meta = () => pageMeta("Edit article");

export const handle: PageHandle = { admin: true };
