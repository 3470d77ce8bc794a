/** How much a data set weighs: text as served (and gzipped), a document as Firestore counts it. */
import { gzipSync } from "node:zlib";
import { DocumentReference, GeoPoint, Timestamp } from "firebase-admin/firestore";

export interface Weight {
  bytes: number;
  gzipBytes: number;
}

/** The size of a text as UTF-8, and gzipped (default level, as Hosting's CDN compresses). */
export function weigh(text: string): Weight {
  const bytes = Buffer.from(text, "utf8");
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

/** GETs `url` and weighs its body; throws unless it answers 200. */
export async function fetchWeighed(url: string): Promise<{ text: string; weight: Weight }> {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return { text, weight: weigh(text) };
}

export const kb = (bytes: number): number => bytes / 1024;

/** A string's size in Firestore: its UTF-8 bytes plus one. */
const stringSize = (value: string): number => Buffer.byteLength(value, "utf8") + 1;

/**
 * A document name's size in Firestore: each collection and document id as a string, plus 16.
 * "users/jeff/tasks/my_task_id" is 6 + 5 + 6 + 11 + 16 = 44 bytes.
 */
export function documentNameSize(path: string): number {
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw new Error(`"${path}" is not a document path (collection/id[/collection/id...])`);
  }
  return segments.reduce((sum, segment) => sum + stringSize(segment), 16);
}

/** A field value's size in Firestore (https://firebase.google.com/docs/firestore/storage-size). */
export function valueSize(value: unknown): number {
  if (value === null || typeof value === "boolean") return 1;
  if (typeof value === "number" || typeof value === "bigint") return 8;
  if (typeof value === "string") return stringSize(value);
  if (value instanceof Timestamp || value instanceof Date) return 8;
  if (value instanceof GeoPoint) return 16;
  if (value instanceof DocumentReference) return documentNameSize(value.path);
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) {
    return value.reduce((sum: number, item: unknown) => sum + valueSize(item), 0);
  }
  if (typeof value === "object") {
    return Object.entries(value).reduce(
      (sum, [key, item]) => sum + stringSize(key) + valueSize(item),
      0,
    );
  }
  throw new Error(`A ${typeof value} cannot be stored in Firestore`);
}

/** A document's storage size as Firestore computes it: its name, its fields, and 32 bytes. */
export function firestoreDocumentSize(path: string, data: Record<string, unknown>): number {
  return documentNameSize(path) + valueSize(data) + 32;
}

/**
 * Run-by-run ratios of two series measured in turns (run i of `a` over run i of `b`), so that a
 * busy moment of the machine weighs on both sides of one ratio; NaN where either run has no value.
 */
export function pairedRatios(a: readonly number[], b: readonly number[]): number[] {
  return a.map((value, i) => {
    const other = b[i];
    if (other === undefined || !Number.isFinite(value) || !Number.isFinite(other) || other === 0) {
      return Number.NaN;
    }
    return value / other;
  });
}
