/**
 * Where documents name pictures: the one list the migration (migrate.ts) and the sweep (sweep.ts)
 * read, PICTURE_SOURCES. It is not kept by hand: each collection of the registry names the
 * payload schemas its documents store (registry.ts, `stores`), and the fields of those schemas
 * tagged as naming pictures (shared/picture-tags.ts) are the list. Every image field is made by
 * imageInput (schemas.ts), which tags it `picture`; an article's body is tagged `markdown`. So a
 * picture field added to a stored payload is read by both with nothing else to change; a payload
 * with picture fields that no collection stores fails references.test.ts until it is paired.
 *
 * A field either holds a picture itself (`services.img`), or is an array of maps whose `item` key
 * holds one (`services.des1[].img1`, the detail blocks). Firestore can project top-level fields
 * (`select`), not keys inside an array's maps, so readers select `field` and look inside. A tagged
 * field anywhere else (a map in a map) is refused when this module loads: no reader would see it.
 *
 * A `markdown` field (`articles.body`) names stored pictures inside its text (`![alt](/media/...)`):
 * the sweep counts them as references; the migration leaves it alone (Markdown never held a data
 * URL: a body's pictures were uploads from the start).
 *
 * This module reads plain document data; it has no Firestore dependency, so it is tested alone.
 */
import { mediaRefsInText, parseMediaRef, type MediaRef } from "../shared/images";
import {
  AGAIN,
  EACH_ELEMENT,
  EACH_VALUE,
  formatPath,
  taggedFields,
  type PictureTag,
  type TaggedField,
} from "../shared/picture-tags";
import { registry } from "../shared/registry";
import type { z } from "../shared/zod";

/**
 * A document field that holds a picture (or Markdown naming pictures, as `holds` says), or an
 * array of maps whose `item` key does.
 */
export interface PictureField {
  field: string;
  item?: string;
  holds: PictureTag;
}

/** A collection whose documents name pictures, and the fields that do. */
export interface PictureSource {
  collection: string;
  fields: readonly PictureField[];
}

const isKey = (step: string | undefined): step is string =>
  step !== undefined && step !== EACH_ELEMENT && step !== EACH_VALUE && step !== AGAIN;

/** The field a tagged field of `collection`'s payload is stored as; throws for one none can read. */
function pictureField(collection: string, { path, holds }: TaggedField): PictureField {
  const [field, each, item, ...rest] = path;
  if (isKey(field) && each === undefined) return { field, holds };
  if (isKey(field) && each === EACH_ELEMENT && isKey(item) && rest.length === 0) {
    return { field, item, holds };
  }
  throw new Error(
    `${collection}.${formatPath(path)} is tagged as holding a ${holds}, but the picture sweep reads ` +
      "a top-level field or a key of a top-level array's maps only: its pictures would be deleted",
  );
}

/**
 * The fields naming pictures of a collection whose documents store `payloads`: each tagged field
 * of each payload, once; null when there is none.
 */
export function pictureSource(
  collection: string,
  payloads: readonly z.core.$ZodType[],
): PictureSource | null {
  const fields = new Map<string, PictureField>();
  for (const payload of payloads) {
    for (const tagged of taggedFields(payload)) {
      const found = pictureField(collection, tagged);
      fields.set(`${found.holds} ${found.field}[].${found.item ?? ""}`, found);
    }
  }
  return fields.size > 0 ? { collection, fields: [...fields.values()] } : null;
}

/** Every collection that names pictures, from the registry's collections and their payloads. */
export const PICTURE_SOURCES: readonly PictureSource[] = Object.values(registry).flatMap(
  ({ name, stores }) => pictureSource(name, stores) ?? [],
);

/**
 * PICTURE_SOURCES with their picture fields only, not their Markdown: what the migration reads
 * and rewrites (a data URL is a whole field's value; a body is never rewritten, nor read).
 */
export const MIGRATED_SOURCES: readonly PictureSource[] = PICTURE_SOURCES.flatMap((source) => {
  const fields = source.fields.filter(({ holds }) => holds === "picture");
  return fields.length > 0 ? [{ ...source, fields }] : [];
});

/** The top-level fields to select when reading a source's pictures. */
export function selectedFields(source: PictureSource): string[] {
  return [...new Set(source.fields.map(({ field }) => field))];
}

/** Whether a source has a Markdown field (long text: its documents are read fewer at a time). */
export function holdsMarkdown(source: PictureSource): boolean {
  return source.fields.some(({ holds }) => holds === "markdown");
}

/** One value of a document's field: where it is (`img`, `des1[2].img1`) and what it holds. */
export interface PictureValue {
  path: string;
  value: string;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every non-empty string a document of `source` holds in its fields that hold `holds`. */
function valuesIn(
  source: PictureSource,
  data: Record<string, unknown>,
  holds: PictureTag,
): PictureValue[] {
  const found: PictureValue[] = [];
  for (const { field, item } of source.fields.filter((entry) => entry.holds === holds)) {
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

/**
 * Every non-empty string a document of `source` holds in a picture field (not in Markdown),
 * whatever it is (a `/media/` reference, a data URL, a site path, a Google photo URL). Anything
 * that is not a string (a field missing, a block that is not a map) is skipped: documents written
 * before the schema, or by hand, are read as they are, never rejected.
 */
export function picturesIn(source: PictureSource, data: Record<string, unknown>): PictureValue[] {
  return valuesIn(source, data, "picture");
}

/** A stored picture a document names, and where: a picture field, or a Markdown text. */
export interface MediaReference {
  path: string;
  ref: MediaRef;
}

/**
 * Every stored picture a document of `source` names (each time it does): a picture field's
 * `/media/` reference, and each one a Markdown field's text holds (mediaRefsInText).
 */
export function mediaReferencesIn(
  source: PictureSource,
  data: Record<string, unknown>,
): MediaReference[] {
  const inFields = picturesIn(source, data).flatMap(({ path, value }) => {
    const ref = parseMediaRef(value);
    return ref ? [{ path, ref }] : [];
  });
  const inText = valuesIn(source, data, "markdown").flatMap(({ path, value }) =>
    mediaRefsInText(value).map((ref) => ({ path, ref })),
  );
  return [...inFields, ...inText];
}

/** The hashes (the `images` documents' ids) of the stored pictures a document names. */
export function referencedHashes(source: PictureSource, data: Record<string, unknown>): string[] {
  return mediaReferencesIn(source, data).map(({ ref }) => ref.hash);
}

/**
 * True for a data URL (`data:...`): a picture inline in the document, which the migration moves
 * into a stored picture. Whether its bytes are a usable picture is for the image library to say.
 */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

/**
 * The update that puts `replace(value)` in place of each picture field's value (never Markdown)
 * for which it answers a string, as top-level fields (an array of blocks is rewritten whole, its
 * other keys kept), or null when nothing changes.
 */
export function replacePictures(
  source: PictureSource,
  data: Record<string, unknown>,
  replace: (value: string) => string | undefined,
): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  for (const { field, item } of source.fields.filter(({ holds }) => holds === "picture")) {
    // Two keys of one array's maps: the second rewrites what the first made.
    const value = field in update ? update[field] : data[field];
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
