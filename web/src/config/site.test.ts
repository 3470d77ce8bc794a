import { describe, expect, it } from "vitest";
import { sitePaths } from "@shared/site";
import { paths } from "./paths";
import { pageTexts, servicesDescription } from "./site";

describe("the paths the functions link to", () => {
  it("are the web app's routes", () => {
    expect(sitePaths.manageOrders).toBe(paths.manageOrders);
    expect(sitePaths.myOrders).toBe(paths.myOrders);
    expect(sitePaths.myCalls).toBe(paths.myCalls);
  });
});

describe("servicesDescription", () => {
  const rest = "Each starts with a free consultation and a measurable plan.";
  it.each([
    [["SEO"], `One service from one team: SEO. ${rest}`],
    [["SEO", "Ads"], `2 services from one team: SEO and Ads. ${rest}`],
    [["SEO", "Ads", "Web"], `3 services from one team: SEO, Ads, and Web. ${rest}`],
  ])("names %j in a list as Intl.ListFormat writes it", (names, expected) => {
    expect(servicesDescription(names)).toBe(expected);
    expect(expected).toContain(new Intl.ListFormat("en", { type: "conjunction" }).format(names));
  });

  it("falls back to the page's description without services", () => {
    expect(servicesDescription([])).toBe(pageTexts.services.description);
  });
});
