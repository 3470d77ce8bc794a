import { describe, expect, it } from "vitest";
import {
  ACCEPTED_IMAGES,
  DATA_URL_PICTURES,
  MEDIA_REF,
  REFUSED_IMAGES,
} from "../../../tests/support/images.ts";
import { LIMITS } from "./model";
import {
  adminEmailInputSchema,
  imageField,
  imageUrlField,
  isImageReference,
  isStoredImage,
  messageInputSchema,
  orderInputSchema,
  reviewInputSchema,
  reviewRestInputSchema,
  serviceEditSchema,
  serviceInputSchema,
  serviceRestInputSchema,
  teamMemberFields,
  teamMemberInputSchema,
  topServicesSchema,
  userProfileInputSchema,
  userProfileRestInputSchema,
} from "./schemas";
import { splitNameDeg } from "./team";

const order = {
  name: "Carl Customer",
  email: "customer@agency.test",
  phoneNumber: "+1 555 0100",
  address: "12 Harbour Street",
  serviceName: "Web Design",
};

describe("orderInputSchema", () => {
  it("accepts the old client's payload and trims it", () => {
    expect(orderInputSchema.parse({ ...order, name: "  Carl  " })).toEqual({
      ...order,
      name: "Carl",
    });
  });

  it.each([
    ["a missing address", { ...order, address: undefined }],
    ["a blank name", { ...order, name: "   " }],
    ["an invalid email", { ...order, email: "carl" }],
    ["a phone number past the limit", { ...order, phoneNumber: "1".repeat(LIMITS.phone + 1) }],
    ["a status", { ...order, status: "pending" }],
    ["a uid", { ...order, uid: "someone" }],
    ["a serviceId with a slash", { ...order, serviceId: "a/b" }],
    ["a reserved serviceId", { ...order, serviceId: "__x__" }],
    ["a serviceId of dots", { ...order, serviceId: ".." }],
  ])("refuses %s", (_label, input) => {
    expect(orderInputSchema.safeParse(input).success).toBe(false);
  });
});

describe("reviewInputSchema", () => {
  const review = { name: "Priya", ratings: 5, review: "Great.", image: "" };

  it("turns a rating sent as a string into a number", () => {
    expect(reviewInputSchema.parse({ ...review, ratings: "4.5" }).ratings).toBe(4.5);
  });

  it.each([[2.5], ["2.5"], [0], [6], ["abc"], [""], [null]])("refuses the rating %j", (ratings) => {
    expect(reviewInputSchema.safeParse({ ...review, ratings }).success).toBe(false);
  });

  it("gives the placeholder-less select a readable message", () => {
    const result = reviewInputSchema.safeParse({ ...review, ratings: "" });
    expect(result.error?.issues[0]?.path).toEqual(["ratings"]);
  });

  it("accepts a Google profile photo or a site image and refuses outside and script URLs", () => {
    expect(
      reviewInputSchema.safeParse({
        ...review,
        image: "https://lh3.googleusercontent.com/a/photo.jpg",
      }).success,
    ).toBe(true);
    expect(reviewInputSchema.safeParse({ ...review, image: "/images/avatar.svg" }).success).toBe(
      true,
    );
    expect(
      reviewInputSchema.safeParse({ ...review, image: "https://tracker.example/p.png" }).success,
    ).toBe(false);
    expect(reviewInputSchema.safeParse({ ...review, image: "javascript:alert(1)" }).success).toBe(
      false,
    );
  });
});

describe("serviceInputSchema", () => {
  const service = {
    name: "SEO",
    bannerh: "Heading",
    bannerP: "Sub heading",
    des: "Description",
    img: MEDIA_REF,
  };
  const block = { id: "b1", h1: "Block", p1: "", p2: "", img1: MEDIA_REF };
  const dataUrl = (length: number) =>
    `data:image/png;base64,${"A".repeat(length - "data:image/png;base64,".length)}`;

  it("accepts a stored picture's reference, in the service and its blocks", () => {
    expect(serviceInputSchema.safeParse({ ...service, des1: [block] }).success).toBe(true);
    expect(serviceRestInputSchema.safeParse({ ...service, des1: [block] }).success).toBe(true);
  });

  it.each([
    ["an SVG data URL", "data:image/svg+xml;base64,PHN2Zy8+"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a protocol-relative URL", "//evil.example/a.png"],
    ["a reference past the limit", `/images/${"a".repeat(LIMITS.imageUrl)}`],
    ["a data URL past the REST limit", dataUrl(LIMITS.imageDataUrl + 1)],
    ["no image", ""],
  ])("refuses %s, in the forms and in the REST API", (_label, img) => {
    expect(serviceInputSchema.safeParse({ ...service, img }).success).toBe(false);
    expect(serviceRestInputSchema.safeParse({ ...service, img }).success).toBe(false);
  });

  it("refuses a data URL in the forms (pictures are uploaded first) with a message", () => {
    const result = serviceEditSchema.safeParse({
      ...service,
      img: DATA_URL_PICTURES["a PNG data URL"],
      des1: [],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "img",
        "Image must be a picture uploaded here, a path on this site or a Google profile photo",
      ],
    ]);
    const inBlock = { ...block, img1: DATA_URL_PICTURES["a PNG data URL"] };
    expect(serviceInputSchema.safeParse({ ...service, des1: [inBlock] }).success).toBe(false);
  });

  it("takes data URLs in the REST API, up to the old API's limits", () => {
    const blockAt = (length: number) => ({ ...block, img1: dataUrl(length) });
    const parse = (img: string, img1: string) =>
      serviceRestInputSchema.safeParse({ ...service, img, des1: [{ ...block, img1 }] });
    expect(parse(dataUrl(LIMITS.imageDataUrl), dataUrl(LIMITS.blockImage)).success).toBe(true);
    const result = serviceRestInputSchema.safeParse({
      ...service,
      des1: [blockAt(LIMITS.blockImage), blockAt(LIMITS.blockImage + 1)],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["des1.1.img1", "Picture is too large"],
    ]);
  });
});

