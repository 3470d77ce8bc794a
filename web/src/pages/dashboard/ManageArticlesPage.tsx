import { useState } from "react";
import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ResponsiveTable } from "@/components/ui/ResponsiveTable";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";
import { deletion } from "@/components/ui/useConfirm";
import { paths } from "@/config/paths";
import { useAdminArticles, useArticleActions, type Article } from "@/features/articles/api";
import {
  AdminListPage,
  DeleteButton,
  wholeList,
} from "@/features/dashboard/components/AdminListPage";
import { KIND_LABELS } from "@/features/insights/view";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import { pageMeta } from "@/lib/meta";
import { useBrowserTimeZone } from "@/lib/time-zone";
import { formatDateTime } from "@shared/format/dates";
import { ADMIN_ARTICLES_SHOWN } from "@shared/registry";

export default function ManageArticlesPage() {
  const { status, articles } = useAdminArticles();
  const { setStatus, remove } = useArticleActions();
  const [changing, setChanging] = useState<string | null>(null);
  const timeZone = useBrowserTimeZone();

  const toggle = async (article: Article) => {
    const publish = article.status !== "published";
    const done = publish ? "published" : "unpublished";
    setChanging(article.id);
    try {
      await setStatus(article, publish ? "published" : "draft");
      toaster.create({ type: "success", title: `Article ${done}` });
    } catch (error) {
      toaster.create({
        type: "error",
        title: `The article could not be ${done}`,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setChanging(null);
    }
  };

  const removal = (article: Article) =>
    deletion(() => remove(article.id), "Article deleted", "The article could not be deleted");

  return (
    <AdminListPage
      title="Manage Articles"
      intro="Articles and case studies, drafts included; the last updated first."
      actions={
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={paths.addArticle}>Add article</RouterLink>
        </Button>
      }
      list={wholeList(articles, status === "loading")}
      emptyText="No articles yet."
      note={
        articles.length >= ADMIN_ARTICLES_SHOWN &&
        `The ${ADMIN_ARTICLES_SHOWN} articles updated last are listed.`
      }
    >
      {(list, ask) => (
        <ResponsiveTable
          label="Articles"
          rows={list}
          rowKey={(article) => article.id}
          rowProps={(article) => ({ "data-article-id": article.id })}
          columns={[
            {
              header: "Title",
              cell: (article) => <Text fontWeight="semibold">{article.title || "Untitled"}</Text>,
              wrap: true,
            },
            { header: "Kind", cell: (article) => KIND_LABELS[article.kind] },
            {
              header: "Status",
              cell: (article) =>
                article.status === "published" ? (
                  <Badge colorPalette="green">Published</Badge>
                ) : (
                  <Badge colorPalette="gray">Draft</Badge>
                ),
            },
            {
              header: "Updated",
              cell: (article) =>
                article.updatedAt
                  ? formatDateTime(article.updatedAt.getTime(), timeZone)
                  : "Just now",
            },
            {
              header: "Actions",
              actions: true,
              cell: (article) => (
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="xs" colorPalette="brand">
                    <RouterLink
                      to={paths.editArticle(article.id)}
                      aria-label={`Edit ${article.title}`}
                    >
                      Edit
                    </RouterLink>
                  </Button>
                  <RowButton
                    loading={changing === article.id}
                    disabled={changing !== null && changing !== article.id}
                    onClick={() => void toggle(article)}
                    aria-label={`${article.status === "published" ? "Unpublish" : "Publish"} ${article.title}`}
                  >
                    {article.status === "published" ? "Unpublish" : "Publish"}
                  </RowButton>
                  <DeleteButton name={article.title} onClick={() => void ask(removal(article))} />
                </HStack>
              ),
            },
          ]}
        />
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Manage Articles");

export const handle: PageHandle = { admin: true };
