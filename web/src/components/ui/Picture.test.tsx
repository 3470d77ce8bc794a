import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { previewImage } from "@/lib/meta";
import { Picture } from "./Picture";

const STORED = "/media/0123456789abcdef01234567-1600x1000";
const SIZES = "(min-width: 48rem) 50vw, 100vw";

describe("Picture", () => {
  it("shows a stored picture in its widths, at its size, lazily", () => {
    const html = renderToStaticMarkup(
      <Picture value={STORED} sizes={SIZES} alt="" className="photo" />,
    );
    expect(html).toBe(
      `<img class="photo" src="${STORED}/960" srcSet="${STORED}/320 320w, ${STORED}/640 640w, ` +
        `${STORED}/960 960w, ${STORED}/1280 1280w, ${STORED}/1600 1600w" sizes="${SIZES}" ` +
        `width="1600" height="1000" loading="lazy" decoding="async" alt=""/>`,
    );
  });

  it("fetches the page's largest picture first, and does not hold back one in view", () => {
    const priority = renderToStaticMarkup(
      <Picture value={STORED} sizes={SIZES} alt="" load="priority" />,
    );
    expect(priority).toContain(`fetchPriority="high"`);
    expect(priority).not.toContain("loading=");
    expect(priority).not.toContain("decoding=");
    const eager = renderToStaticMarkup(
      <Picture value={STORED} sizes={SIZES} alt="" load="eager" />,
    );
    expect(eager).not.toContain("loading=");
    expect(eager).not.toContain("fetchPriority");
  });

  it.each([
    ["a static drawing", "/images/services/seo.svg"],
    ["a Google profile photo", "https://lh3.googleusercontent.com/a/photo=s96-c"],
    ["an older data URL", "data:image/png;base64,iVBORw0KGgo="],
  ])("shows %s with a plain src, at the size the layout gives it", (_, value) => {
    const html = renderToStaticMarkup(
      <Picture value={value} sizes={SIZES} alt="A" fallbackSize={{ width: 640, height: 400 }} />,
    );
    expect(html).toBe(
      `<img src="${value.replace(/&/g, "&amp;")}" width="640" height="400" loading="lazy" ` +
        `decoding="async" alt="A"/>`,
    );
  });
});

describe("previewImage", () => {
  it("names a stored picture's narrowest width at least 1200 pixels wide", () => {
    expect(previewImage(STORED, "Web Design")).toEqual({
      path: `${STORED}/1280`,
      width: 1280,
      height: 800,
      alt: "Web Design",
    });
  });

  it("names a narrower picture in its own width", () => {
    expect(previewImage("/media/0123456789abcdef01234567-900x600", "SEO")).toEqual({
      path: "/media/0123456789abcdef01234567-900x600/900",
      width: 900,
      height: 600,
      alt: "SEO",
    });
  });

  it("gives none for anything else, so the page keeps the site's preview image", () => {
    expect(previewImage("/images/services/seo.svg", "SEO")).toBeUndefined();
    expect(previewImage("data:image/png;base64,iVBORw0KGgo=", "SEO")).toBeUndefined();
  });
});
