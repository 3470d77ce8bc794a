import { Fragment, useState, type ReactNode } from "react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { PagePanel } from "./PagePanel";

/**
 * The one shape of the edit pages (Edit Service, Edit article): the editor on the document as
 * first read, so that later changes (here or by others) do not overwrite the user's edits; a
 * spinner while it loads; and when there is no such document, a way back to its list.
 */
export function EditPage<T extends { id: string }>({
  title,
  intro,
  actions,
  id,
  status,
  current,
  noun,
  back,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  id: string;
  status: "loading" | "success";
  /** The document as it is now (live); null while loading and when there is none. */
  current: T | null;
  /** What the page edits, in the spinner and the not-found text: "service". */
  noun: string;
  /** The list to go back to: its link and the name of its page. */
  back: { to: string; page: string };
  children: (first: T) => ReactNode;
}) {
  const [first, setFirst] = useState<T | null>(null);
  if (current && first?.id !== current.id) setFirst(current);
  return (
    <PagePanel title={title} intro={intro} actions={actions}>
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

/** Under an editor's save button: why saving waits, or that there are unsaved changes. */
export function SaveNote({ uploading, dirty }: { uploading: boolean; dirty: boolean }) {
  const note = uploading
    ? "Saving waits for the picture to finish uploading."
    : dirty
      ? "You have unsaved changes."
      : null;
  return note ? <Text color="gray.600">{note}</Text> : null;
}
