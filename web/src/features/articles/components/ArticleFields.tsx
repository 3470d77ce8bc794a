import { useState } from "react";
import { NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { FormField, InputField, TextareaField, type ZodForm } from "@/components/ui/FormField";
import { Options } from "@/features/dashboard/components/Options";
import { ImagePicker, useImageField } from "@/features/images/components/ImagePicker";
import type { Uploads } from "@/features/images/use-uploads";
import { KIND_LABELS } from "@/features/insights/view";
import { useTeam } from "@/features/team/api";
import type { ArticleInput } from "@shared/articles";
import type { ArticleStatus } from "@shared/model";
import { splitNameDeg } from "@shared/team";
import { EMPTY_CASE_STUDY } from "../plan";
import { followsTitleAfterEdit, slugChangeWarning, slugForTitle } from "../slug-follow";

export type ArticleForm = ZodForm<ArticleInput>;

export type StoredArticle = { status: ArticleStatus; slug: string } | null;

export function TitleAndSlug({
  form,
  stored,
  following,
  onFollowingChange,
}: {
  form: ArticleForm;
  stored: StoredArticle;
  following: boolean;
  onFollowingChange: (following: boolean) => void;
}) {
  const { register, setValue, getValues, control, formState } = form;
  const slug = useWatch({ control, name: "slug" });
  const warning = slugChangeWarning(stored, slug);
  return (
    <Stack gap="4">
      <InputField
        label="Title"
        error={formState.errors.title?.message}
        {...register("title", {
          onChange: (event: { target: { value: string } }) => {
            const next = slugForTitle(following, event.target.value, getValues("slug"));
            if (next !== getValues("slug")) {
              setValue("slug", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            }
          },
        })}
      />
      <Stack gap="1">
        <InputField
          label="Slug"
          helper={`The article's address: /insights/${slug || "..."}. Lower-case letters, digits and hyphens.`}
          data-testid="article-slug"
          spellCheck={false}
          autoComplete="off"
          error={formState.errors.slug?.message}
          {...register("slug", {
            onChange: (event: { target: { value: string } }) =>
              onFollowingChange(followsTitleAfterEdit(event.target.value)),
          })}
        />
        {warning ? (
          <Text color="orange.800" fontSize="sm" data-testid="slug-warning">
            {warning}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

export function KindAuthorSummary({ form }: { form: ArticleForm }) {
  const { register, setValue, getValues, formState } = form;
  const { team } = useTeam();
  const authorId = useWatch({ control: form.control, name: "authorId" });
  const known = authorId === "" || team.some((member) => member.id === authorId);
  // A case study's figures, kept while the kind is switched to article and back.
  const [keptCaseStudy, keepCaseStudy] = useState<ArticleInput["caseStudy"]>(null);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Kind" error={formState.errors.kind?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...register("kind", {
                onChange: (event: { target: { value: string } }) => {
                  const caseStudy = event.target.value === "case-study";
                  const current = getValues("caseStudy");
                  if (caseStudy === (current !== null)) return;
                  if (current) keepCaseStudy(current);
                  const next = caseStudy ? (keptCaseStudy ?? EMPTY_CASE_STUDY) : null;
                  setValue("caseStudy", next, {
                    shouldDirty: true,
                    shouldValidate: formState.isSubmitted,
                  });
                },
              })}
            >
              <Options of={Object.entries(KIND_LABELS)} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Author" error={formState.errors.authorId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("authorId")}>
              <option value="">Choose a team member</option>
              <Options
                of={team.map(({ id, nameDeg }) => [id, splitNameDeg(nameDeg).name || id] as const)}
              />
              {known ? null : <option value={authorId}>No longer in the team ({authorId})</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <TextareaField
        label="Summary"
        rows={3}
        helper="Shown in lists and in search results."
        error={formState.errors.summary?.message}
        {...register("summary")}
      />
    </Stack>
  );
}

export function CoverField({ form, uploads }: { form: ArticleForm; uploads: Uploads }) {
  return (
    <ImagePicker
      label="Cover picture"
      previewAlt="Preview of the cover picture"
      {...useImageField(form, "cover", uploads)}
    />
  );
}
