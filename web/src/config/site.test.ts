import { describe, expect, it } from "vitest";
import { sitePaths } from "@shared/site";
import { paths } from "./paths";

describe("the paths the functions link to", () => {
  it("are the web app's routes", () => {
    expect(sitePaths.manageOrders).toBe(paths.manageOrders);
    expect(sitePaths.myOrders).toBe(paths.myOrders);
  });
});
