/**
 * The bench's "real photos" data set (docs/performance.md): photographs made when the bench runs
 * and uploaded as an admin would. Only the pictures differ from the seed where both show the same
 * thing (its four services and team: same ids, texts and order), so the comparison is fair.
 */
import { registry } from "../../functions/src/shared/registry.ts";
import { adminDb, idToken } from "../../tests/support/admin.ts";
import { uploadImage } from "../../tests/support/media.ts";
import { phonePhoto, photoJpeg } from "../../tests/support/photos.ts";
import {
  accounts,
  services as seedServices,
  team as seedTeam,
  type SeedService,
  type SeedTeamMember,
} from "../seed/data.ts";
import { emulatorEnv } from "./config.ts";
import { setCatalogue } from "./seed.ts";

export const PHOTO_SERVICES = 12;
export const PHOTO_TEAM = 4;

/** A photo as a camera or a stock site gives it (3:2). */
export const PHOTO_SIZE = { width: 1600, height: 1067 } as const;
/** A 12-megapixel phone photo, stored landscape with EXIF saying to turn it (portrait). */
export const PHONE_SIZE = { width: 4032, height: 3024 } as const;

/** Services whose own picture is a phone photo: one the landing shows, one only /services does. */
const PHONE_PHOTO_SERVICES = new Set([1, 6]);

/** The eight services beyond the seed's four: names of their own, the seed's texts. */
const MORE_SERVICES: readonly { id: string; name: string }[] = [
  { id: "brand-identity", name: "Brand Identity" },
  { id: "photography", name: "Photography" },
  { id: "email-marketing", name: "Email Marketing" },
  { id: "content-strategy", name: "Content Strategy" },
  { id: "online-shops", name: "Online Shops" },
  { id: "video-production", name: "Video Production" },
  { id: "analytics", name: "Analytics and Reporting" },
  { id: "conversion-optimization", name: "Conversion Optimization" },
];

export interface PictureSpec {
  /** `service:<id>`, `block:<serviceId>:<blockId>` or `team:<id>`: where the picture is shown. */
  key: string;
  kind: "photo" | "phone";
  width: number;
  height: number;
  /** Makes the picture differ from every other one (and so its upload, a new stored picture). */
  seed: number;
}

/**
 * The data set's services and team, `picture(key)` as each picture: the seed's four services and
 * team, then eight more services with the seed's texts; `order` places them 1-12 on /services.
 */
export function photoCatalogue(picture: (key: string) => string): {
  services: SeedService[];
  team: SeedTeamMember[];
} {
  if (seedServices.length === 0) throw new Error("The seed has no services to take texts from");
  const services = Array.from({ length: PHOTO_SERVICES }, (_, index): SeedService => {
    const base = seedServices[index % seedServices.length];
    if (!base) throw new Error(`No seed service for index ${index}`);
    const own = index < seedServices.length ? base : MORE_SERVICES[index - seedServices.length];
    if (!own) throw new Error(`No name for service ${index + 1}`);
    const id = own.id;
    return {
      ...base,
      id,
      name: own.name,
      order: index + 1,
      img: picture(`service:${id}`),
      des1: base.des1.map((block) => {
        // Block ids stay unique across the catalogue, as the service editor makes them.
        const blockId = own === base ? block.id : `${id}-${block.id}`;
        return { ...block, id: blockId, img1: picture(`block:${id}:${blockId}`) };
      }),
    };
  });
  const team = seedTeam
    .slice(0, PHOTO_TEAM)
    .map((member) => ({ ...member, img: picture(`team:${member.id}`) }));
  return { services, team };
}

/** Every picture of the data set, in the order they are uploaded, each with a seed of its own. */
export function picturePlan(): PictureSpec[] {
  const keys: string[] = [];
  const phones = new Set<string>();
  const { services, team } = photoCatalogue((key) => {
    keys.push(key);
    return key;
  });
  services.forEach((service, index) => {
    if (PHONE_PHOTO_SERVICES.has(index)) phones.add(service.img);
  });
  if (keys.length !== new Set(keys).size)
    throw new Error("Two pictures of the data set share a key");
  if (team.length !== PHOTO_TEAM) throw new Error(`The seed has fewer than ${PHOTO_TEAM} members`);
  return keys.map((key, index) => ({
    key,
    ...(phones.has(key) ? { kind: "phone", ...PHONE_SIZE } : { kind: "photo", ...PHOTO_SIZE }),
    seed: 1000 + index,
  }));
}

/** The bytes of a planned picture, made now. */
export function makePicture(spec: PictureSpec): Promise<Buffer> {
  const options = { width: spec.width, height: spec.height, seed: spec.seed };
  return spec.kind === "phone" ? phonePhoto(options) : photoJpeg(options);
}

export interface PhotoDataSet {
  pictures: number;
  /** What the uploads sent, in bytes (the files as a camera saved them). */
  uploadedBytes: number;
  services: number;
  team: number;
}

/** Runs `work` over `items`, `concurrency` at a time, keeping the order of the results. */
async function inTurns<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  // One iterator shared by the workers: each takes the next item when it is free.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * Makes and uploads every picture (as the seed's admin, two at a time: each is re-encoded in
 * several widths and formats), then replaces the seed's services and team with the data set's.
 */
export async function loadPhotoDataSet(
  progress: (line: string) => void = () => undefined,
): Promise<PhotoDataSet> {
  Object.assign(process.env, emulatorEnv());
  const token = await idToken(accounts.admin);
  const plan = picturePlan();
  let done = 0;
  const uploaded = await inTurns(plan, 2, async (spec) => {
    const bytes = await makePicture(spec);
    const { status, body, image } = await uploadImage(bytes, { token, contentType: "image/jpeg" });
    if (!image) {
      throw new Error(
        `Uploading ${spec.key}: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
    done += 1;
    if (done % 10 === 0 || done === plan.length) {
      progress(`Uploaded ${done} of ${plan.length} pictures`);
    }
    return { key: spec.key, src: image.src, bytes: bytes.length };
  });
  const srcs = new Map(uploaded.map(({ key, src }) => [key, src]));
  const { services, team } = photoCatalogue((key) => {
    const src = srcs.get(key);
    if (!src) throw new Error(`No picture was uploaded for ${key}`);
    return src;
  });

  const db = adminDb();
  const batch = db.batch();
  for (const collection of [registry.services.name, registry.team.name]) {
    for (const doc of (await db.collection(collection).get()).docs) batch.delete(doc.ref);
  }
  setCatalogue(db, batch, { services, team });
  await batch.commit();
  return {
    pictures: uploaded.length,
    uploadedBytes: uploaded.reduce((sum, { bytes }) => sum + bytes, 0),
    services: services.length,
    team: team.length,
  };
}
