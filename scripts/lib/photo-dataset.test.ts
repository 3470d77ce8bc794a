import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { services as seedServices, team as seedTeam } from "../seed/data.ts";
import {
  makePicture,
  PHONE_SIZE,
  PHOTO_SERVICES,
  PHOTO_SIZE,
  PHOTO_TEAM,
  photoCatalogue,
  picturePlan,
} from "./photo-dataset.ts";

const catalogue = () => photoCatalogue((key) => `picture of ${key}`);

describe("photoCatalogue", () => {
  it("has 12 services in order 1-12 and the 4 team members, each with its own picture", () => {
    const { services, team } = catalogue();
    expect(services).toHaveLength(PHOTO_SERVICES);
    expect(services.map((s) => s.order)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(services.map((s) => s.id)).size).toBe(12);
    expect(new Set(services.map((s) => s.name)).size).toBe(12);
    for (const service of services) {
      expect(service.img).toBe(`picture of service:${service.id}`);
      expect(service.des1.length).toBeGreaterThanOrEqual(2);
      for (const block of service.des1) {
        expect(block.img1).toBe(`picture of block:${service.id}:${block.id}`);
      }
    }
    const blockIds = services.flatMap((s) => s.des1.map((block) => block.id));
    expect(new Set(blockIds).size).toBe(blockIds.length);
    expect(team).toHaveLength(PHOTO_TEAM);
    expect(team.map((m) => m.img)).toEqual(seedTeam.map((m) => `picture of team:${m.id}`));
  });

  it("keeps the seed's services and team but for their pictures, so the landing compares", () => {
    const { services, team } = catalogue();
    const withoutPictures = (service: (typeof seedServices)[number]) => ({
      ...service,
      img: "",
      des1: service.des1.map((block) => ({ ...block, img1: "" })),
    });
    expect(services.slice(0, seedServices.length).map(withoutPictures)).toEqual(
      seedServices.map(withoutPictures),
    );
    expect(team.map((m) => ({ ...m, img: "" }))).toEqual(seedTeam.map((m) => ({ ...m, img: "" })));
    // The other services carry the seed's texts, so /services lists 12 of the seed's weight.
    const fifth = services[seedServices.length];
    expect(fifth?.des).toBe(seedServices[0]?.des);
    expect(fifth?.id).not.toBe(seedServices[0]?.id);
  });
});

describe("picturePlan", () => {
  it("plans one picture for each one the catalogue shows, each with a seed of its own", () => {
    const plan = picturePlan();
    const { services, team } = catalogue();
    const shown = [
      ...services.flatMap((s) => [s.img, ...s.des1.map((block) => block.img1)]),
      ...team.map((m) => m.img),
    ].map((src) => src.replace("picture of ", ""));
    expect(plan.map((spec) => spec.key).sort()).toEqual([...shown].sort());
    expect(new Set(plan.map((spec) => spec.seed)).size).toBe(plan.length);
  });

  it("makes two of the services' pictures phone photos, one of them on the landing", () => {
    const plan = picturePlan();
    const phones = plan.filter((spec) => spec.kind === "phone");
    expect(phones).toHaveLength(2);
    for (const phone of phones) {
      expect(phone.key).toMatch(/^service:/);
      expect(phone).toMatchObject(PHONE_SIZE);
    }
    const landing = catalogue()
      .services.slice(0, 4)
      .map((s) => `service:${s.id}`);
    expect(phones.some((phone) => landing.includes(phone.key))).toBe(true);
    for (const spec of plan.filter((s) => s.kind === "photo")) {
      expect(spec).toMatchObject(PHOTO_SIZE);
    }
  });
});

describe("makePicture", () => {
  it("makes a JPEG of the planned size, a different one for each seed", async () => {
    const spec = { key: "service:x", kind: "photo", width: 240, height: 160, seed: 1 } as const;
    const [a, b] = await Promise.all([makePicture(spec), makePicture({ ...spec, seed: 2 })]);
    expect(await sharp(a).metadata()).toMatchObject({ format: "jpeg", width: 240, height: 160 });
    expect(a.equals(b)).toBe(false);
  });

  it("makes a phone photo stored landscape, with EXIF saying to turn it", async () => {
    const bytes = await makePicture({
      key: "service:y",
      kind: "phone",
      width: 320,
      height: 240,
      seed: 3,
    });
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 320,
      height: 240,
      orientation: 6,
    });
  });
});
