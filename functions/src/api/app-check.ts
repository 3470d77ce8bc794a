/**
 * App Check for the REST API. With enforcement on, every request except the health check must
 * carry a valid App Check token in `X-Firebase-AppCheck` (CORS preflights are answered before
 * this runs); anything else gets a problem+json 401 and reaches no route.
 */
import type { NextFunction, Request, Response } from "express";
import type { AppCheckVerifier } from "../lib/app-check";
import { Problem } from "./problem";

const HEALTH = /^(\/api)?\/health\/?$/;

export function requireAppCheck(verify: AppCheckVerifier) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (req.method === "GET" && HEALTH.test(req.path)) {
      next();
      return;
    }
    const token = req.get("x-firebase-appcheck");
    if (!token) {
      throw new Problem(401, "Send an App Check token in the X-Firebase-AppCheck header");
    }
    try {
      await verify(token);
    } catch {
      throw new Problem(401, "The App Check token is not valid");
    }
    next();
  };
}
