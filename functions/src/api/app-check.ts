/**
 * App Check for the REST API: when enforced, every request but the health check needs a valid
 * token in `X-Firebase-AppCheck`. POST /messages (the one write anyone may make, which mails the
 * agency) takes single-use tokens, consumed as they are verified, so a token captured from one
 * message cannot send another. A verified request is marked (appCheckVerified) for the inbox.
 */
import type { NextFunction, Request, Response } from "express";
import type { AppCheckVerifier } from "../lib/app-check";
import { Problem } from "./problem";

const HEALTH = /^(\/api)?\/health\/?$/;
const SINGLE_USE = /^(\/api)?\/messages\/?$/;

/** The response's local that marks a verified token. */
const VERIFIED = "appCheckVerified";

/** Whether this request's App Check token was verified (false when App Check is not enforced). */
export function appCheckVerified(res: Pick<Response, "locals">): boolean {
  const verified: unknown = res.locals[VERIFIED];
  return verified === true;
}

export function takesSingleUseToken(req: Pick<Request, "method" | "path">): boolean {
  return req.method === "POST" && SINGLE_USE.test(req.path);
}

export function requireAppCheck(verify: AppCheckVerifier) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method === "GET" && HEALTH.test(req.path)) {
      next();
      return;
    }
    const token = req.get("x-firebase-appcheck");
    if (!token) {
      throw new Problem(401, "Send an App Check token in the X-Firebase-AppCheck header");
    }
    const consume = takesSingleUseToken(req);
    let alreadyConsumed: boolean;
    try {
      ({ alreadyConsumed } = await verify(token, { consume }));
    } catch {
      throw new Problem(401, "The App Check token is not valid");
    }
    if (consume && alreadyConsumed) {
      throw new Problem(401, "The App Check token has been used already; send a new one");
    }
    res.locals[VERIFIED] = true;
    next();
  };
}
