/**
 * Pictures sent to the REST API inline, as data URLs: the old API's way ("an image chosen as a
 * file and read as a data URL", in img, des1[].img1, image, photoURL). Each is stored as a
 * picture, as an upload to POST /api/images would be (functions/src/images: decoded, re-encoded,
 * metadata stripped), and the document gets the picture's reference (`/media/<id>`) instead, so
 * no document holds a picture's bytes and every answer stays small.
 *
 * A data URL that is no usable picture is a 400 naming its field, and nothing is written: every
 * data URL of the request is inspected before any is stored, and the pictures a request stored
 * are deleted again when a later step fails (a picture that cannot be decoded after all, or the
 * write that was to refer to them).
 *
 * A customer (not an admin) stores pictures this way under the upload endpoint's policy: only
 * with a verified email address, and each new picture counts against the same hourly budget
 * (RATE_LIMITS.imageUploadsPerHour), whichever way it came.
 *
 * The image modules (sharp) are loaded only when a request carries a data URL, so the api
 * function's cold start does not pay for them.
 */
import { withDeadline } from "../lib/deadline";
import { parseMediaRef } from "../shared/images";
import { isRasterDataUrl } from "../shared/schemas";
import type { Caller } from "./auth";
import { Problem, type FieldError } from "./problem";
import { countUploads } from "./rate-limit";

/** An image field of a request: its path in the body (as field errors name it) and its value. */
export interface ImageValue {
  path: string;
  value: string;
}

/** Turns a field's value into what the document stores: a data URL's picture reference. */
export type Reference = (value: string) => string;

const unusable = (errors: FieldError[]) =>
  new Problem(400, "A picture in the request cannot be used", errors);

/**
 * Stores the pictures of `fields` that are data URLs, then runs `write` with a function that
 * turns each field's value into what to store (the picture's reference for a data URL, any other
 * value as it is). When `write` throws, the pictures this request stored are deleted again.
 */
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
    if (added > 0) await countCallerUploads(caller, added);
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

/**
 * Counts `added` new pictures of a customer against their hourly upload budget (the counter the
 * upload endpoint steps); 403 without a verified address, 429 when the hour is used up.
 */
async function countCallerUploads(caller: Caller, added: number): Promise<void> {
  if (!caller.verified) {
    throw new Problem(
      403,
      "Verify your email address before uploading pictures: follow the link in the verification email we sent you",
    );
  }
  await countUploads(caller.uid, added, "rest");
}
