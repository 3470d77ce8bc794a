/**
 * One zod schema per payload, shared by the web forms (react-hook-form resolver), the REST API and
 * the callables, and mirrored by firestore.rules. Messages are written for the person filling in
 * the form. A payload with pictures is defined once and made twice (ImageFields): with image
 * references, for the forms and the rules, and with data URLs allowed too, for the REST API's
 * input (`...RestInputSchema`), which stores those as pictures before it writes.
 */
import { z } from "./zod";
import { pictureTags } from "./picture-tags";
import { LIMITS, RATINGS, type Rating } from "./model";
import { isTopServiceId, TOP_SERVICES } from "./services";
import { joinNameDeg, NAME_DEG_SEPARATOR } from "./team";

/** A lone UTF-16 surrogate: half a character, which Firestore refuses to store. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True for text without lone surrogates (what String.prototype.isWellFormed checks). */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isWellFormed, `${label} contains an invalid character`);
}

/** Optional text: may be empty, at most `max` characters. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isWellFormed, `${label} contains an invalid character`);
}

/**
 * A document id as this app makes them: letters, digits, `_` and `-`, and not `__...__` (reserved
 * by Firestore). Anything else (a `/`, `.` or `..`) would name another path or none.
 */
const DOCUMENT_ID = /^(?!__.*__$)[A-Za-z0-9_-]+$/;

export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value);
}

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email("Enter a valid email address"));

const RASTER_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;
const SITE_PATH = /^\/[A-Za-z0-9._~%-][A-Za-z0-9._~/%-]*$/;

/** A regular expression's source that matches `text` literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Google's profile photo hosts, lh3 to lh6 (what Google sign-in gives as photoURL): the only
 * https origins an image reference may name (isImageReference, isImage in firestore.rules), and so
 * the only ones the pages' Content-Security-Policy loads images from (web/src/lib/csp.ts).
 */
export const GOOGLE_PHOTO_ORIGINS: readonly string[] = [3, 4, 5, 6].map(
  (n) => `https://lh${n}.googleusercontent.com`,
);

/**
 * A Google account's profile photo on one of GOOGLE_PHOTO_ORIGINS; printable ASCII after the
 * host, so no whitespace or control characters a browser would strip or split on.
 */
const GOOGLE_PHOTO_URL = new RegExp(`^(?:${GOOGLE_PHOTO_ORIGINS.map(literal).join("|")})/[!-~]*$`);

/**
 * True for the image references a document may be given (isImage in firestore.rules, the same
 * patterns): a path on this site (a stored picture, `/media/<id>` (images.ts), or one of the
 * site's own files, `/images/...`) or a Google profile photo. Everything else is refused: data URLs
 * (a picture's bytes belong in a file, not in the document: every reader would download them),
 * any other https URL (an image on someone else's server tracks every visitor who loads it),
 * `javascript:` and other schemes, http, protocol-relative `//host` and `/\host` URLs.
 */
export function isImageReference(value: string): boolean {
  return SITE_PATH.test(value) || GOOGLE_PHOTO_URL.test(value);
}

/**
 * True for an inline PNG, JPEG, WebP or GIF data URL (never SVG: it can carry script). Documents
 * held pictures this way before pictures were files, and the REST API still takes them as input,
 * storing each as a picture (functions/src/api/pictures.ts); no new document holds one.
 */
export function isRasterDataUrl(value: string): boolean {
  return RASTER_DATA_URL.test(value);
}

/**
 * True for what a stored document's image may show: a reference (isImageReference), or a data URL
 * written before pictures were files and not migrated yet (scripts/migrate-images).
 */
export function isStoredImage(value: string): boolean {
  return isImageReference(value) || isRasterDataUrl(value);
}

/**
 * What is wrong with `value` as an image field's value, or null. `dataUrlMax`: the longest data
 * URL taken (the REST API's input), 0 for none (references only).
 */
function imageProblem(
  label: string,
  value: string,
  required: boolean,
  dataUrlMax: number,
): string | null {
  if (value === "" && required) return `${label} is required`;
  if (dataUrlMax > 0 && isRasterDataUrl(value)) {
    return value.length > dataUrlMax ? `${label} is too large` : null;
  }
  if (value.length > LIMITS.imageUrl) {
    return `${label} must be at most ${LIMITS.imageUrl} characters`;
  }
  if (isImageReference(value)) return null;
  return dataUrlMax > 0
    ? `${label} must be a PNG, JPEG, WebP or GIF data URL, a path on this site or a Google profile photo`
    : `${label} must be a picture uploaded here, a path on this site or a Google profile photo`;
}

