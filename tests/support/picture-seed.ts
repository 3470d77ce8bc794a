/**
 * Stored pictures where the site shows pictures: two services placed before the seed's (so they
 * are the first two on /services and on the landing), the first with a detail block; a team
 * member placed first; the newest approved review. Each picture is a photo-like JPEG made at
 * test time, uploaded through Hosting as an admin (POST /api/images), and its reference written
 * into the documents with the Admin SDK. `remove()` deletes all of it again: the documents, the
 * stored pictures and the admin account.
 */
import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { parseMediaRef, type MediaRef } from "../../functions/src/shared/images.ts";
import { COLLECTIONS } from "../../functions/src/shared/registry.ts";
import { adminAuth, adminDb, createAccount, idToken } from "./admin.ts";
import { uploadImage } from "./media.ts";
import { photoJpeg } from "./photos.ts";

export interface SeededService {
  id: string;
  name: string;
  picture: MediaRef;
  /** The picture of its detail block (the first service's only). */
  block: MediaRef | null;
}

export interface SeededPictures {
  services: [SeededService, SeededService];
  member: { id: string; name: string; picture: MediaRef };
  review: { id: string; name: string; picture: MediaRef };
  /** Every stored picture seeded. */
  pictures: MediaRef[];
  remove: () => Promise<void>;
}

/**
 * Seeds the pictures. `seed` picks the photos (each suite its own, so that no two suites share a
 * stored picture, which is content-addressed, and one's clean-up never removes another's).
 */
export async function seedPictures(label: string, seed: number): Promise<SeededPictures> {
  const admin = await createAccount(`${label}-admin`, { admin: true });
  const token = await idToken(admin);
  const upload = async (width: number, height: number, offset: number): Promise<MediaRef> => {
    const bytes = await photoJpeg({ width, height, seed: seed + offset });
    const res = await uploadImage(bytes, { token, contentType: "image/jpeg" });
    const ref = res.image && parseMediaRef(res.image.src);
    if (!ref) throw new Error(`Upload failed: ${res.status} ${JSON.stringify(res.body)}`);
    return ref;
  };
  // Wider than the largest stored width (1600 px), so each has every width; the review's photo is
  // smaller, as a phone's crop would be, and has fewer. One at a time, as an admin adds them.
  const first = await upload(2400, 1500, 0);
  const second = await upload(2000, 1250, 1);
  const block = await upload(1800, 1200, 2);
  const portrait = await upload(1700, 1700, 3);
  const reviewer = await upload(800, 800, 4);

  const db = adminDb();
  const id = randomUUID().slice(0, 8);
  const services: [SeededService, SeededService] = [
    { id: `${label}-first-${id}`, name: `Photo service A ${id}`, picture: first, block },
    { id: `${label}-second-${id}`, name: `Photo service B ${id}`, picture: second, block: null },
  ];
  const member = { id: `${label}-member-${id}`, name: `Pat Photo ${id}`, picture: portrait };
  const review = { id: `${label}-review-${id}`, name: `Rita Reviewer ${id}`, picture: reviewer };

  await Promise.all([
    ...services.map((service, index) =>
      db.doc(`services/${service.id}`).set({
        name: service.name,
        des: `${service.name}: a service shown with a stored photo.`,
        img: service.picture.path,
        bannerh: "Photos, stored as files",
        bannerP: "Each picture is served in the width the page shows it at.",
        des1: service.block
          ? [
              {
                id: "photo-block",
                h1: "A block with a photo",
                p1: "Its picture is a stored one.",
                p2: "Served in the width its column has.",
                img1: service.block.path,
              },
            ]
          : [],
        // Before the seed's services (1 to 4), in this order.
        order: index / 2,
        createdAt: FieldValue.serverTimestamp(),
      }),
    ),
    db.doc(`team/${member.id}`).set({
      img: member.picture.path,
      nameDeg: `${member.name}, Photographer`,
      order: 0,
    }),
    db.doc(`reviews/${review.id}`).set({
      name: review.name,
      review: "The photos on the site finally load fast on my phone.",
      ratings: 5,
      image: review.picture.path,
      uid: admin.uid,
      status: "approved",
      createdAt: FieldValue.serverTimestamp(),
    }),
  ]);

  const pictures = [first, second, block, portrait, reviewer];
  return {
    services,
    member,
    review,
    pictures,
    remove: async () => {
      await Promise.all([
        ...services.map((service) => db.doc(`services/${service.id}`).delete()),
        db.doc(`team/${member.id}`).delete(),
        db.doc(`reviews/${review.id}`).delete(),
        db.doc(`users/${admin.uid}`).delete(),
        adminAuth().deleteUser(admin.uid),
      ]);
      await Promise.all(
        pictures.map((picture) =>
          db.recursiveDelete(db.collection(COLLECTIONS.images).doc(picture.hash)),
        ),
      );
    },
  };
}
