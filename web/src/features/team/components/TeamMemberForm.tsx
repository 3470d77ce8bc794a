import { useEffect } from "react";
import { Button, Heading, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { InputField, useZodForm } from "@/components/ui/FormField";
import { ImagePicker, useImageField } from "@/features/images/components/ImagePicker";
import { useUploads } from "@/features/images/use-uploads";
import { teamMemberInputSchema, type TeamMemberInput } from "@shared/schemas";
import { splitNameDeg } from "@shared/team";
import type { TeamMember } from "../api";

const EMPTY: TeamMemberInput = { img: "", name: "", role: "" };

export function TeamMemberForm({
  member,
  onSave,
  onCancel,
  onDirtyChange,
}: {
  member: TeamMember | null;
  onSave: (values: TeamMemberInput) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const title = member ? "Edit team member" : "Add a team member";
  const form = useZodForm(
    teamMemberInputSchema,
    member ? { img: member.img, ...splitNameDeg(member.nameDeg) } : EMPTY,
  );
  const uploads = useUploads();

  const { setFocus } = form;
  useEffect(() => onDirtyChange(form.formState.isDirty), [form.formState.isDirty, onDirtyChange]);
  // The form opens above the list: bring it (and its first field) to the user.
  useEffect(() => setFocus("name"), [setFocus]);

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate aria-label={title}>
      <Stack gap="4">
        <Heading as="h2" size="lg" color="brand.900">
          {title}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack gap="4">
            <InputField label="Name" autoComplete="off" {...form.field("name")} />
            <InputField
              label="Role"
              helper="Shown under the name."
              autoComplete="off"
              {...form.field("role")}
            />
          </Stack>
          <Stack gap="4">
            <ImagePicker
              label="Picture"
              previewAlt="Preview of the chosen picture"
              sharpWidth={640}
              {...useImageField(form, "img", uploads)}
            />
          </Stack>
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            disabled={uploads.uploading}
          >
            {member ? "Save changes" : "Add member"}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
