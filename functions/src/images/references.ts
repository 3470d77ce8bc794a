/**
 * Where documents name pictures: the one list the migration (migrate.ts) and the sweep (sweep.ts)
 * read. A picture named anywhere else would be missed by both: the migration would leave its data
 * URL inline, and the sweep would find it unreferenced and delete it a grace period later. So a new
 * picture field goes here first.
 *
 * A field either holds a picture itself (`services.img`), or is an array of maps whose `item` key
 * holds one (`services.des1[].img1`, the detail blocks). Firestore can project top-level fields
 * (`select`), not keys inside an array's maps, so readers select `field` and look inside.
 *
 * This module reads plain document data; it has no Firestore dependency, so it is tested alone.
 */
import { parseMediaRef } from "../shared/images";
import { COLLECTIONS } from "../shared/registry";

/** A document field that holds a picture, or an array of maps whose `item` key does. */
export interface PictureField {
  field: string;
  item?: string;
}

/** A collection whose documents name pictures, and the fields that do. */
export interface PictureSource {
  collection: string;
  fields: readonly PictureField[];
}

export const PICTURE_SOURCES: readonly PictureSource[] = [
  { collection: COLLECTIONS.services, fields: [{ field: "img" }, { field: "des1", item: "img1" }] },
  { collection: COLLECTIONS.team, fields: [{ field: "img" }] },
  { collection: COLLECTIONS.reviews, fields: [{ field: "image" }] },
  { collection: COLLECTIONS.users, fields: [{ field: "photoURL" }] },
];

/** The top-level fields to select when reading a source's pictures. */
export function selectedFields(source: PictureSource): string[] {
  return source.fields.map(({ field }) => field);
}

/** One picture value in a document: where it is (`img`, `des1[2].img1`) and what it holds. */
export interface PictureValue {
  path: string;
  value: string;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every non-empty string a document of `source` holds in a picture field, whatever it is (a
 * `/media/` reference, a data URL, a site path, a Google photo URL). Anything that is not a
 * string (a field missing, a block that is not a map) is skipped: documents written before the
 * schema, or by hand, are read as they are, never rejected.
 */
export function picturesIn(source: PictureSource, data: Record<string, unknown>): PictureValue[] {
  const found: PictureValue[] = [];
  for (const { field, item } of source.fields) {
    const value = data[field];
    if (item === undefined) {
      if (typeof value === "string" && value !== "") found.push({ path: field, value });
      continue;
    }
    if (!Array.isArray(value)) continue;
    value.forEach((entry: unknown, index) => {
      const picture = isMap(entry) ? entry[item] : undefined;
      if (typeof picture === "string" && picture !== "") {
        found.push({ path: `${field}[${index}].${item}`, value: picture });
      }
    });
  }
  return found;
}

/** The hashes (the `images` documents' ids) of the stored pictures a document names. */
export function referencedHashes(source: PictureSource, data: Record<string, unknown>): string[] {
  return picturesIn(source, data).flatMap(({ value }) => {
    const ref = parseMediaRef(value);
    return ref ? [ref.hash] : [];
  });
}

/**
 * True for a data URL (`data:...`): a picture inline in the document, which the migration moves
 * into a stored picture. Whether its bytes are a usable picture is for the image library to say.
 */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

/**
 * The update that puts `replace(value)` in place of each picture value for which it answers a
 * string, as top-level fields (an array of blocks is rewritten whole, its other keys kept), or
 * null when nothing changes.
 */
export function replacePictures(
  source: PictureSource,
  data: Record<string, unknown>,
  replace: (value: string) => string | undefined,
): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  for (const { field, item } of source.fields) {
    const value = data[field];
    if (item === undefined) {
      const next = typeof value === "string" ? replace(value) : undefined;
      if (next !== undefined && next !== value) update[field] = next;
      continue;
    }
    if (!Array.isArray(value)) continue;
    const list: readonly unknown[] = value;
    let changed = false;
    const entries: unknown[] = [];
    for (const entry of list) {
      const picture = isMap(entry) ? entry[item] : undefined;
      const next = typeof picture === "string" ? replace(picture) : undefined;
      if (isMap(entry) && next !== undefined && next !== picture) {
        entries.push({ ...entry, [item]: next });
        changed = true;
      } else {
        entries.push(entry);
      }
    }
    if (changed) update[field] = entries;
  }
  return Object.keys(update).length > 0 ? update : null;
}
