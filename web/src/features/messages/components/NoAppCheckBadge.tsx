import { Badge } from "@chakra-ui/react";
import type { Message } from "../api";

/** A message whose sender did not pass App Check may come from a script, not the site's app. */
const WORDS = "Sent without the site's check: may be automated";

export function NoAppCheckBadge({ message }: { message: Pick<Message, "appCheckVerified"> }) {
  if (message.appCheckVerified) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="outline"
      // A sentence, not a tag: it wraps in a narrow card instead of running past it.
      whiteSpace="normal"
      height="auto"
      py="0.5"
      role="note"
      aria-label={WORDS}
      title="Sent without the check the site's own form passes (App Check): by a script, or while the check was not enforced"
    >
      {WORDS}
    </Badge>
  );
}
