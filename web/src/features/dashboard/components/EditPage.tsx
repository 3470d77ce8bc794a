import { Fragment, useState, type ReactNode } from "react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { PagePanel, type PanelHeading } from "./PagePanel";

/** The editor starts from the document as first read, so later changes do not overwrite edits. */
export function EditPage<T extends { id: string }>({
  id,
  status,
  current,
  noun,
  back,
  children,
  ...heading
}: PanelHeading & {
  id: string;
  status: "loading" | "success";
  current: T | null;
  noun: string;
  back: { to: string; page: string };
  children: (first: T) => ReactNode;
}) {
  const [first, setFirst] = useState<T | null>(null);
  if (current && first?.id !== current.id) setFirst(current);
  return (
    <PagePanel {...heading}>
      {first && first.id === id ? (
        <Fragment key={first.id}>{children(first)}</Fragment>
      ) : status === "loading" ? (
        <PageSpinner label={`Loading the ${noun}`} />
      ) : (
        <Stack gap="3">
          <Text>This {noun} does not exist. It may have been deleted.</Text>
          <Link asChild color="brand.700">
            <RouterLink to={back.to}>Back to {back.page}</RouterLink>
          </Link>
        </Stack>
      )}
    </PagePanel>
  );
}

export function SaveNote({ uploading, dirty }: { uploading: boolean; dirty: boolean }) {
  const note = uploading
    ? "Saving waits for the picture to finish uploading."
    : dirty
      ? "You have unsaved changes."
      : null;
  return note ? <Text color="gray.600">{note}</Text> : null;
}
