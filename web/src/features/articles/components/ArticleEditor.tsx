import { useState } from "react";
import { Badge, Button, HStack, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { useZodForm } from "@/components/ui/FormField";
import { StickyActions } from "@/components/ui/StickyActions";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { SaveNote } from "@/features/dashboard/components/EditPage";
import { useUploads } from "@/features/images/use-uploads";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import { articleInputSchema, type ArticleInput } from "@shared/articles";
import type { ArticleStatus } from "@shared/model";
import { SlugTakenError, useArticleActions } from "../api";
import { SLUG_TAKEN } from "../plan";
import { followsTitleAtStart } from "../slug-follow";
import { ArticlePreview } from "./ArticlePreview";
import { CoverField, KindAuthorSummary, TitleAndSlug, type StoredArticle } from "./ArticleFields";
import { BodyEditor } from "./BodyEditor";
import { CaseStudyFields } from "./CaseStudyFields";
import { RelatedServices } from "./RelatedServices";

const savedTitle = (published: boolean, status: ArticleStatus) =>
  published
    ? status === "published"
      ? "Article updated"
      : "Article unpublished"
    : status === "published"
      ? "Article published"
      : "Draft saved";

/** `stored` is the article as saved now (live); the form starts from `initial`. */
export function ArticleEditor({
  id,
  initial,
  stored,
  onSaved,
}: {
  id: string;
  initial: ArticleInput;
  stored: StoredArticle;
  onSaved?: (id: string, status: ArticleStatus) => void;
}) {
  const { save } = useArticleActions();
  const { confirm, dialog } = useConfirm();
  const uploads = useUploads();
  const form = useZodForm(articleInputSchema, initial);
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, confirm);
  const [following, setFollowing] = useState(() =>
    followsTitleAtStart({ ...initial, status: stored?.status ?? null }),
  );
  const [tab, setTab] = useState("edit");
  const [pending, setPending] = useState<ArticleStatus | null>(null);
  const isCaseStudy = useWatch({ control: form.control, name: "caseStudy" }) !== null;
  const published = stored?.status === "published";

  const saveAs = (status: ArticleStatus) =>
    form.handleSubmit(
      async (values) => {
        setPending(status);
        try {
          await save(id, values, status);
          form.reset(values);
          uploads.clear();
          if (status === "published") setFollowing(false);
          toaster.create({ type: "success", title: savedTitle(published, status) });
          onSaved?.(id, status);
        } catch (error) {
          setTab("edit");
          if (error instanceof SlugTakenError) {
            form.setError("slug", { message: SLUG_TAKEN });
          } else {
            toaster.create({ type: "error", title: "The article could not be saved" });
          }
        } finally {
          setPending(null);
        }
      },
      () => setTab("edit"),
    );

  const defaultStatus: ArticleStatus = published ? "published" : "draft";
  const busy = isSubmitting || uploads.uploading;
  const button = (status: ArticleStatus, label: string, primary: boolean, needsChange: boolean) => (
    <Button
      type={status === defaultStatus ? "submit" : "button"}
      colorPalette="brand"
      variant={primary ? "solid" : "outline"}
      loading={pending === status}
      disabled={busy || (needsChange && !isDirty)}
      onClick={status === defaultStatus ? undefined : () => void saveAs(status)()}
    >
      {label}
    </Button>
  );

  return (
    <form
      onSubmit={(event) => void saveAs(defaultStatus)(event)}
      noValidate
      aria-label="Article editor"
    >
      <Stack gap="6">
        <HStack gap="2">
          <Text color="gray.600">Status:</Text>
          <Badge colorPalette={published ? "green" : "gray"} data-testid="article-status">
            {published ? "Published" : stored ? "Draft" : "New, not saved"}
          </Badge>
        </HStack>
        <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value)} variant="line">
          <Tabs.List>
            <Tabs.Trigger value="edit">Edit</Tabs.Trigger>
            <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="edit">
            <Stack gap="6">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                <Stack gap="4">
                  <TitleAndSlug
                    form={form}
                    stored={stored}
                    following={following}
                    onFollowingChange={setFollowing}
                  />
                  <KindAuthorSummary form={form} />
                </Stack>
                <CoverField form={form} uploads={uploads} />
              </SimpleGrid>
              {isCaseStudy ? <CaseStudyFields form={form} /> : null}
              <RelatedServices form={form} />
              <BodyEditor form={form} uploads={uploads} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="preview">
            {tab === "preview" ? <ArticlePreview article={form.getValues()} /> : null}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <StickyActions>
        {published ? (
          <>
            {button("published", "Update", true, true)}
            {button("draft", "Unpublish", false, false)}
          </>
        ) : (
          <>
            {button("draft", "Save draft", false, stored !== null)}
            {button("published", "Publish", true, false)}
          </>
        )}
        <SaveNote uploading={uploads.uploading} dirty={isDirty} />
      </StickyActions>
      {dialog}
    </form>
  );
}
