/**
 * Errors as RFC 9457 problem details (application/problem+json). Route handlers throw a Problem;
 * the app's error handler turns it, and anything unexpected, into a response.
 */
import type { NextFunction, Request, Response } from "express";
import { logger } from "firebase-functions/logger";
import type { z } from "zod";
import { fieldErrors } from "../shared/schemas";

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface FieldError {
  path: string;
  message: string;
}

export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "Problem";
  }

  static invalid(error: z.ZodError, detail = "The request body is not valid"): Problem {
    return new Problem(400, detail, fieldErrors(error));
  }
}

export function sendProblem(res: Response, problem: Problem): void {
  const body: Record<string, unknown> = {
    type: "about:blank",
    title: TITLES[problem.status] ?? "Error",
    status: problem.status,
    detail: problem.detail,
  };
  if (problem.errors) body.errors = problem.errors;
  res.status(problem.status).set(problem.headers).type("application/problem+json");
  res.send(JSON.stringify(body));
}

/** Firestore/gRPC codes meaning the database cannot be reached right now. */
const UNAVAILABLE = new Set([4, 14, "unavailable", "deadline-exceeded"]);

/** The Express error handler of the apps: a Problem as it is, anything else as 500 or 503. */
export function errorHandler(
  error: unknown,
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof Problem) {
    sendProblem(res, error);
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status === 413 || status === 400) {
    // body-parser errors, should a body reach Express unparsed.
    sendProblem(
      res,
      new Problem(
        status,
        status === 413 ? "The request body is too large" : "The request body is not valid JSON",
      ),
    );
    return;
  }
  const code = (error as { code?: number | string }).code;
  if (code !== undefined && UNAVAILABLE.has(code)) {
    logger.warn("Database unavailable", error);
    sendProblem(
      res,
      new Problem(503, "The database is unavailable; try again shortly", undefined, {
        "Retry-After": "5",
      }),
    );
    return;
  }
  logger.error("Unhandled API error", error);
  sendProblem(res, new Problem(500, "Something went wrong on our side"));
}
