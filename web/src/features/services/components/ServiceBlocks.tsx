import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useFieldArray, useWatch, type UseFieldArrayReturn } from "react-hook-form";
import { InputField, TextareaField, type ZodForm } from "@/components/ui/FormField";
import { RowButton } from "@/components/ui/RowButton";
import { ImagePicker, useImageField } from "@/features/images/components/ImagePicker";
import { LIMITS } from "@shared/model";
import type { ServiceBlockInput, ServiceEdit } from "@shared/schemas";

const newBlock = (): ServiceBlockInput => ({
  id: `b-${crypto.randomUUID().slice(0, 8)}`,
  h1: "",
  p1: "",
  p2: "",
  img1: "",
});

function BlockFields({
  form,
  blocks,
  index,
  onBusyChange,
}: {
  form: ZodForm<ServiceEdit>;
  blocks: UseFieldArrayReturn<ServiceEdit, "des1", "key">;
  index: number;
  onBusyChange: (busy: boolean) => void;
}) {
  const { field, control } = form;
  const heading = useWatch({ control, name: `des1.${index}.h1` });
  const picture = useImageField(form, `des1.${index}.img1`, { onBusyChange });
  const label = `Block ${index + 1}`;
  const headingId = `block-${index}-heading`;
  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="service-block"
    >
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" id={headingId} size="md" color="brand.900">
            {label}
            {heading ? `: ${heading}` : ""}
          </Heading>
          <HStack gap="2">
            <RowButton
              disabled={index === 0}
              onClick={() => blocks.move(index, index - 1)}
              aria-label={`Move up: ${label}`}
            >
              Move up
            </RowButton>
            <RowButton
              disabled={index === blocks.fields.length - 1}
              onClick={() => blocks.move(index, index + 1)}
              aria-label={`Move down: ${label}`}
            >
              Move down
            </RowButton>
            <RowButton
              colorPalette="red"
              onClick={() => blocks.remove(index)}
              aria-label={`Remove: ${label}`}
            >
              Remove
            </RowButton>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Stack gap="4">
            <InputField label={`${label} heading`} {...field(`des1.${index}.h1`)} />
            <TextareaField
              label={`${label} first paragraph`}
              required={false}
              rows={3}
              {...field(`des1.${index}.p1`)}
            />
            <TextareaField
              label={`${label} second paragraph`}
              required={false}
              rows={3}
              {...field(`des1.${index}.p2`)}
            />
          </Stack>
          <Stack gap="2">
            <ImagePicker
              label={`${label} picture`}
              required={false}
              previewAlt={`Preview of the picture of ${label}`}
              {...picture}
            />
            {picture.value ? (
              <Button
                size="xs"
                variant="ghost"
                alignSelf="start"
                onClick={() => picture.onPicked("")}
              >
                Remove the picture of {label}
              </Button>
            ) : null}
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function ServiceBlocks({
  form,
  onBusyChange,
}: {
  form: ZodForm<ServiceEdit>;
  onBusyChange: (busy: boolean) => void;
}) {
  const { errors } = form.formState;
  // keyName: the blocks carry an `id` of their own, which the form must keep.
  const blocks = useFieldArray({ control: form.control, name: "des1", keyName: "key" });
  return (
    <Stack gap="4" as="section" aria-labelledby="blocks-heading">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" id="blocks-heading" size="lg" color="brand.900">
          Detail blocks ({blocks.fields.length} of {LIMITS.blocks})
        </Heading>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={blocks.fields.length >= LIMITS.blocks}
          onClick={() => blocks.append(newBlock())}
        >
          Add block
        </Button>
      </HStack>
      <Text color="gray.600">
        Each block shows on the service's page under its banner: a heading, two paragraphs and a
        picture, in this order.
      </Text>
      {errors.des1?.root?.message || errors.des1?.message ? (
        <Text color="red.700">{errors.des1.root?.message ?? errors.des1.message}</Text>
      ) : null}
      {blocks.fields.map((field, index) => (
        <BlockFields
          key={field.key}
          form={form}
          blocks={blocks}
          index={index}
          onBusyChange={onBusyChange}
        />
      ))}
    </Stack>
  );
}
