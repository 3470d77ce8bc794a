import { describe, expect, it } from "vitest";
import { mailOrigin, LOCAL_SITE_ORIGIN } from "./params";
import {
  MAIL_RETENTION_DAYS,
  mailRecord,
  mailStateOf,
  messageMailKey,
  orderMailKey,
} from "./queue";

describe("mailStateOf", () => {
  it.each([
    [undefined, "queued"],
    [{}, "queued"],
    [{ state: "PENDING" }, "queued"],
    [{ state: "PROCESSING" }, "queued"],
    [{ state: "RETRY" }, "queued"],
    [{ state: "SUCCESS" }, "sent"],
    [{ state: "ERROR", error: "554" }, "error"],
  ])("maps delivery %j to %s", (delivery, state) => {
    expect(mailStateOf(delivery)).toBe(state);
  });
});

describe("mail keys", () => {
  it("name what an email is about, one key per email", () => {
    expect(orderMailKey("o1", "received")).toBe("order-o1-received");
    expect(orderMailKey("o1", "new")).toBe("order-o1-new");
    expect(orderMailKey("o1", "delivered")).toBe("order-o1-delivered");
    expect(messageMailKey("m1")).toBe("message-m1");
  });
});

describe("mailRecord", () => {
  it("expires the stored email after the retention period", () => {
    const now = Date.UTC(2026, 10, 26);
    const record = mailRecord(
      {
        to: "a@example.com",
        kind: "contact-message",
        message: { subject: "s", text: "t", html: "h" },
      },
      now,
    );
    expect(record.expireAt.toMillis()).toBe(now + MAIL_RETENTION_DAYS * 86_400_000);
    expect(record.to).toBe("a@example.com");
  });
});

describe("mailOrigin", () => {
  it("is SITE_ORIGIN's origin, else on the emulators the local Hosting emulator", () => {
    expect(mailOrigin({ SITE_ORIGIN: "https://www.example.com/" })).toBe("https://www.example.com");
    expect(mailOrigin({ FUNCTIONS_EMULATOR: "true" })).toBe(LOCAL_SITE_ORIGIN);
    expect(mailOrigin({ GCLOUD_PROJECT: "demo-agency" })).toBe(LOCAL_SITE_ORIGIN);
  });

  it("is an error for a real project without SITE_ORIGIN, never a local link", () => {
    expect(() => mailOrigin({ GCLOUD_PROJECT: "bluepeak-prod" })).toThrow(
      /SITE_ORIGIN is not set: put SITE_ORIGIN=https:\/\/www\.example\.com .* in functions\/\.env\.bluepeak-prod/,
    );
  });
});
