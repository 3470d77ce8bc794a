import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { useArticleActions } from "@/features/articles/api";
import { ArticleEditor } from "@/features/articles/components/ArticleEditor";
import { EMPTY_ARTICLE } from "@/features/articles/plan";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import { pageMeta } from "@/lib/meta";

export default function AddArticlePage() {
  const navigate = useNavigate();
  const { newId } = useArticleActions();
  const [id] = useState(newId);
  const [saved, setSaved] = useState<string | null>(null);
  // After the editor's render that saw the form saved, so its leave guard lets this through.
  useEffect(() => {
    if (saved) void navigate(paths.editArticle(saved), { replace: true });
  }, [saved, navigate]);

  return (
    <PagePanel
      title="Add article"
      intro="An article or a case study. Drafts are seen by admins only, until published."
    >
      <ArticleEditor id={id} initial={EMPTY_ARTICLE} stored={null} onSaved={setSaved} />
    </PagePanel>
  );
}

export const meta = () => pageMeta("Add article");

export const handle: PageHandle = { admin: true };
