import { describe, expect, it } from "vitest";
import {
  checkFormToken,
  FORM_TOKEN_LIFETIME_MS,
  FORM_TOKEN_MIN_AGE_MS,
  formTokenUseId,
  issueFormToken,
  newFormTokenKey,
} from "./form-token";

const ISSUED = Date.parse("2026-11-27T10:00:00Z");
const key = newFormTokenKey();

describe("issueFormToken", () => {
  it("writes the version, the time, a nonce and a signature", () => {
    expect(issueFormToken(key, ISSUED)).toMatch(
      new RegExp(`^v1\\.${ISSUED}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`),
    );
  });

  it("makes a new nonce for every token", () => {
    const nonces = new Set(
      Array.from({ length: 20 }, () => issueFormToken(key, ISSUED).split(".")[2]),
    );
    expect(nonces.size).toBe(20);
  });
});

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The same bytes as `signature` (43 characters: 32 bytes and 2 unused bits), spelled otherwise. */
function otherSpelling(signature: string): string {
  const last = BASE64URL.indexOf(signature.slice(-1));
  const spelled = signature.slice(0, -1) + (BASE64URL[last + 1] ?? "");
  expect(Buffer.from(spelled, "base64url")).toEqual(Buffer.from(signature, "base64url"));
  expect(spelled).not.toBe(signature);
  return spelled;
}

describe("checkFormToken", () => {
  const token = issueFormToken(key, ISSUED);
  const nonce = token.split(".")[2];

  it("accepts a token from the minimum age until just before it expires", () => {
    for (const age of [FORM_TOKEN_MIN_AGE_MS, 60_000, FORM_TOKEN_LIFETIME_MS - 1]) {
      expect(checkFormToken(token, key, ISSUED + age)).toEqual({
        ok: true,
        nonce,
        issuedAt: ISSUED,
        expiresAt: ISSUED + FORM_TOKEN_LIFETIME_MS,
      });
    }
  });

  it("refuses a token posted sooner than the minimum age", () => {
    for (const age of [-60_000, 0, FORM_TOKEN_MIN_AGE_MS - 1]) {
      expect(checkFormToken(token, key, ISSUED + age)).toEqual({ ok: false, reason: "early" });
    }
  });

  it("refuses an expired token", () => {
    for (const age of [FORM_TOKEN_LIFETIME_MS, 24 * FORM_TOKEN_LIFETIME_MS]) {
      expect(checkFormToken(token, key, ISSUED + age)).toEqual({ ok: false, reason: "expired" });
    }
  });

  it("refuses a missing token and anything not shaped as one", () => {
    const now = ISSUED + 10_000;
    expect(checkFormToken(null, key, now)).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken("", key, now)).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken(new Blob([token]), key, now)).toEqual({ ok: false, reason: "missing" });
    for (const malformed of ["token", `${token}.`, ` ${token}`, token.replace("v1.", "v2.")]) {
      expect(checkFormToken(malformed, key, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuses a token signed with another key, or changed after it was signed", () => {
    const now = ISSUED + 10_000;
    const [version, issued, nonceText, signature = ""] = token.split(".");
    const other = issueFormToken(newFormTokenKey(), ISSUED);
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const forged of [
      other,
      // An older issue time, to get past the minimum age (or a later one, to live longer).
      [version, String(ISSUED - 60_000), nonceText, signature].join("."),
      [version, String(ISSUED + 60 * 60_000), nonceText, signature].join("."),
      // Another nonce, to be a token not used yet.
      [version, issued, "A".repeat(22), signature].join("."),
      [version, issued, nonceText, flipped].join("."),
      // The signature's other spelling: the same bytes, with the unused last bits set.
      [version, issued, nonceText, otherSpelling(signature)].join("."),
    ]) {
      expect(checkFormToken(forged, key, now)).toEqual({ ok: false, reason: "forged" });
    }
  });
});

describe("formTokenUseId", () => {
  it("is one id per token and address, naming neither", () => {
    const id = formTokenUseId("nonce-1", "203.0.113.7");
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain("203.0.113.7");
    expect(formTokenUseId("nonce-1", "203.0.113.7")).toBe(id);
    expect(formTokenUseId("nonce-1", "203.0.113.8")).not.toBe(id);
    expect(formTokenUseId("nonce-2", "203.0.113.7")).not.toBe(id);
  });
});
