/**
 * One zod schema per payload, shared by the web forms, the REST API and the callables, and
 * mirrored by firestore.rules; messages are written for the person filling in the form.
 */
import { z } from "./zod";
import { pictureTags } from "./picture-tags";
import { LIMITS, RATINGS, type Rating } from "./model";
import { isTopServiceId, TOP_SERVICES } from "./services";
import { joinNameDeg, NAME_DEG_SEPARATOR } from "./team";

/** A lone UTF-16 surrogate: half a character, which Firestore refuses to store. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isWellFormed, `${label} contains an invalid character`);
}

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

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Google's profile photo hosts (Google sign-in's photoURL): the only https origins an image
 * reference may name, and so the only ones the pages' CSP loads images from (web/src/lib/csp.ts).
 */
export const GOOGLE_PHOTO_ORIGINS: readonly string[] = [3, 4, 5, 6].map(
  (n) => `https://lh${n}.googleusercontent.com`,
);

/** Printable ASCII after the host: nothing a browser would strip or split on. */
const GOOGLE_PHOTO_URL = new RegExp(`^(?:${GOOGLE_PHOTO_ORIGINS.map(literal).join("|")})/[!-~]*$`);

/**
 * The image references a document may be given (isImage in firestore.rules): a path on this site
 * or a Google profile photo. Refused: data URLs (every reader would download the bytes), any other
 * https URL (someone else's server would track every visitor), other schemes, `//host`, `/\host`.
 */
export function isImageReference(value: string): boolean {
  return SITE_PATH.test(value) || GOOGLE_PHOTO_URL.test(value);
}

/**
 * An inline PNG, JPEG, WebP or GIF data URL (never SVG: it can carry script): in documents written
 * before pictures were files, and on the REST API's input (stored as a picture, api/pictures.ts).
 */
export function isRasterDataUrl(value: string): boolean {
  return RASTER_DATA_URL.test(value);
}

/** What a stored document's image may show: a reference, or a data URL not migrated yet. */
export function isStoredImage(value: string): boolean {
  return isImageReference(value) || isRasterDataUrl(value);
}

/** What is wrong with an image field's value, or null; `dataUrlMax` 0 takes references only. */
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
 * Every image field is made here, tagged as holding a picture (picture-tags.ts): the sweep and
 * the migration find it by the tag, without a list.
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

/** A review's image or a profile photo. */
export const imageUrlField = imageInput("Image");

/** A service's or a team member's picture. */
export const imageField = imageInput("Image", { required: true });

/**
 * What a payload's image fields take: references only for the forms, as the rules do
 * (REFERENCES); data URLs too for the REST API (REST_INPUT), which stores them as pictures before
 * it writes. Each payload is defined once, as a function of these, so the two cannot drift apart.
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
  block: imageInput("Picture"),
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

const reviewSchema = (images: ImageFields) =>
  z.strictObject({
    name: requiredText("Name", LIMITS.name),
    ratings: ratingField,
    review: requiredText("Review", LIMITS.review),
    image: z.union([z.literal(""), images.photo]),
  });
export const reviewInputSchema = reviewSchema(REFERENCES);
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
export const serviceRestInputSchema = serviceSchema(REST_INPUT);
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** Editing a service (the service editor): every field of Add Service and its detail blocks. */
export const serviceEditSchema = serviceInputSchema.extend({
  des1: z.array(serviceBlockSchema).max(LIMITS.blocks, `At most ${LIMITS.blocks} blocks`),
});
export type ServiceEdit = z.infer<typeof serviceEditSchema>;
export type ServiceBlockInput = z.infer<typeof serviceBlockSchema>;

/** The landing's top services (settings/landing); the rules also require each to name a service. */
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
 * A team member, stored as `img` and `nameDeg` ("Name, Role", teamMemberFields). The name may not
 * hold a comma: the cards split nameDeg at its first one.
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

export function teamMemberFields({ img, name, role }: TeamMemberInput): {
  img: string;
  nameDeg: string;
} {
  return { img, nameDeg: joinNameDeg(name, role) };
}

/** The caller's own profile. */
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
export const userProfileRestInputSchema = userProfileSchema(REST_INPUT);
export type UserProfileInput = z.infer<typeof userProfileInputSchema>;

/** Granting or revoking the admin role (grantAdmin, revokeAdmin, PUT /users/admin). */
export const adminEmailInputSchema = z.strictObject({ email: emailField });

/** How many accounts one describeAccounts call may ask for (a page of Manage Reviews is 25). */
export const ACCOUNTS_PER_CALL = 50;

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
