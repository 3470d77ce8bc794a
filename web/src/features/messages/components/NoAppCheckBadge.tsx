import { Badge } from "@chakra-ui/react";
import type { Message } from "../api";

/** A message whose sender did not pass App Check may come from a script, not the site's app. */
export function NoAppCheckBadge({ message }: { message: Pick<Message, "appCheckVerified"> }) {
  if (message.appCheckVerified) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="outline"
      role="note"
      aria-label="No App Check: the sender did not pass App Check"
      title="The sender did not pass App Check: sent without the site's scripts, or while App Check was not enforced"
    >
      No App Check
    </Badge>
  );
}
