/**
 * One zod schema per payload, shared by the web forms (react-hook-form resolver), the REST API and
 * the callables, and mirrored by firestore.rules. Messages are written for the person filling in
 * the form.
 */
import { z } from "./zod";
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

const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;
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
 * True for the image references the rules accept (isImage in firestore.rules, the same three
 * patterns): an inline PNG, JPEG, WebP or GIF data URL, a path on this site, or a Google profile
 * photo. Everything else is refused: any other https URL (an image on someone else's server
 * tracks every visitor who loads it), SVG and other data URLs (SVG can carry script),
 * `javascript:` and other schemes, http, protocol-relative `//host` and `/\host` URLs.
 */
export function isImageReference(value: string): boolean {
  return DATA_URL.test(value) || SITE_PATH.test(value) || GOOGLE_PHOTO_URL.test(value);
}

const IMAGE_MESSAGE =
  "Image must be a PNG, JPEG, WebP or GIF, a path on this site or a Google profile photo";

/**
 * A small image: review image, profile photo. Any image reference (a short data URL too) of at
 * most LIMITS.imageUrl characters.
 */
export const imageUrlField = z
  .string({ error: "Image must be text" })
  .trim()
  .max(LIMITS.imageUrl, `Image URL must be at most ${LIMITS.imageUrl} characters`)
  .refine(isImageReference, IMAGE_MESSAGE);

/** A service detail block's picture: any image reference, inline data up to LIMITS.blockImage. */
export const blockImageField = z
  .string({ error: "Picture must be text" })
  .trim()
  .max(LIMITS.blockImage, "Picture is too large")
  .refine(isImageReference, IMAGE_MESSAGE);

/** A service's main image: any image reference, inline data up to LIMITS.imageDataUrl. */
export const imageField = z
  .string({ error: "Image is required" })
  .trim()
  .min(1, "Image is required")
  .max(LIMITS.imageDataUrl, "Image is too large")
  .refine(isImageReference, IMAGE_MESSAGE);

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

/** Posting a review (POST /reviews and the Add Review form). */
export const reviewInputSchema = z.strictObject({
  name: requiredText("Name", LIMITS.name),
  ratings: ratingField,
  review: requiredText("Review", LIMITS.review),
  image: z.union([z.literal(""), imageUrlField]),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const serviceBlockSchema = z.strictObject({
  id: requiredText("Block id", LIMITS.blockHeading),
  h1: requiredText("Heading", LIMITS.blockHeading),
  p1: optionalText("Paragraph", LIMITS.blockParagraph),
  p2: optionalText("Paragraph", LIMITS.blockParagraph),
  img1: z.union([z.literal(""), blockImageField]),
});

/** Adding a service (POST /services and the Add Service form). */
export const serviceInputSchema = z.strictObject({
  name: requiredText("Name", LIMITS.name),
  bannerh: requiredText("Heading", LIMITS.bannerh),
  bannerP: requiredText("Sub heading", LIMITS.bannerP),
  des: requiredText("Description", LIMITS.des),
  img: imageField,
  des1: z.array(serviceBlockSchema).max(LIMITS.blocks).optional(),
});
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

/** The caller's own profile (POST /users, PUT /users). */
export const userProfileInputSchema = z.strictObject({
  email: emailField,
  displayName: z
    .string({ error: "Name must be text" })
    .trim()
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
    .refine(isWellFormed, "Name contains an invalid character"),
  photoURL: z.union([z.literal(""), imageUrlField]).optional(),
});
export type UserProfileInput = z.infer<typeof userProfileInputSchema>;

/** Granting or revoking the admin role (grantAdmin, revokeAdmin, PUT /users/admin). */
export const adminEmailInputSchema = z.strictObject({ email: emailField });
export type AdminEmailInput = z.infer<typeof adminEmailInputSchema>;

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
