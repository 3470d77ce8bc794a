/**
 * Every image field in firestore.rules refuses the same hostile references (SVG and text/html data
 * URLs, javascript: in any case or after whitespace, http, protocol-relative URLs...) and any
 * picture inline as a data URL (PNG, JPEG, WebP, GIF: pictures are files now, and a document never
 * grows with their bytes), and accepts references: a stored picture's `/media/<id>`, Google
 * profile photos and site paths. The lists are shared with the REST suite
 * (tests/support/images.ts), so the rules and the API are held to the same cases.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, setDoc, updateDoc } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { ACCEPTED_IMAGES, DATA_URL_PICTURES, REFUSED_IMAGES } from "../support/images.ts";
import { removeDoc, resetCounter, useRulesEnvironment } from "./env.ts";
import {
  admin,
  countedCreate,
  customerA,
  customerB,
  validBlock,
  validReview,
  validService,
  validTeamMember,
  validUser,
} from "./fixtures.ts";

const { env, as } = useRulesEnvironment();
const alice = customerA.uid ?? "";
const bobEmail = customerB.token.email ?? "";

/** Writes `image` into one field of an otherwise valid document; `n` keeps document ids apart. */
type WriteImage = (image: string, n: number) => Promise<void>;

const FIELDS: [string, WriteImage][] = [
  [
    "services.img (create)",
    (image, n) => setDoc(doc(as(admin), `services/img-${n}`), { ...validService(), img: image }),
  ],
  [
    "services.des1[].img1 (create)",
    (image, n) =>
      setDoc(doc(as(admin), `services/block-${n}`), {
        ...validService(),
        des1: [validBlock("b1"), { ...validBlock("b2"), img1: image }],
      }),
  ],
  ["services.img (update)", (image) => updateDoc(doc(as(admin), "services/svc-1"), { img: image })],
  [
    "team.img (create)",
    (image, n) => setDoc(doc(as(admin), `team/img-${n}`), { ...validTeamMember(), img: image }),
  ],
  [
    "reviews.image (create)",
    async (image, n) => {
      // A fresh hourly budget for each review (three an hour).
      await resetCounter(env(), alice, "reviews");
      await countedCreate(as(customerA), alice, "reviews", `reviews/img-${n}`, {
        ...validReview(alice),
        image: image,
      });
    },
  ],
  [
    "users.photoURL (update)",
    (image) => updateDoc(doc(as(customerA), "users/alice"), { photoURL: image }),
  ],
  [
    "users.photoURL (create)",
    async (image) => {
      await setDoc(doc(as(customerB), "users/bob"), { ...validUser(bobEmail), photoURL: image });
      // Accepted: remove it again, so the next value is a create too.
      await removeDoc(env(), "users/bob");
    },
  ],
];

describe.each(FIELDS)("%s", (_field, write) => {
  it("refuses every hostile image reference", async () => {
    const refused = Object.entries(REFUSED_IMAGES);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const [index, [label, image]] of refused.entries()) {
      await assertFails(write(image, index)).catch((error: unknown) => {
        throw new Error(`${label} (${JSON.stringify(image)}) was accepted: ${String(error)}`);
      });
    }
  });

  it("refuses PNG, JPEG, WebP and GIF data URLs", async () => {
    const inline = Object.entries(DATA_URL_PICTURES);
    expect(inline.length).toBe(4);
    for (const [index, [label, image]] of inline.entries()) {
      await assertFails(write(image, index)).catch((error: unknown) => {
        throw new Error(`${label} was accepted: ${String(error)}`);
      });
    }
  });

  it("accepts stored pictures' references, Google profile photos and site paths", async () => {
    for (const [index, [label, image]] of Object.entries(ACCEPTED_IMAGES).entries()) {
      await assertSucceeds(write(image, index)).catch((error: unknown) => {
        throw new Error(`${label} (${JSON.stringify(image)}) was refused: ${String(error)}`);
      });
    }
  });
});
