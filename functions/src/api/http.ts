/** Small helpers shared by the route modules: parsing input and shaping output. */
import type { Request } from "express";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import type { z } from "zod";
import { isDocumentId } from "../shared/schemas";
import { Problem } from "./problem";

/** Parses the JSON body with a shared schema; a 400 Problem with field paths otherwise. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.body);
  if (!result.success) throw Problem.invalid(result.error);
  return result.data;
}

/** A document id from the path: letters, digits, `_` and `-`, not `__...__` (400 otherwise). */
export function docId(req: Request, name = "id"): string {
  const value = req.params[name];
  if (typeof value !== "string" || value.length > 128 || !isDocumentId(value)) {
    throw new Problem(400, "The id in the path is not valid", [
      {
        path: `params.${name}`,
        message: "Use letters, digits, '_' or '-' (at most 128), not __reserved__ ids",
      },
    ]);
  }
  return value;
}

function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/**
 * A document in the old backend's shape: its id as `_id`, timestamps as ISO strings, and the
 * `id` of nested blocks (services' des1) as `_id` too.
 */
export function toJson(snapshot: DocumentSnapshot): Record<string, unknown> {
  const data = (plain(snapshot.data() ?? {}) ?? {}) as Record<string, unknown>;
  if (Array.isArray(data.des1)) {
    data.des1 = (data.des1 as Record<string, unknown>[]).map(({ id, ...block }) => ({
      _id: id,
      ...block,
    }));
  }
  return { _id: snapshot.id, ...data };
}
