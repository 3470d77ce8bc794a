import { useRef, useState } from "react";
import { Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { FormField } from "@/components/ui/FormField";
import { useUpload, type Uploads } from "@/features/images/use-uploads";
import { UPLOAD_TYPES } from "@shared/images";
import { altFromFileName, insertBlock, pictureMarkdown } from "../markdown-insert";
import type { ArticleForm } from "./ArticleFields";

type Upload =
  { kind: "idle" } | { kind: "uploading"; name: string } | { kind: "failed"; message: string };

export function BodyEditor({ form, uploads }: { form: ArticleForm; uploads: Uploads }) {
  const { register, getValues, setValue, formState } = form;
  const { ref: registerRef, ...body } = register("body");
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const picture = useUpload(uploads.onBusyChange);
  const [upload, setUpload] = useState<Upload>({ kind: "idle" });

  const insert = (markdown: string) => {
    const element = textarea.current;
    const text = getValues("body");
    const { text: next, cursor } = insertBlock(
      text,
      element?.selectionStart ?? text.length,
      element?.selectionEnd ?? text.length,
      markdown,
    );
    setValue("body", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };

  const onFile = async (file: File) => {
    setUpload({ kind: "uploading", name: file.name });
    try {
      const image = await picture.start(file);
      setUpload({ kind: "idle" });
      if (image) insert(pictureMarkdown(altFromFileName(file.name), image.src));
    } catch (failure) {
      setUpload({ kind: "failed", message: (failure as Error).message });
    }
  };

  return (
    <Stack gap="2">
      <FormField
        label="Body"
        error={formState.errors.body?.message}
        helper="Markdown: ## for a heading, **bold**, [a link](https://...), - for a list. Edit the text in the brackets of an inserted picture to describe it."
      >
        <Textarea
          rows={18}
          fontFamily="mono"
          fontSize="sm"
          data-testid="article-body"
          {...body}
          ref={(element) => {
            registerRef(element);
            textarea.current = element;
          }}
        />
      </FormField>
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={upload.kind === "uploading"}
          loadingText="Uploading..."
          onClick={() => fileInput.current?.click()}
          data-testid="insert-picture"
        >
          Insert picture
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_TYPES.join(",")}
          hidden
          data-testid="insert-picture-file"
          aria-label="Picture to insert in the body"
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = "";
            if (file) void onFile(file);
          }}
        />
        {upload.kind === "uploading" ? (
          <Button size="sm" variant="ghost" onClick={picture.cancel}>
            Cancel upload
          </Button>
        ) : null}
        <Text role="status" fontSize="sm" color={upload.kind === "failed" ? "red.700" : "gray.700"}>
          {upload.kind === "uploading" ? `Uploading ${upload.name}...` : null}
          {upload.kind === "failed" ? upload.message : null}
        </Text>
      </HStack>
    </Stack>
  );
}
