/**
 * App Check for the REST API. With enforcement on, every request except the health check must
 * carry a valid App Check token in `X-Firebase-AppCheck` (CORS preflights are answered before
 * this runs); anything else gets a problem+json 401 and reaches no route.
 *
 * The contact form's POST /messages (the one write anyone may make, and the one that mails the
 * agency) takes single-use tokens: its token is consumed at the App Check service as it is
 * verified (replay protection), so a token captured from one message cannot send another. The
 * web app sends it a limited-use token (getLimitedUseToken); the other routes keep taking the
 * app's session token, which is valid until it expires.
 *
 * A request whose token verified is marked (appCheckVerified): POST /messages stores the mark
 * with the message, for the inbox. Without enforcement nothing is verified, and nothing marked.
 */
import type { NextFunction, Request, Response } from "express";
import type { AppCheckVerifier } from "../lib/app-check";
import { Problem } from "./problem";

const HEALTH = /^(\/api)?\/health\/?$/;
const SINGLE_USE = /^(\/api)?\/messages\/?$/;

/** Where the mark of a verified token is kept for the routes (the response's locals). */
const VERIFIED = "appCheckVerified";

/** Whether this request's App Check token was verified (false when App Check is not enforced). */
export function appCheckVerified(res: Pick<Response, "locals">): boolean {
  const verified: unknown = res.locals[VERIFIED];
  return verified === true;
}

/** Whether the request's token is consumed as it is verified. */
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
