/**
 * Contact messages (the landing's "Get In Touch" form): anyone sends one, at most
 * RATE_LIMITS.messagesPerHourPerClient an hour from one client address (429 with Retry-After
 * beyond it), the address the platform saw (client-address.ts), not one the caller names. The
 * rules let no client write `messages`: this is the only way in. With App Check enforced
 * (app-check.ts), only the site's own app gets here, with a token good for one message; each
 * message records whether its sender passed App Check (`appCheckVerified`, shown in the inbox).
 */
import { Router } from "express";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { storeMessage } from "../../server/messages";
import { limitMessage, retryAfterSeconds } from "../../shared/limits";
import { messageInputSchema } from "../../shared/schemas";
import { appCheckVerified } from "../app-check";
import { parseBody } from "../http";
import { Problem } from "../problem";
import { clientAddress } from "../rate-limit";

export const messages = Router();

messages.post("/messages", async (req, res) => {
  const message = parseBody(messageInputSchema, req);
  const address = clientAddress(req);
  const verified = appCheckVerified(res);
  const result = await withDeadline((signal) =>
    storeMessage(db(), { message, address, appCheckVerified: verified, signal }),
  );
  if ("refused" in result) {
    const { count, retryAfterMs } = result.refused;
    throw new Problem(429, limitMessage("messages", count), undefined, {
      "Retry-After": String(retryAfterSeconds(retryAfterMs)),
    });
  }
  if ("replayed" in result) throw new Error("A message without a form token cannot be replayed");
  res.status(201).json({ acknowledged: true, insertedId: result.stored });
});
