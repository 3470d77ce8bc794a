/** Small helpers shared by the route modules: parsing input and shaping output. */
import type { Request, Response } from "express";
import {
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Query,
} from "firebase-admin/firestore";
import type { z } from "zod";
import { withDeadline } from "../lib/deadline";
import { REST_LIST_LIMIT } from "../shared/limits";
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
  const data = Object.fromEntries(
    Object.entries(snapshot.data() ?? {}).map(([key, value]) => [key, plain(value)]),
  );
  if (Array.isArray(data.des1)) {
    data.des1 = data.des1.map((block: unknown) => {
      if (typeof block !== "object" || block === null) return block;
      const { id, ...rest }: Record<string, unknown> = Object.fromEntries(Object.entries(block));
      return { _id: id, ...rest };
    });
  }
  return { _id: snapshot.id, ...data };
}

/** `?limit=` (1 to REST_LIST_LIMIT, default REST_LIST_LIMIT) and `?after=` (an item's `_id`). */
function pageParams(req: Request): { limit: number; after: string | null } {
  const { limit, after } = req.query;
  let size = REST_LIST_LIMIT;
  if (limit !== undefined) {
    size = typeof limit === "string" && /^\d{1,3}$/.test(limit) ? Number(limit) : 0;
    if (size < 1 || size > REST_LIST_LIMIT) {
      throw new Problem(400, "The limit is not valid", [
        { path: "query.limit", message: `Use a whole number from 1 to ${REST_LIST_LIMIT}` },
      ]);
    }
  }
  if (after === undefined) return { limit: size, after: null };
  if (typeof after !== "string" || after.length > 128 || !isDocumentId(after)) {
    throw new Problem(400, "The after cursor is not valid", [
      { path: "query.after", message: "Use the _id of the last item of the previous page" },
    ]);
  }
  return { limit: size, after };
}

/**
 * Answers one page of `query` (which carries its order) as the old API's JSON array: at most
 * `?limit=` items (REST_LIST_LIMIT by default and at most), after the item `?after=` names. When
 * there is more, a `Link: <?after=<last _id>&limit=<n>>; rel="next"` header says how to get it
 * (relative to the request's URL). The cursor must be an item this caller may see in this list
 * (`visible`), else 400. Each item is `shape`d (toJson unless a list answers fewer fields).
 */
export async function sendPage(
  req: Request,
  res: Response,
  query: Query,
  collection: CollectionReference,
  {
    visible = () => true,
    shape = toJson,
  }: {
    visible?: (snapshot: DocumentSnapshot) => boolean;
    shape?: (snapshot: DocumentSnapshot) => Record<string, unknown>;
  } = {},
): Promise<void> {
  const { limit, after } = pageParams(req);
  let page = query;
  if (after) {
    const cursor = await withDeadline(collection.doc(after).get());
    if (!cursor.exists || !visible(cursor)) {
      throw new Problem(400, "The after cursor names no item of this list", [
        { path: "query.after", message: "Use the _id of the last item of the previous page" },
      ]);
    }
    page = page.startAfter(cursor);
  }
  const snapshot = await withDeadline(page.limit(limit + 1).get());
  const items = snapshot.docs.slice(0, limit);
  const last = items.at(-1);
  if (snapshot.docs.length > limit && last) {
    res.set("Link", `<?after=${encodeURIComponent(last.id)}&limit=${limit}>; rel="next"`);
  }
  res.json(items.map(shape));
}