/**
 * An image field: one message, the first problem imageProblem finds. Every image field is made
 * here, and tagged as holding a picture (picture-tags.ts): the picture sweep and the migration
 * read each tagged field of the payloads the collections store (registry.ts, `stores`), so a new
 * one is read without being listed anywhere.
 */
function imageInput(label: string, { required = false, dataUrlMax = 0 } = {}) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .superRefine((value, ctx) => {
      const problem = imageProblem(label, value, required, dataUrlMax);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .register(pictureTags, { holds: "picture" });
}

/** A review's image or a profile photo: an image reference of at most LIMITS.imageUrl. */
export const imageUrlField = imageInput("Image");

/** A service detail block's picture: an image reference. */
export const blockImageField = imageInput("Picture");

/** A service's or a team member's picture: an image reference, required. */
export const imageField = imageInput("Image", { required: true });

/**
 * What the image fields of a payload take. The web forms (which upload a picture before they
 * save) take references only, as the rules do (REFERENCES); the REST API also takes data URLs,
 * the old API's pictures (REST_INPUT), and stores each as a picture before it writes. Each
 * payload's schema is defined once, as a function of these, so the two cannot drift apart.
 */
interface ImageFields {
  /** A service's main picture (required). */
  picture: ImageInput;
  /** A detail block's picture ("" for none). */
  block: ImageInput;
  /** A review's image, a profile photo ("" for none). */
  photo: ImageInput;
}
type ImageInput = ReturnType<typeof imageInput>;

const REFERENCES: ImageFields = {
  picture: imageField,
  block: blockImageField,
  photo: imageUrlField,
};

/** The data URL limits are the old API's (Firestore's 1 MiB per document, when they were inline). */
const REST_INPUT: ImageFields = {
  picture: imageInput("Image", { required: true, dataUrlMax: LIMITS.imageDataUrl }),
  block: imageInput("Picture", { dataUrlMax: LIMITS.blockImage }),
  photo: imageInput("Image", { dataUrlMax: LIMITS.imageUrl }),
};

/** A rating from the allowed set; the old select sent it as a string ("4.5"), still accepted. */
export const ratingField = z.preprocess(
  (value) =>
    typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z
    .number({ error: "Choose a rating" })
    .refine((value): value is Rating => (RATINGS as readonly number[]).includes(value), {
      message: `Rating must be one of ${RATINGS.join(", ")}`,
    }),
);

/** Booking a service (POST /orders and the booking form). */
export const orderInputSchema = z.strictObject({
  name: requiredText("Name", LIMITS.name),
  email: emailField,
  phoneNumber: requiredText("Phone", LIMITS.phone),
  address: requiredText("Address", LIMITS.address),
  serviceName: requiredText("Service name", LIMITS.serviceName),
  /** Sent by the web app; old clients send only serviceName. */
  serviceId: requiredText("Service", LIMITS.serviceId)
    .refine(isDocumentId, "Service must be a service id")
    .optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Posting a review (the Add Review form; POST /reviews: reviewRestInputSchema). */
const reviewSchema = (images: ImageFields) =>
  z.strictObject({
    name: requiredText("Name", LIMITS.name),
    ratings: ratingField,
    review: requiredText("Review", LIMITS.review),
    image: z.union([z.literal(""), images.photo]),
  });
export const reviewInputSchema = reviewSchema(REFERENCES);
/** POST /reviews: a review whose image may also be a data URL (stored as a picture). */
export const reviewRestInputSchema = reviewSchema(REST_INPUT);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

const serviceBlockOf = (images: ImageFields) =>
  z.strictObject({
    id: requiredText("Block id", LIMITS.blockHeading),
    h1: requiredText("Heading", LIMITS.blockHeading),
    p1: optionalText("Paragraph", LIMITS.blockParagraph),
    p2: optionalText("Paragraph", LIMITS.blockParagraph),
    img1: z.union([z.literal(""), images.block]),
  });
export const serviceBlockSchema = serviceBlockOf(REFERENCES);

/** Adding a service (the Add Service form; POST /services: serviceRestInputSchema). */
const serviceSchema = (images: ImageFields) =>
  z.strictObject({
    name: requiredText("Name", LIMITS.name),
    bannerh: requiredText("Heading", LIMITS.bannerh),
    bannerP: requiredText("Sub heading", LIMITS.bannerP),
    des: requiredText("Description", LIMITS.des),
    img: images.picture,
    des1: z.array(serviceBlockOf(images)).max(LIMITS.blocks).optional(),
  });
export const serviceInputSchema = serviceSchema(REFERENCES);
/** POST /services: a service whose pictures may also be data URLs (stored as pictures). */
export const serviceRestInputSchema = serviceSchema(REST_INPUT);
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** Editing a service (the service editor): every field of Add Service and its detail blocks. */
export const serviceEditSchema = serviceInputSchema.extend({
  des1: z.array(serviceBlockSchema).max(LIMITS.blocks, `At most ${LIMITS.blocks} blocks`),
});
export type ServiceEdit = z.infer<typeof serviceEditSchema>;
export type ServiceBlockInput = z.infer<typeof serviceBlockSchema>;

/**
 * The landing's top services (Manage Services, stored as settings/landing): up to TOP_SERVICES
 * service ids, in their order, each once. The rules also require each to name a service.
 */
export const topServicesSchema = z.strictObject({
  topServices: z
    .array(z.string({ error: "Pick a service" }).refine(isTopServiceId, "Pick a service"))
    .max(TOP_SERVICES, `Pick at most ${TOP_SERVICES} services`)
    .superRefine((ids, ctx) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) {
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: "This service is already on the landing: pick another one",
          });
        }
      });
    }),
});
export type TopServicesInput = z.infer<typeof topServicesSchema>;

