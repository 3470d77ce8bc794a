import { Box, Field, Image, Input, Text } from "@chakra-ui/react";

/** PNG, JPEG, WebP or GIF: what compressImage (lib/image.ts) reads. */
const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/**
 * A picture chosen as a file, with its inline error and a preview of `image` (the data URL or
 * path the form holds). The form turns the file into a data URL (compressImage) in `onFile`.
 */
export function ImageFileField({
  label,
  image,
  error,
  preparing,
  previewAlt,
  onFile,
}: {
  label: string;
  image: string;
  error?: string | undefined;
  preparing: boolean;
  previewAlt: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="file"
          accept={ACCEPT}
          p="1.5"
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>PNG, JPEG, WebP or GIF. Large images are resized.</Field.HelperText>
        )}
      </Field.Root>
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="xl"
        minH="48"
        display="flex"
        alignItems="center"
        justifyContent="center"
        overflow="hidden"
        bg="gray.50"
      >
        {image ? (
          <Image src={image} alt={previewAlt} maxH="64" objectFit="contain" />
        ) : (
          <Text color="gray.500">
            {preparing ? "Preparing the image..." : "The preview appears here"}
          </Text>
        )}
      </Box>
    </>
  );
}
