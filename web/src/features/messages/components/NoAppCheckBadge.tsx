import { Badge } from "@chakra-ui/react";
import type { Message } from "../api";

/**
 * The mark of a message whose sender did not pass App Check: sent by the form without scripts,
 * while App Check was not enforced, or before the inbox recorded it. Such a message may come from
 * a script rather than the site's own app. Nothing for a message that passed.
 */
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
