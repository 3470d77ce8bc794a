/**
 * Which fields of a payload name stored pictures, said where each field is defined: an image
 * field (imageInput) is tagged `picture`, Markdown text (an article's body) `markdown`; the sweep
 * and the migration find the fields by walking the stored schemas (images/references.ts). A tag
 * survives what zod derives from the tagged schema (`.refine()`, `.trim()`: metadata is
 * inherited); wrappers (`.optional()`, `z.union`, `z.array`) are walked through.
 */
import { z } from "./zod";

export type PictureTag = "picture" | "markdown";

export const pictureTags = z.registry<{ holds: PictureTag }>();

/**
 * One step of a field's path from the payload: an object's key, `[]` for each element of an array
 * (or tuple, or set), `{}` for each value of a record (or map).
 */
export type PathStep = string;
export const EACH_ELEMENT = "[]";
export const EACH_VALUE = "{}";
/** A schema met again inside itself (z.lazy): what it holds repeats at any depth below. */
export const AGAIN = "...";

export interface TaggedField {
  path: readonly PathStep[];
  holds: PictureTag;
}

/** A path as text: `img`, `des1[].img1`, `children[]...`. */
export function formatPath(path: readonly PathStep[]): string {
  return path
    .map((step, index) =>
      [EACH_ELEMENT, EACH_VALUE, AGAIN].includes(step) || index === 0 ? step : `.${step}`,
    )
    .join("");
}

/** The schemas a schema is made of, each with the step it adds to a field's path ("" for none). */
function parts(schema: z.core.$ZodType): [PathStep, z.core.$ZodType][] {
  if (schema instanceof z.core.$ZodObject) {
    const { shape, catchall } = schema._zod.def;
    const fields: [PathStep, z.core.$ZodType][] = Object.entries(shape);
    return catchall ? [...fields, [EACH_VALUE, catchall]] : fields;
  }
  if (schema instanceof z.core.$ZodArray) return [[EACH_ELEMENT, schema._zod.def.element]];
  if (schema instanceof z.core.$ZodSet) return [[EACH_ELEMENT, schema._zod.def.valueType]];
  if (schema instanceof z.core.$ZodTuple) {
    const { items, rest } = schema._zod.def;
    return [...items, ...(rest ? [rest] : [])].map((item) => [EACH_ELEMENT, item]);
  }
  if (schema instanceof z.core.$ZodRecord || schema instanceof z.core.$ZodMap) {
    return [[EACH_VALUE, schema._zod.def.valueType]];
  }
  if (schema instanceof z.core.$ZodUnion) return schema._zod.def.options.map((o) => ["", o]);
  if (schema instanceof z.core.$ZodIntersection) {
    return [
      ["", schema._zod.def.left],
      ["", schema._zod.def.right],
    ];
  }
  if (schema instanceof z.core.$ZodPipe) {
    return [
      ["", schema._zod.def.in],
      ["", schema._zod.def.out],
    ];
  }
  if (schema instanceof z.core.$ZodLazy) return [["", schema._zod.def.getter()]];
  // optional, nullable, default, prefault, nonoptional, catch, readonly, success, promise
  const def = schema._zod.def;
  if ("innerType" in def && def.innerType instanceof z.core.$ZodType) return [["", def.innerType]];
  return [];
}

/** What the tagged schemas within `schema` hold. */
function tagsWithin(schema: z.core.$ZodType): Set<PictureTag> {
  const holds = new Set<PictureTag>();
  const seen = new Set<z.core.$ZodType>();
  const visit = (node: z.core.$ZodType) => {
    if (seen.has(node)) return;
    seen.add(node);
    const tag = pictureTags.get(node);
    if (tag) holds.add(tag.holds);
    else for (const [, part] of parts(node)) visit(part);
  };
  visit(schema);
  return holds;
}

/**
 * Every tagged field of `schema`, by its path, each once. A schema met again inside itself
 * (z.lazy) is not walked again: its tagged fields are at any depth below, a path ending in AGAIN.
 */
export function taggedFields(schema: z.core.$ZodType): TaggedField[] {
  const found = new Map<string, TaggedField>();
  const add = (path: readonly PathStep[], holds: PictureTag) => {
    const key = `${holds} ${formatPath(path)}`;
    if (!found.has(key)) found.set(key, { path, holds });
  };
  const walk = (
    node: z.core.$ZodType,
    path: readonly PathStep[],
    within: ReadonlySet<z.core.$ZodType>,
  ): void => {
    const tag = pictureTags.get(node);
    if (tag) return add(path, tag.holds);
    if (within.has(node)) {
      for (const holds of tagsWithin(node)) add([...path, AGAIN], holds);
      return;
    }
    const inner = new Set(within).add(node);
    for (const [step, part] of parts(node)) walk(part, step === "" ? path : [...path, step], inner);
  };
  walk(schema, [], new Set());
  return [...found.values()];
}

/** Whether `part` is `schema` or one of the schemas it is made of. */
export function isPartOf(part: z.core.$ZodType, schema: z.core.$ZodType): boolean {
  const seen = new Set<z.core.$ZodType>();
  const visit = (node: z.core.$ZodType): boolean => {
    if (node === part) return true;
    if (seen.has(node)) return false;
    seen.add(node);
    return parts(node).some(([, inner]) => visit(inner));
  };
  return visit(schema);
}
