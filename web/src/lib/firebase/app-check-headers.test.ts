import { afterEach, describe, expect, it, vi } from "vitest";
import { appCheckHeaders, preloadAppCheck } from "./app-check-headers";

const config = vi.hoisted(() => ({ appCheck: { siteKey: "site-key", debugToken: "" } }));
const tokens = vi.hoisted(() => ({
  appCheckToken: vi.fn(() => Promise.resolve("session-token")),
  limitedUseAppCheckToken: vi.fn(() => Promise.resolve("limited-use-token")),
}));
vi.mock("@/config/env", () => config);
vi.mock("./app.client", () => ({}));
vi.mock("./app-check", () => tokens);

afterEach(() => {
  config.appCheck.siteKey = "site-key";
  vi.clearAllMocks();
});

describe("appCheckHeaders", () => {
  it("sends the session token by default", async () => {
    await expect(appCheckHeaders()).resolves.toEqual({ "X-Firebase-AppCheck": "session-token" });
    expect(tokens.limitedUseAppCheckToken).not.toHaveBeenCalled();
  });

  it("sends a limited-use token when asked for one", async () => {
    await expect(appCheckHeaders({ limitedUse: true })).resolves.toEqual({
      "X-Firebase-AppCheck": "limited-use-token",
    });
    expect(tokens.appCheckToken).not.toHaveBeenCalled();
  });

  it("sends nothing, and asks for nothing, without a site key", async () => {
    config.appCheck.siteKey = "";
    await expect(appCheckHeaders({ limitedUse: true })).resolves.toEqual({});
    await preloadAppCheck();
    expect(tokens.appCheckToken).not.toHaveBeenCalled();
    expect(tokens.limitedUseAppCheckToken).not.toHaveBeenCalled();
  });

  it("preloads without asking for a token", async () => {
    await preloadAppCheck();
    expect(tokens.appCheckToken).not.toHaveBeenCalled();
    expect(tokens.limitedUseAppCheckToken).not.toHaveBeenCalled();
  });
});
