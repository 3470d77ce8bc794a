/**
 * firebase-functions decodes a callable's `data` before its handler runs, and answers 500 INTERNAL
 * for a "@type" other than its 64-bit integer wrappers (or without a number), and for data nested
 * deeper than its recursive decoder's stack. Those are the client's mistakes: this guard answers
 * them 400 INVALID_ARGUMENT, in the protocol's error shape, before the SDK sees them.
 */
import type { Response } from "express";
import type { Request } from "firebase-functions/v2/https";

const LONG_TYPES = new Set([
  "type.googleapis.com/google.protobuf.Int64Value",
  "type.googleapis.com/google.protobuf.UInt64Value",
]);

/** Far deeper than any callable's data needs, far shallower than the decoder's stack allows. */
export const MAX_DATA_DEPTH = 64;

/** True when the callable protocol can decode `data` (same "@type" rules as the SDK's decode). */
export function isDecodable(data: unknown): boolean {
  const stack: [unknown, number][] = [[data, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, depth] = item;
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DATA_DEPTH) return false;
    const record = value as Record<string, unknown>;
    if (record["@type"]) {
      const type = record["@type"];
      if (typeof type !== "string" || !LONG_TYPES.has(type)) return false;
      if (Number.isNaN(parseFloat(String(record.value)))) return false;
      continue;
    }
    for (const child of Object.values(record)) stack.push([child, depth + 1]);
  }
  return true;
}

type Handler = (req: Request, res: Response) => void | Promise<void>;

/**
 * Wraps an `onCall` function. The wrapper carries the callable's own properties (its manifest
 * entry, `run`), so it deploys and emulates as the same function.
 */
export function refuseUndecodableData<F extends Handler>(callable: F): F {
  const guarded: Handler = (req, res) => {
    const body: unknown = req.body;
    if (req.method === "POST" && body !== null && typeof body === "object" && "data" in body) {
      if (!isDecodable(body.data)) {
        res.status(400).json({
          error: { status: "INVALID_ARGUMENT", message: "The request data cannot be decoded" },
        });
        return;
      }
    }
    return callable(req, res);
  };
  Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(callable));
  return guarded as F;
}
