import { useEffect, useState } from "react";
import { Button, Heading, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { ImageFileField } from "@/components/ui/ImageFileField";
import { compressImage } from "@/lib/image";
import { teamMemberInputSchema, type TeamMemberInput } from "@shared/schemas";
import { splitNameDeg } from "@shared/team";
import type { TeamMember } from "../api";

const EMPTY: TeamMemberInput = { img: "", name: "", role: "" };

/** Team photos show at most 400 px wide on the landing; twice that is sharp on any screen. */
const PHOTO_WIDTH = 800;

/**
 * Adds a team member (`member` null) or edits one: a picture chosen as a file (previewed, made
 * small enough for a document), a name and a role, checked with the shared schema. Reports
 * whether it holds unsaved changes, so the page can ask before they are dropped.
 */
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
  const [preparing, setPreparing] = useState(false);
  const title = member ? "Edit team member" : "Add a team member";
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TeamMemberInput>({
    resolver: zodResolver(teamMemberInputSchema),
    defaultValues: member ? { img: member.img, ...splitNameDeg(member.nameDeg) } : EMPTY,
    reValidateMode: "onChange",
  });
  const img = useWatch({ control, name: "img" });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // The form opens above the list: bring it (and its first field) to the user.
  useEffect(() => setFocus("name"), [setFocus]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPreparing(true);
    try {
      const picture = await compressImage(file, { maxWidth: PHOTO_WIDTH });
      setValue("img", picture, { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      setError("img", {
        message: error instanceof Error ? error.message : "This image cannot be used.",
      });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)} noValidate aria-label={title}>
      <Stack gap="4">
        <Heading as="h2" size="lg" color="brand.900">
          {title}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack gap="4">
            <FormField label="Name" error={errors.name?.message}>
              <Input autoComplete="off" {...register("name")} />
            </FormField>
            <FormField label="Role" error={errors.role?.message} helper="Shown under the name.">
              <Input autoComplete="off" {...register("role")} />
            </FormField>
          </Stack>
          <Stack gap="4">
            <ImageFileField
              label="Picture"
              image={img}
              error={errors.img?.message}
              preparing={preparing}
              previewAlt="Preview of the chosen picture"
              onFile={(file) => void onFile(file)}
            />
          </Stack>
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={isSubmitting || preparing}>
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
