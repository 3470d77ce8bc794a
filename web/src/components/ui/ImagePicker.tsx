import { useState } from "react";
import { Box, Image, Input, Stack, Text } from "@chakra-ui/react";
import { FormField } from "./FormField";
import { compressImage, type CompressOptions } from "@/lib/image";

/**
 * An image chosen as a file, compressed in the browser to a data URL that fits its field
 * (lib/image.ts), and previewed. The chosen image reaches the form through `onPicked`; a file
 * that cannot be used, through `onFailed` (shown as the field's error).
 */
export function ImagePicker({
  label,
  value,
  error,
  previewAlt,
  options,
  required = true,
  resetKey,
  onPicked,
  onFailed,
}: {
  label: string;
  /** The current image: a data URL, a path on the site, or "" for none. */
  value: string;
  error?: string | undefined;
  previewAlt: string;
  options?: CompressOptions;
  required?: boolean;
  /** A new key empties the file input (after the form is reset). */
  resetKey?: number;
  onPicked: (dataUrl: string) => void;
  onFailed: (message: string) => void;
}) {
  const [preparing, setPreparing] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPreparing(true);
    try {
      onPicked(await compressImage(file, options));
    } catch (failure) {
      onFailed(failure instanceof Error ? failure.message : "This image cannot be used.");
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack gap="2">
      <FormField
        label={label}
        error={error}
        required={required}
        helper="PNG, JPEG, WebP or GIF. Large images are resized."
      >
        <Input
          key={resetKey}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          p="1.5"
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
      </FormField>
      <Box
        w="full"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="xl"
        minH="32"
        display="flex"
        alignItems="center"
        justifyContent="center"
        overflow="hidden"
        bg="gray.50"
        aria-busy={preparing}
      >
        {value ? (
          <Image src={value} alt={previewAlt} maxH="48" objectFit="contain" />
        ) : (
          <Text color="gray.600">
            {preparing ? "Preparing the image..." : "The preview appears here"}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
