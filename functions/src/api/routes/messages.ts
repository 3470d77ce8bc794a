/**
 * Contact messages: the rules let no client write `messages`, so this is the only way in, at most
 * RATE_LIMITS.messagesPerHourPerClient an hour from one client address (client-address.ts).
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