/**
 * Adding or editing a team member (the Manage Team forms): a picture, a name and a role, stored
 * as `img` and `nameDeg` ("Name, Role", teamMemberFields), which must fit LIMITS.nameDeg. The
 * name may not hold a comma: the cards split nameDeg at its first one. `order` is not part of
 * the form: new members go last, and Move up / Move down swap it (web/src/features/team/api.ts).
 */
export const teamMemberInputSchema = z
  .strictObject({
    img: imageField,
    name: requiredText("Name", LIMITS.nameDeg).refine(
      (name) => !name.includes(","),
      "Name cannot contain a comma",
    ),
    role: requiredText("Role", LIMITS.nameDeg),
  })
  .refine(({ name, role }) => joinNameDeg(name, role).length <= LIMITS.nameDeg, {
    path: ["role"],
    message: `Name and role together must be at most ${
      LIMITS.nameDeg - NAME_DEG_SEPARATOR.length
    } characters`,
  });
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

/** The stored fields of a team member from the form's values. */
export function teamMemberFields({ img, name, role }: TeamMemberInput): {
  img: string;
  nameDeg: string;
} {
  return { img, nameDeg: joinNameDeg(name, role) };
}

/** The caller's own profile (the web app's sign-up; POST /users, PUT /users: the REST variant). */
const userProfileSchema = (images: ImageFields) =>
  z.strictObject({
    email: emailField,
    displayName: z
      .string({ error: "Name must be text" })
      .trim()
      .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
      .refine(isWellFormed, "Name contains an invalid character"),
    photoURL: z.union([z.literal(""), images.photo]).optional(),
  });
export const userProfileInputSchema = userProfileSchema(REFERENCES);
/** POST /users, PUT /users: a profile whose photoURL may also be a data URL (stored as a picture). */
export const userProfileRestInputSchema = userProfileSchema(REST_INPUT);
export type UserProfileInput = z.infer<typeof userProfileInputSchema>;

/** Granting or revoking the admin role (grantAdmin, revokeAdmin, PUT /users/admin). */
export const adminEmailInputSchema = z.strictObject({ email: emailField });

/** How many accounts one describeAccounts call may ask for (a page of Manage Reviews is 25). */
export const ACCOUNTS_PER_CALL = 50;

/** describeAccounts({uids}): the accounts behind up to ACCOUNTS_PER_CALL uids. */
export const accountsInputSchema = z.strictObject({
  uids: z
    .array(
      z
        .string({ error: "An account id must be text" })
        .min(1, "An account id must not be empty")
        .max(128, "An account id must be at most 128 characters"),
    )
    .min(1, "Ask for at least one account")
    .max(ACCOUNTS_PER_CALL, `Ask for at most ${ACCOUNTS_PER_CALL} accounts`),
});
export type AccountsInput = z.infer<typeof accountsInputSchema>;

/** An account as describeAccounts answers it (`exists: false` once it was deleted). */
export interface AccountSummary {
  uid: string;
  exists: boolean;
  email: string;
  emailVerified: boolean;
  /** Sign-in providers ("password", "google.com"); none for an anonymous account. */
  providers: string[];
  /** When the account was created (ISO 8601), "" when it does not exist. */
  createdAt: string;
  disabled: boolean;
}

/** The contact form ("Get In Touch"). */
export const messageInputSchema = z.strictObject({
  fullName: requiredText("Full name", LIMITS.name),
  email: emailField,
  subject: requiredText("Subject", LIMITS.subject),
  phone: requiredText("Phone", LIMITS.phone),
  message: requiredText("Message", LIMITS.message),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** Field paths and messages of a failed parse, for problem+json bodies and form errors. */
export function fieldErrors(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join(".") : "(body)",
    message: issue.message,
  }));
}
