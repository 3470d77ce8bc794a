/**
 * Pictures sent to the REST API inline, as data URLs (the old API's way): each is stored as an
 * upload would be, under the same policy for customers, and the document gets its reference. A
 * data URL that is no usable picture is a 400 naming its field, and nothing is written: all are
 * inspected before any is stored, and those stored are deleted again when a later step fails.
 * sharp is loaded only when a request carries a data URL, so the cold start does not pay for it.
 */
import { withDeadline } from "../lib/deadline";
import { parseMediaRef } from "../shared/images";
import { isRasterDataUrl } from "../shared/schemas";
import { unverifiedProblem, type Caller } from "./auth";
import { Problem, type FieldError } from "./problem";
import { countUploads } from "./rate-limit";

/** An image field of a request: its path in the body (as field errors name it) and its value. */
interface ImageValue {
  path: string;
  value: string;
}

/** Turns a field's value into what the document stores: a data URL's picture reference. */
export type Reference = (value: string) => string;

const unusable = (errors: FieldError[]) =>
  new Problem(400, "A picture in the request cannot be used", errors);

/** Stores the data URLs of `fields` as pictures, then runs `write` with their references. */
export async function withPictures<T>(
  caller: Caller,
  fields: readonly ImageValue[],
  write: (reference: Reference) => Promise<T>,
): Promise<T> {
  const inline = fields.filter((field) => isRasterDataUrl(field.value));
  if (inline.length === 0) return write((value) => value);

  const [{ dataUrlBytes, deleteImage, imageDoc, storeImage }, processing] = await Promise.all([
    import("../images/store.js"),
    import("../images/process.js"),
  ]);
  const { ImageRejected, inspectUpload, uploadHash } = processing;

  // The same data URL twice (a picture used in two blocks) is one picture.
  const pictures = new Map<string, { paths: string[]; bytes: Buffer }>();
  for (const { path, value } of inline) {
    const known = pictures.get(value);
    if (known) known.paths.push(path);
    else pictures.set(value, { paths: [path], bytes: dataUrlBytes(value) ?? Buffer.alloc(0) });
  }

  const rejection = (error: unknown, paths: string[]): FieldError[] => {
    if (!(error instanceof ImageRejected)) throw error;
    return paths.map((path) => ({ path, message: error.message }));
  };

  // Every picture is looked at (its header: no decoding) before anything is stored.
  const errors: FieldError[] = [];
  for (const { paths, bytes } of pictures.values()) {
    await inspectUpload(bytes).catch((error: unknown) => errors.push(...rejection(error, paths)));
  }
  if (errors.length > 0) throw unusable(errors);

  if (!caller.admin) {
    const stored = await Promise.all(
      [...pictures.values()].map(
        async ({ bytes }) => (await withDeadline(imageDoc(uploadHash(bytes)).get())).exists,
      ),
    );
    const added = stored.filter((exists) => !exists).length;
    // New pictures count against the upload endpoint's budget, with its verified-address rule.
    if (added > 0) {
      if (!caller.verified) throw unverifiedProblem("uploading pictures");
      await countUploads(caller.uid, added, "rest");
    }
  }

  const references = new Map<string, string>();
  const created: string[] = [];
  const discard = () => Promise.all(created.map((hash) => deleteImage(hash)));
  try {
    for (const [value, { paths, bytes }] of pictures) {
      try {
        const { image, created: isNew } = await storeImage(bytes, caller.uid);
        references.set(value, image.src);
        const stored = parseMediaRef(image.src);
        if (isNew && stored) created.push(stored.hash);
      } catch (error) {
        throw unusable(rejection(error, paths));
      }
    }
    return await write((value) => references.get(value) ?? value);
  } catch (error) {
    await discard();
    throw error;
  }
}