describe("the REST variants take data URLs where the forms take references only", () => {
  const review = { name: "Priya", ratings: 5, review: "Great." };
  const profile = { email: "a@b.co", displayName: "A" };

  it.each(Object.entries(DATA_URL_PICTURES))("%s", (_label, image) => {
    expect(reviewInputSchema.safeParse({ ...review, image }).success).toBe(false);
    expect(reviewRestInputSchema.safeParse({ ...review, image }).success).toBe(true);
    expect(userProfileInputSchema.safeParse({ ...profile, photoURL: image }).success).toBe(false);
    expect(userProfileRestInputSchema.safeParse({ ...profile, photoURL: image }).success).toBe(
      true,
    );
  });

  it("holds a review's image and a profile photo to LIMITS.imageUrl, data URL or not", () => {
    const image = `data:image/png;base64,${"A".repeat(LIMITS.imageUrl)}`;
    expect(reviewRestInputSchema.safeParse({ ...review, image }).success).toBe(false);
    expect(userProfileRestInputSchema.safeParse({ ...profile, photoURL: image }).success).toBe(
      false,
    );
  });
});

describe("the other payloads", () => {
  it("adminEmailInputSchema wants exactly one valid email", () => {
    expect(adminEmailInputSchema.safeParse({ email: "a@b.co" }).success).toBe(true);
    expect(adminEmailInputSchema.safeParse({ email: "a@b" }).success).toBe(false);
    expect(adminEmailInputSchema.safeParse({ email: "a@b.co", admin: true }).success).toBe(false);
  });

  it("userProfileInputSchema refuses a self-granted admin flag", () => {
    const profile = { email: "a@b.co", displayName: "A" };
    expect(userProfileInputSchema.safeParse(profile).success).toBe(true);
    expect(userProfileInputSchema.safeParse({ ...profile, admin: true }).success).toBe(false);
  });

  it("messageInputSchema requires every field", () => {
    const message = { fullName: "J", email: "j@x.co", subject: "S", phone: "1", message: "M" };
    expect(messageInputSchema.safeParse(message).success).toBe(true);
    for (const key of Object.keys(message)) {
      expect(messageInputSchema.safeParse({ ...message, [key]: "" }).success).toBe(false);
    }
  });

  it("isImageReference matches what the rules accept", () => {
    expect(isImageReference("/images/team/maya-chen.svg")).toBe(true);
    expect(isImageReference(MEDIA_REF)).toBe(true);
    expect(isImageReference("data:image/gif;base64,R0lGOD==")).toBe(false);
    expect(isImageReference("http://insecure.example/a.png")).toBe(false);
  });

  it("isStoredImage also reads a data URL stored before pictures were files", () => {
    expect(isStoredImage("data:image/gif;base64,R0lGOD==")).toBe(true);
    expect(isStoredImage(MEDIA_REF)).toBe(true);
    expect(isStoredImage("data:image/svg+xml;base64,PHN2Zy8+")).toBe(false);
  });
});

describe("image fields", () => {
  it.each(Object.entries(REFUSED_IMAGES))("refuse %s", (_label, image) => {
    expect(imageField.safeParse(image).success).toBe(false);
    expect(imageUrlField.safeParse(image).success).toBe(false);
    expect(isStoredImage(image)).toBe(false);
    expect(serviceRestInputSchema.shape.img.safeParse(image).success).toBe(false);
  });

  it.each(Object.entries(DATA_URL_PICTURES))("refuse %s for a new write", (_label, image) => {
    expect(isImageReference(image)).toBe(false);
    expect(imageField.safeParse(image).success).toBe(false);
    expect(imageUrlField.safeParse(image).success).toBe(false);
    expect(serviceRestInputSchema.shape.img.safeParse(image).success).toBe(true);
  });

  it.each(Object.entries(ACCEPTED_IMAGES))("accept %s", (_label, image) => {
    expect(isImageReference(image)).toBe(true);
    expect(imageField.safeParse(image).success).toBe(true);
    expect(imageUrlField.safeParse(image).success).toBe(true);
  });
});

