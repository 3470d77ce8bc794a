/**
 * CORS for the site's own origins only: the project's Hosting domains, SITE_ORIGIN, CORS_ORIGINS
 * (comma-separated), and the local servers on the emulators only (a page on someone's machine is
 * not the site). The functions are deployed with `cors: false`: this is the only CORS layer.
 */
import type { NextFunction, Request, Response } from "express";
import { onEmulators, parseOrigin, type Env } from "../shared/origin";

export function allowedOrigins(env: Env = process.env): Set<string> {
  const origins = new Set<string>();
  if (onEmulators(env)) {
    for (const host of ["127.0.0.1", "localhost"]) {
      for (const port of [5000, 5173, 4173]) origins.add(`http://${host}:${port}`);
    }
  }
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if (project) {
    origins.add(`https://${project}.web.app`);
    origins.add(`https://${project}.firebaseapp.com`);
  }
  const site = parseOrigin(env.SITE_ORIGIN?.trim() ?? "");
  if (site) origins.add(site);
  for (const origin of (env.CORS_ORIGINS ?? "").split(",")) {
    if (origin.trim()) origins.add(origin.trim());
  }
  return origins;
}

export function cors(origins: Set<string> = allowedOrigins()) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get("origin");
    res.vary("Origin");
    if (origin && origins.has(origin)) {
      res.set("Access-Control-Allow-Origin", origin);
      res.set("Access-Control-Expose-Headers", "Location, Link, Retry-After");
    }
    if (req.method === "OPTIONS") {
      if (origin && origins.has(origin)) {
        res.set("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
        res.set(
          "Access-Control-Allow-Headers",
          "Authorization, Content-Type, Idempotency-Key, X-Firebase-AppCheck",
        );
        res.set("Access-Control-Max-Age", "3600");
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
