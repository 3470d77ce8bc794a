import { useEffect, useRef, useState } from "react";
import { Center, HStack, Image, Input, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import {
  get,
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { Picture } from "@/components/ui/Picture";
import { RowButton } from "@/components/ui/RowButton";
import { formatBytes, uploadProblem, type UploadedImage } from "@/features/images/api";
import { describeUpload } from "@/features/images/describe";
import { useUpload, type Uploads } from "@/features/images/use-uploads";
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from "@shared/images";

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; name: string; percent: number }
  | { kind: "processing"; name: string }
  | { kind: "done"; image: UploadedImage };

const IDLE: Phase = { kind: "idle" };

export function ImagePicker({
  label,
  value,
  error,
  previewAlt,
  required = true,
  disabled = false,
  helper = `PNG, JPEG, WebP, GIF or AVIF, up to ${formatBytes(MAX_UPLOAD_BYTES)}. Large pictures are scaled down.`,
  sharpWidth,
  resetKey,
  onPicked,
  onFailed,
  onBusyChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  previewAlt: string;
  required?: boolean;
  disabled?: boolean;
  helper?: string;
  /** From how many pixels wide the picture looks sharp where it is shown (describeUpload). */
  sharpWidth?: number;
  /** A new key empties the file input and the last upload's result (after the form is reset). */
  resetKey?: number;
  onPicked: (src: string) => void;
  onFailed: (message: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [phase, setPhase] = useState<Phase>(IDLE);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setPhase(IDLE);
  }
  const upload = useUpload(onBusyChange);
  // The form's latest callbacks: an upload outlives renders (a block moved meanwhile has a new
  // field name), and its answer goes where the picture is now.
  const report = useRef({ onPicked, onFailed });
  useEffect(() => {
    report.current = { onPicked, onFailed };
  });

  const busy = phase.kind === "uploading" || phase.kind === "processing";

  const onFile = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      report.current.onFailed(problem);
      return;
    }
    const name = file.name;
    setPhase({ kind: "uploading", name, percent: 0 });
    try {
      const image = await upload.start(file, {
        onProgress: ({ loaded, total }) =>
          setPhase({
            kind: "uploading",
            name,
            percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0,
          }),
        onSent: () => setPhase({ kind: "processing", name }),
      });
      setPhase(image ? { kind: "done", image } : IDLE);
      if (image) report.current.onPicked(image.src);
    } catch (failure) {
      setPhase(IDLE);
      report.current.onFailed((failure as Error).message);
    }
  };

  const result = phase.kind === "done" && phase.image.src === value ? phase.image : null;

  return (
    <Stack gap="2">
      <FormField label={label} error={error} required={required} helper={helper}>
        <Input
          key={resetKey}
          type="file"
          accept={UPLOAD_TYPES.join(",")}
          p="1.5"
          // The file chooser is a button: a 44 px target on phones.
          minH={{ base: "11", md: "10" }}
          disabled={disabled || busy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // Emptied, so that choosing the same file again (after a refusal) is a new choice.
            input.value = "";
            if (file) void onFile(file);
          }}
        />
      </FormField>
      <Center
        w="full"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="xl"
        minH="32"
        overflow="hidden"
        bg="gray.50"
        aria-busy={busy}
      >
        {value ? (
          <Image asChild maxH="48" maxW="full" w="auto" h="auto" objectFit="contain">
            <Picture value={value} sizes="320px" alt={previewAlt} load="eager" />
          </Image>
        ) : (
          <Text color="gray.600">The preview appears here</Text>
        )}
      </Center>
      {phase.kind === "uploading" || phase.kind === "processing" ? (
        <HStack gap="3" align="end">
          <Progress.Root
            flex="1"
            size="sm"
            colorPalette="brand"
            value={phase.kind === "uploading" ? phase.percent : null}
          >
            <HStack justify="space-between" gap="2" mb="1">
              <Progress.Label fontWeight="normal" truncate>
                {phase.kind === "uploading" ? `Uploading ${phase.name}` : `Sent ${phase.name}`}
              </Progress.Label>
              {phase.kind === "uploading" ? <Progress.ValueText /> : <Spinner size="xs" />}
            </HStack>
            <Progress.Track
              aria-label={`${phase.kind === "uploading" ? "Uploading" : "Processing"} ${phase.name}`}
            >
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <RowButton onClick={upload.cancel}>Cancel upload</RowButton>
        </HStack>
      ) : null}
      <Text role="status" color="gray.700" fontSize="sm" data-upload-state={phase.kind}>
        {phase.kind === "processing" ? "Processing the picture..." : null}
        {result ? describeUpload(result, sharpWidth) : null}
      </Text>
    </Stack>
  );
}

export function useImageField<F extends FieldValues, Out>(
  form: UseFormReturn<F, unknown, Out>,
  name: FieldPathByValue<F, string>,
  uploads: Pick<Uploads, "onBusyChange"> & { resetKey?: number },
) {
  const { control, formState, setValue, setError, clearErrors } = form;
  return {
    value: useWatch({ control, name }) as string,
    error: get<unknown, { message?: string } | undefined>(formState.errors, name)?.message,
    resetKey: uploads.resetKey,
    onPicked: (src: string) => {
      setValue(name, src as PathValue<F, typeof name>, { shouldDirty: true, shouldValidate: true });
      clearErrors(name);
    },
    onFailed: (message: string) => setError(name, { message }),
    onBusyChange: uploads.onBusyChange,
  };
}
