/**
 * Where documents name pictures: PICTURE_SOURCES, the one list the migration and the sweep read,
 * derived from the fields tagged in the payload schemas each collection stores (registry.ts
 * `stores`, shared/picture-tags.ts), never kept by hand; references.test.ts fails for a payload
 * with picture fields that no collection stores.
 *
 * A field holds a picture itself (`services.img`) or is an array of maps whose `item` key does
 * (`services.des1[].img1`): Firestore projects (`select`) top-level fields only, so readers select
 * `field` and look inside. A tagged field anywhere deeper is refused when this module loads: no
 * reader would see it, and the sweep would delete its pictures. A `markdown` field
 * (`articles.body`) names pictures in its text: the sweep counts them; the migration leaves it
 * alone (Markdown never held a data URL).
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

export interface PictureField {
  field: string;
  item?: string;
  holds: PictureTag;
}

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

/** The tagged fields of the payloads a collection stores, each once; null when there is none. */
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

export const PICTURE_SOURCES: readonly PictureSource[] = Object.values(registry).flatMap(
  ({ name, stores }) => pictureSource(name, stores) ?? [],
);

/** PICTURE_SOURCES without their Markdown: what the migration reads and rewrites. */
export const MIGRATED_SOURCES: readonly PictureSource[] = PICTURE_SOURCES.flatMap((source) => {
  const fields = source.fields.filter(({ holds }) => holds === "picture");
  return fields.length > 0 ? [{ ...source, fields }] : [];
});

export function selectedFields(source: PictureSource): string[] {
  return [...new Set(source.fields.map(({ field }) => field))];
}

/** Whether a source has a Markdown field (long text: its documents are read fewer at a time). */
export function holdsMarkdown(source: PictureSource): boolean {
  return source.fields.some(({ holds }) => holds === "markdown");
}

/** One value of a document's field and where it is (`img`, `des1[2].img1`). */
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
 * Every non-empty string in a picture field (not in Markdown), whatever it is; anything that is
 * not a string is skipped: documents written before the schema, or by hand, are never rejected.
 */
export function picturesIn(source: PictureSource, data: Record<string, unknown>): PictureValue[] {
  return valuesIn(source, data, "picture");
}

export interface MediaReference {
  path: string;
  ref: MediaRef;
}

/** Every stored picture a document names, each time it does: in picture fields and Markdown. */
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

/** A data URL: the migration moves it; whether it is a usable picture, the image library says. */
export function isDataUrl(value: string): boolean {
  return /^data:/i.test(value);
}

/**
 * The update that puts `replace(value)` in place of each picture field's value (never Markdown),
 * as top-level fields (an array of blocks rewritten whole), or null when nothing changes.
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
    const entries = value.map((entry: unknown) => {
      const picture = isMap(entry) ? entry[item] : undefined;
      const next = typeof picture === "string" ? replace(picture) : undefined;
      return isMap(entry) && next !== undefined && next !== picture
        ? { ...entry, [item]: next }
        : entry;
    });
    if (entries.some((entry, index) => entry !== value[index])) update[field] = entries;
  }
  return Object.keys(update).length > 0 ? update : null;
}
