/**
 * Stored pictures in Firestore (ADR 010): `images/{hash}`, and each encoded variant in
 * `images/{hash}/variants/{width}.{format}`. The picture's document is written last, so a picture
 * whose document exists is complete; the same upload again finds it and stores nothing.
 */
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { db } from "../lib/firebase";
import { GRPC, hasCode } from "../shared/grpc";
import { withDeadline } from "../lib/deadline";
import { readImageVariant, type StoredImage } from "../shared/documents";
import { CONTENT_TYPES, mediaId, MEDIA_PREFIX, type UploadedImage } from "../shared/images";
import { registry, serverWriters } from "../shared/registry";
import { processImage, uploadHash, type ProcessedImage } from "./process";

export const VARIANTS = serverWriters.variants.name;

export function imageDoc(hash: string): DocumentReference {
  return db().collection(registry.images.name).doc(hash);
}

export async function readStoredImage(hash: string): Promise<StoredImage | null> {
  const snapshot = await withDeadline(imageDoc(hash).get());
  return snapshot.exists ? registry.images.read(snapshot.id, snapshot.data()) : null;
}

function answer(
  record: { id: string; width: number; height: number; bytes: number },
  uploadedBytes: number,
): UploadedImage {
  return {
    src: `${MEDIA_PREFIX}${mediaId(record.id, record.width, record.height)}`,
    width: record.width,
    height: record.height,
    bytes: record.bytes,
    uploadedBytes,
  };
}

/** Writes the variants, then the picture's document; answers the variants' total size. */
async function write(processed: ProcessedImage, createdBy: string | null): Promise<number> {
  const ref = imageDoc(processed.hash);
  await Promise.all(
    processed.variants.map((variant) =>
      withDeadline(
        ref
          .collection(VARIANTS)
          .doc(variant.name)
          .set(
            serverWriters.variants.write({
              data: variant.data,
              contentType: CONTENT_TYPES[variant.format],
            }),
          ),
      ),
    ),
  );
  const bytes = processed.variants.reduce((sum, variant) => sum + variant.data.byteLength, 0);
  const record = registry.images.write(
    {
      hash: processed.hash,
      width: processed.width,
      height: processed.height,
      fallback: processed.fallback,
      sourceFormat: processed.sourceFormat,
      variants: processed.variants.map((variant) => variant.name),
      bytes,
      uploadedBytes: processed.uploadedBytes,
      createdBy,
    },
    FieldValue.serverTimestamp(),
  );
  try {
    await withDeadline(ref.create(record));
  } catch (error) {
    // The same upload, stored by a request that finished first: the same bytes, so the same picture.
    if (!hasCode(error, GRPC.ALREADY_EXISTS)) throw error;
  }
  return bytes;
}

/** Stores an upload (or finds it stored); ImageRejected, storing nothing, when it is unusable. */
export async function storeImage(
  bytes: Uint8Array,
  createdBy: string | null,
): Promise<{ image: UploadedImage; created: boolean }> {
  const existing = await readStoredImage(uploadHash(bytes));
  if (existing) {
    if (existing.unreferencedSince) await imageDoc(existing.id).update({ unreferencedSince: null });
    return { image: answer(existing, bytes.byteLength), created: false };
  }
  const processed = await processImage(bytes);
  const stored = { ...processed, id: processed.hash, bytes: await write(processed, createdBy) };
  return { image: answer(stored, bytes.byteLength), created: true };
}

/** A data URL's bytes (any base64 `data:` URL), or null when `value` is not one. */
export function dataUrlBytes(value: string): Buffer | null {
  const match = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/]*=*)$/.exec(value);
  return match?.[1] !== undefined ? Buffer.from(match[1], "base64") : null;
}

export async function readVariant(
  hash: string,
  name: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const snapshot = await withDeadline(imageDoc(hash).collection(VARIANTS).doc(name).get());
  const { data, contentType } = readImageVariant(snapshot.id, snapshot.data());
  return data && contentType ? { data: Buffer.from(data), contentType } : null;
}

export async function deleteImage(hash: string): Promise<void> {
  await db().recursiveDelete(imageDoc(hash));
}
