import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preloadSendMessage, sendMessage } from "./api";

const appCheck = vi.hoisted(() => {
  let issued = 0;
  return {
    appCheckHeaders: vi.fn((_options?: { limitedUse?: boolean }) => {
      issued += 1;
      return Promise.resolve({ "X-Firebase-AppCheck": `token-${issued}` });
    }),
    preloadAppCheck: vi.fn(() => Promise.resolve()),
  };
});
vi.mock("@/lib/firebase/app-check-headers", () => appCheck);

const message = {
  fullName: "Vera Visitor",
  email: "vera@example.com",
  subject: "A quote",
  phone: "+1 555 0100",
  message: "Hello.",
};

const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify({ acknowledged: true }), { status: 201 })),
);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the contact form's App Check token", () => {
  it("is a limited-use token, a new one for every message", async () => {
    await sendMessage(message);
    await sendMessage(message);
    expect(appCheck.appCheckHeaders.mock.calls).toEqual([
      [{ limitedUse: true }],
      [{ limitedUse: true }],
    ]);
    const sent = fetchMock.mock.calls.map(([url, init]) => ({
      url,
      token: new Headers(init.headers).get("x-firebase-appcheck"),
    }));
    expect(sent).toEqual([
      { url: "/api/messages", token: expect.stringMatching(/^token-/) },
      { url: "/api/messages", token: expect.stringMatching(/^token-/) },
    ]);
    expect(sent[0]?.token).not.toBe(sent[1]?.token);
  });

  it("is not asked for ahead of time: preloading only loads App Check", async () => {
    preloadSendMessage();
    await vi.waitFor(() => {
      expect(appCheck.preloadAppCheck).toHaveBeenCalledTimes(1);
    });
    expect(appCheck.appCheckHeaders).not.toHaveBeenCalled();
  });
});
