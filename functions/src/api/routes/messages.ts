/**
 * Contact messages (the landing's "Get In Touch" form): anyone sends one, at most
 * RATE_LIMITS.messagesPerHourPerClient an hour from one client address (429 with Retry-After
 * beyond it), the address the platform saw (client-address.ts), not one the caller names. The
 * rules let no client write `messages`: this is the only way in. With App Check enforced
 * (app-check.ts), only the site's own app gets here, with a token good for one message; each
 * message records whether its sender passed App Check (`appCheckVerified`, shown in the inbox).
 */
import { Router } from "express";
import { FieldValue } from "firebase-admin/firestore";
import { withDeadline } from "../../lib/deadline";
import { db } from "../../lib/firebase";
import { COLLECTIONS } from "../../shared/registry";
import { messageInputSchema } from "../../shared/schemas";
import { appCheckVerified } from "../app-check";
import { parseBody } from "../http";
import { readClientCounter, writeClientCounter } from "../rate-limit";

export const messages = Router();

messages.post("/messages", async (req, res) => {
  const input = parseBody(messageInputSchema, req);
  const ref = db().collection(COLLECTIONS.messages).doc();
  await withDeadline((signal) =>
    db().runTransaction(async (tx) => {
      const counting = await readClientCounter(tx, req);
      signal.throwIfAborted();
      tx.create(ref, {
        ...input,
        read: false,
        appCheckVerified: appCheckVerified(res),
        createdAt: FieldValue.serverTimestamp(),
      });
      writeClientCounter(tx, counting, ref.id);
    }),
  );
  res.status(201).json({ acknowledged: true, insertedId: ref.id });
});