describe("text fields", () => {
  const review = { name: "Priya", ratings: 5, review: "Great.", image: "" };

  it.each([
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "\udfff"],
  ])("refuse %s (Firestore cannot store it)", (_label, value) => {
    expect(reviewInputSchema.safeParse({ ...review, name: value }).success).toBe(false);
    const profile = { email: "a@b.co", displayName: value };
    expect(userProfileInputSchema.safeParse(profile).success).toBe(false);
    const block = { id: "b", h1: "h", p1: value, p2: "", img1: "" };
    const service = { name: "S", bannerh: "h", bannerP: "p", des: "d", img: "/x.png" };
    expect(serviceInputSchema.safeParse({ ...service, des1: [block] }).success).toBe(false);
  });

  it("accept characters outside the basic plane (surrogate pairs)", () => {
    expect(reviewInputSchema.safeParse({ ...review, name: "Priya \ud83d\ude00" }).success).toBe(
      true,
    );
  });
});

describe("teamMemberInputSchema", () => {
  const member = {
    img: "/images/team/maya-chen.svg",
    name: "Maya Chen",
    role: "Creative Director",
  };
  const issues = (input: Record<string, unknown>) =>
    teamMemberInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);

  it("accepts a picture, a name and a role, trimmed, stored as nameDeg", () => {
    const parsed = teamMemberInputSchema.parse({ ...member, name: "  Maya Chen " });
    expect(teamMemberFields(parsed)).toEqual({
      img: member.img,
      nameDeg: "Maya Chen, Creative Director",
    });
  });

  it("gives back the name and role it stored (a role may hold commas)", () => {
    const input = { ...member, role: "Director, Design & Brand" };
    expect(splitNameDeg(teamMemberFields(teamMemberInputSchema.parse(input)).nameDeg)).toEqual({
      name: input.name,
      role: input.role,
    });
  });

  it("accepts a name and role that fill nameDeg exactly, and refuses one character more", () => {
    const room = LIMITS.nameDeg - ", ".length;
    const fits = { ...member, name: "N".repeat(40), role: "R".repeat(room - 40) };
    expect(teamMemberFields(teamMemberInputSchema.parse(fits)).nameDeg).toHaveLength(
      LIMITS.nameDeg,
    );
    expect(issues({ ...fits, role: `${fits.role}R` })).toEqual([
      ["role", `Name and role together must be at most ${room} characters`],
    ]);
  });

  it.each([
    ["a missing picture", { ...member, img: "" }, "img"],
    ["an SVG data URL", { ...member, img: "data:image/svg+xml;base64,PHN2Zz4=" }, "img"],
    ["an outside image", { ...member, img: "https://tracker.example/a.png" }, "img"],
    ["a blank name", { ...member, name: "  " }, "name"],
    ["a name with a comma", { ...member, name: "Chen, Maya" }, "name"],
    ["a missing role", { ...member, role: undefined }, "role"],
    ["an order (not the form's)", { ...member, order: 1 }, ""],
    ["a nameDeg (not the form's)", { ...member, nameDeg: "X, Y" }, ""],
  ])("refuses %s", (_label, input, path) => {
    expect(issues(input)?.map(([field]) => field)).toContain(path);
  });
});

describe("topServicesSchema", () => {
  const issues = (topServices: unknown) =>
    topServicesSchema
      .safeParse({ topServices })
      .error?.issues.map((i) => [i.path.join("."), i.message]);

  it("accepts up to four different service ids, and none", () => {
    expect(issues(["seo", "web-design", "ads", "social"])).toBeUndefined();
    expect(issues([])).toBeUndefined();
  });

  it("names the slot that repeats a service", () => {
    expect(issues(["seo", "web", "seo"])).toEqual([
      ["topServices.2", "This service is already on the landing: pick another one"],
    ]);
  });

  it("refuses five services, an empty slot, and an id that is not a document id", () => {
    expect(issues(["a", "b", "c", "d", "e"])).toEqual([["topServices", "Pick at most 4 services"]]);
    expect(issues(["a", ""])).toEqual([["topServices.1", "Pick a service"]]);
    expect(issues(["../orders"])).toEqual([["topServices.0", "Pick a service"]]);
  });

  it("refuses keys the settings do not have", () => {
    expect(topServicesSchema.safeParse({ topServices: [], hero: "x" }).success).toBe(false);
  });
});
