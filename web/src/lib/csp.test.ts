import { describe, expect, it } from "vitest";
import { emulatorHosts } from "@/config/env";
import { isImageReference } from "@shared/schemas";
import { contentSecurityPolicy, scriptNonce } from "./csp";

const LOCAL = {
  projectId: "demo-agency",
  authDomain: "demo-agency.firebaseapp.com",
  emulators: true,
  appCheck: false,
};

describe("contentSecurityPolicy", () => {
  const scriptSrc = (policy: string) =>
    policy.split("; ").find((directive) => directive.startsWith("script-src"));

  it("allows inline scripts by the response's nonce only: no hash, nothing inline besides", () => {
    const policy = contentSecurityPolicy("bm9uY2Utb2YtYS1wYWdl", LOCAL);
    expect(scriptSrc(policy)).toBe(
      "script-src 'self' https://apis.google.com 'nonce-bm9uY2Utb2YtYS1wYWdl'",
    );
    expect(policy).not.toContain("sha256-");
    expect(scriptSrc(policy)).not.toContain("unsafe-inline");
  });

  it("makes a new nonce of 128 random bits for each response", () => {
    const nonces = Array.from({ length: 50 }, () => scriptNonce());
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("keeps frames, objects and the base URI locked down", () => {
    const policy = contentSecurityPolicy(scriptNonce(), LOCAL);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});

describe("the hosts of the policy", () => {
  const directive = (policy: string, name: string) =>
    policy
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];
  const production = contentSecurityPolicy(scriptNonce(), {
    projectId: "bluepeak-prod",
    authDomain: "bluepeak-prod.firebaseapp.com",
    emulators: false,
    appCheck: true,
  });
  const local = contentSecurityPolicy(scriptNonce(), LOCAL);

  it("ships no emulator origin, wildcard host or bare scheme to a real project's visitors", () => {
    expect(production).not.toMatch(/127\.0\.0\.1|localhost|ws:/);
    for (const name of ["script-src", "connect-src", "frame-src", "img-src"]) {
      for (const source of directive(production, name)) {
        expect(source, `${name} ${source}`).not.toMatch(/\*|^https?:$|^https:\/\/$/);
      }
    }
  });

  it("names the project's own Auth domain and callables, and Google's services it uses", () => {
    expect(directive(production, "connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://us-central1-bluepeak-prod.cloudfunctions.net",
      "https://content-firebaseappcheck.googleapis.com",
    ]);
    expect(directive(production, "frame-src")).toEqual([
      "https://bluepeak-prod.firebaseapp.com",
      "https://accounts.google.com",
      "https://www.google.com/recaptcha/",
    ]);
    expect(directive(production, "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://lh3.googleusercontent.com",
      "https://lh4.googleusercontent.com",
      "https://lh5.googleusercontent.com",
      "https://lh6.googleusercontent.com",
      "https://www.google.com/images/cleardot.gif",
    ]);
  });

  it("loads photos from exactly the hosts an image reference may name (rules, API, forms)", () => {
    // isImageReference is the check firestore.rules mirrors: a Google profile photo it accepts
    // must load, and a host it refuses must not be allowed either.
    const hosts = [
      ...Array.from({ length: 10 }, (_, n) => `lh${n}.googleusercontent.com`),
      "googleusercontent.com",
      "storage.googleapis.com",
      "www.google.com",
    ];
    for (const policy of [production, local]) {
      const img = directive(policy, "img-src");
      for (const host of hosts) {
        const photo = `https://${host}/a/photo.jpg`;
        expect(img.includes(`https://${host}`), photo).toBe(isImageReference(photo));
      }
    }
  });

  it("adds the local emulators for a demo project, and reCAPTCHA only with App Check", () => {
    // The emulators the browser is pointed at (config/env.ts).
    const { auth, firestore, functions } = emulatorHosts;
    expect(directive(local, "connect-src")).toEqual(
      expect.arrayContaining([
        auth,
        `http://${firestore.host}:${firestore.port}`,
        `http://${functions.host}:${functions.port}`,
      ]),
    );
    expect(directive(local, "frame-src")).toContain(auth);
    expect(local).not.toContain("recaptcha");
    expect(directive(production, "script-src")).toContain("https://www.google.com/recaptcha/");
  });
});
