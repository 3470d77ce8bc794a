/**
 * What Hosting serves: the public pages rendered by the `ssr` function with their Firestore
 * content, the signed-in pages as a spinner the browser replaces, a real 404, cache and security
 * headers (the CSP allowing exactly the page's inline scripts), static files, robots.txt.
 */
import { readdirSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, URLS } from "../../scripts/lib/config.ts";
import { readReview, readService, readTeamMember } from "../../functions/src/shared/documents.ts";
import { sortServices, topServices } from "../../functions/src/shared/services.ts";
import { sortTeam } from "../../functions/src/shared/team.ts";
import { LATEST_REVIEWS } from "../../functions/src/shared/registry.ts";
import { PUBLIC_CACHE_CONTROL } from "../../web/src/lib/content.ts";
import { startupScripts } from "../../scripts/lib/budgets.ts";
import { START_OPTIONS } from "../../web/src/lib/scripts-after-paint.ts";
import { FieldValue } from "firebase-admin/firestore";
import { adminDb, closeAdminApps } from "../support/admin.ts";

/** A valid service besides its name (the rules' limits do not apply to Admin SDK writes). */
const serviceFields = {
  bannerh: "Banner",
  bannerP: "Banner text",
  des: "Description",
  img: "/images/services/seo.svg",
  des1: [],
};

afterAll(closeAdminApps);

const page = async (url: string) => {
  const res = await fetch(`${URLS.hosting}${url}`);
  return { res, html: await res.text() };
};

/** A page's raw response (the body as sent, not decoded), asking for `acceptEncoding`. */
function rawPage(url: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; vary: string; body: Buffer }>((resolve, reject) => {
    get(`${URLS.hosting}${url}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          encoding: res.headers["content-encoding"],
          vary: res.headers.vary ?? "",
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The names on the landing's top-services cards, as they are in its HTML, in order. */
function topCards(html: string): string[] {
  const start = html.indexOf('data-testid="top-services"');
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/<h3[^>]*><a[^>]*>(.*?)<\/a><\/h3>/g)].map((m) => m[1] ?? "");
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("Hosting", () => {
  it("serves hashed assets with a long-lived, immutable cache header", async () => {
    const asset = readdirSync(path.join(ROOT, "web", "build", "client", "assets")).find((f) =>
      f.endsWith(".js"),
    );
    const res = await fetch(`${URLS.hosting}/assets/${asset ?? "missing.js"}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each([
    ["/", "We grow brands that customers find, trust and choose", "Bluepeak Digital: ", false],
    ["/home", "We grow brands that customers find, trust and choose", "Bluepeak", false],
    ["/services", "Services We Offer", "Services | Bluepeak Digital", false],
    ["/login", "Welcome back.", "Login | Bluepeak Digital", true],
    ["/signUp", "Create an account", "Sign up | Bluepeak Digital", true],
  ])(
    "renders %s on the server, styled, with its title, cacheable by the CDN",
    async (url, text, title, chakra) => {
      const { res, html } = await page(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(html).toContain(text);
      // Styled before any script runs: by stylesheets the page links (static CSS on the public
      // pages, ADR 007), plus Chakra UI's server-rendered styles on the sign-in pages.
      const sheets = [
        ...html.matchAll(/<link\b(?=[^>]*\srel="stylesheet")[^>]*\shref="([^"#]+)#?"/g),
      ].map((match) => match[1] ?? "");
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) {
        const css = await fetch(`${URLS.hosting}${sheet}`);
        expect(css.status, sheet).toBe(200);
        expect(css.headers.get("content-type"), sheet).toMatch(/^text\/css/);
      }
      if (chakra) expect(html).toMatch(/<style data-emotion="css[^"]*">/);
      else expect(html).not.toContain("data-emotion");
      // In place, not streamed after a placeholder for a script to swap in (which needs JS).
      expect(html).not.toMatch(/<template id="B:|<!--\$\?-->/);
      expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<title>${title}`));
    },
  );

  it("puts every service in the HTML of /services", async () => {
    const snapshot = await adminDb().collection("services").get();
    const names = snapshot.docs.map((doc) => readService(doc.id, doc.data()).name);
    expect(names.length).toBeGreaterThan(2);
    const { html } = await page("/services");
    for (const name of names) expect(html).toContain(escaped(name));
  });

  it("puts every team member and the newest approved reviews in the HTML of /", async () => {
    const db = adminDb();
    // The newest review of all, but not approved: it must not reach the page.
    const pending = db.collection("reviews").doc(`pending-${Date.now()}`);
    const unapproved = `Not approved yet ${Date.now()}`;
    await pending.set({
      name: "Pending Reviewer",
      ratings: 1,
      review: unapproved,
      image: "",
      uid: "someone",
      status: "pending",
      createdAt: FieldValue.serverTimestamp(),
    });
    try {
      const team = sortTeam(
        (await db.collection("team").get()).docs.map((doc) => readTeamMember(doc.id, doc.data())),
      );
      const reviews = (
        await db
          .collection("reviews")
          .where("status", "==", "approved")
          .orderBy("createdAt", "desc")
          .limit(LATEST_REVIEWS)
          .get()
      ).docs.map((doc) => readReview(doc.id, doc.data()));
      expect(team.length).toBeGreaterThan(2);
      expect(reviews.length).toBeGreaterThan(2);
      const { html } = await page("/");
      for (const member of team) {
        expect(html).toContain(escaped(member.nameDeg.split(",")[0] ?? ""));
      }
      // In the landing's order (`order`, then id), which is not the order of their ids.
      const positions = team.map((member) =>
        html.indexOf(escaped(member.nameDeg.split(",")[0] ?? "")),
      );
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(team.map((member) => member.id)).not.toEqual(team.map((member) => member.id).sort());
      for (const review of reviews) expect(html).toContain(escaped(review.review));
      expect(html).not.toContain(unapproved);
    } finally {
      await pending.delete();
    }
  });

  it("writes every section of / in its place: none held back for a script to reveal", async () => {
    const { html } = await page("/");
    // React moves a large Suspense boundary's content to a hidden <div id="S:n"> at the end of
    // the document, shown by a script; the sections that hydrate when near are such boundaries.
    expect(html).not.toMatch(/<div hidden id="S:\d+"/);
    expect(html).not.toMatch(/<template id="B:\d+"/);
    const order = ["aboutUs", "team", "reviews", "contactUs"].map((id) =>
      html.indexOf(`id="${id}"`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("lists the services in the admins' order, and the landing's top services as picked", async () => {
    const db = adminDb();
    const stamp = Date.now();
    const placed = db.collection("services").doc(`placed-${stamp}`);
    const unplaced = db.collection("services").doc(`unplaced-${stamp}`);
    const landing = db.doc("settings/landing");
    const created = FieldValue.serverTimestamp();
    await placed.set({
      ...serviceFields,
      name: `Placed first ${stamp}`,
      order: 0,
      createdAt: created,
    });
    await unplaced.set({ ...serviceFields, name: `Unplaced ${stamp}`, createdAt: created });
    const sorted = async () =>
      sortServices(
        (await db.collection("services").get()).docs.map((d) => readService(d.id, d.data())),
      );
    try {
      // /services: by order (the new service placed at 0 first, the unplaced one last).
      const services = await sorted();
      expect(services[0]?.id).toBe(placed.id);
      expect(services.at(-1)?.id).toBe(unplaced.id);
      const listed = (await page("/services")).html;
      const positions = services.map((service) => listed.indexOf(escaped(service.name)));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));

      // The landing without picks: the first four.
      await landing.delete();
      expect(topCards((await page("/")).html)).toEqual(
        services.slice(0, 4).map((service) => escaped(service.name)),
      );
      // Two picks, in their order, filled up with the first services.
      await landing.set({ topServices: [unplaced.id, "web-design"] });
      const picked = topServices([unplaced.id, "web-design"], services);
      expect(picked.map((service) => service.id).slice(0, 2)).toEqual([unplaced.id, "web-design"]);
      expect(topCards((await page("/")).html)).toEqual(
        picked.map((service) => escaped(service.name)),
      );
      // A picked service that was deleted gives its place to the next one.
      await unplaced.delete();
      expect(topCards((await page("/")).html)).toEqual(
        topServices([unplaced.id, "web-design"], await sorted()).map((service) =>
          escaped(service.name),
        ),
      );
      expect((await page("/")).html).not.toContain(`Unplaced ${stamp}`);
    } finally {
      await Promise.all([placed.delete(), unplaced.delete(), landing.delete()]);
    }
  });

  it("shows a renamed service in the next uncached render, without a deploy", async () => {
    const ref = adminDb().collection("services").doc(`rename-test-${Date.now()}`);
    const before = `Service before ${Date.now()}`;
    const after = `Service after ${Date.now()}`;
    await ref.set({ ...serviceFields, name: before, createdAt: FieldValue.serverTimestamp() });
    try {
      expect((await page("/services")).html).toContain(before);
      await ref.update({ name: after });
      const { html } = await page("/services");
      expect(html).toContain(after);
      expect(html).not.toContain(before);
    } finally {
      await ref.delete();
    }
  });

  it.each([["/login"], ["/signUp"]])(
    "keeps the server-rendered form on %s from submitting natively before hydration",
    async (url) => {
      const { html } = await page(url);
      const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        // POST keeps the fields (a password among them) out of the URL; a disabled default
        // button stops both clicks and Enter until React has attached the handlers.
        expect(form).toMatch(/^<form[^>]*method="post"/);
        expect(form).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
      }
    },
  );

  it.each([["/"], ["/home"]])(
    "renders the contact form on %s as a form that works without scripts",
    async (url) => {
      const { html } = await page(url);
      const form =
        /<form\b[^>]*aria-label="Get In Touch"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
      // Posted to the landing's route action, which answers at the form.
      expect(form).toMatch(/^<form[^>]*method="post"/);
      const action = url === "/" ? "/?index#contactUs" : "/home#contactUs";
      expect(form).toContain(`action="${action}"`);
      expect(form).toMatch(/<button[^>]*type="submit"/);
      expect(form).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
      // The page's token (what a plain post carries instead of an App Check token), and the
      // honeypot, out of the Tab order and hidden from assistive technology.
      expect(form).toMatch(
        /<input type="hidden" name="formToken" value="v1\.\d+\.[\w-]{22}\.[\w-]{43}"\/>/,
      );
      const honeypot = /<div[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/div>/.exec(form)?.[0] ?? "";
      for (const attribute of [
        /type="text"/,
        /name="contact_extra"/,
        /tabindex="-1"/,
        /autocomplete="off"/i,
      ]) {
        expect(honeypot).toMatch(new RegExp(`<input[^>]*${attribute.source}`, attribute.flags));
      }
    },
  );

  it.each([["/dashboard"], ["/dashboard/myOrders"], ["/services/services/web-design"]])(
    "sends the signed-in page %s as a spinner the browser replaces, without private data",
    async (url) => {
      const { res, html } = await page(url);
      expect(res.status).toBe(200);
      const body = html.slice(html.indexOf("<body"));
      expect(body).toContain('role="status"');
      // Neither menu: the page's own title is in <head>, its content only in the browser.
      expect(body).not.toContain("My Orders");
      expect(body).not.toContain("Manage Orders");
    },
  );

  it("answers an unknown path with status 404 and the not-found page", async () => {
    const { res, html } = await page("/no/such/page");
    expect(res.status).toBe(404);
    expect(html).toContain("Page not found");
  });

  it.each([["/"], ["/services"], ["/dashboard"], ["/no/such/page"]])(
    "sends the security headers with %s, its CSP allowing its own scripts by a nonce of its own",
    async (url) => {
      const [{ res, html }, again] = await Promise.all([page(url), page(url)]);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'sha256-");
      const nonces = [...scriptSrc.matchAll(/'nonce-([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]);
      expect(nonces).toHaveLength(1);
      const nonce = nonces[0] ?? "";
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      // Every script the server wrote carries it (those inside the <noscript> that the start-up
      // script adds later, too), JSON-LD aside: a data block, which browsers never run.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
        .map(([, attributes = ""]) => attributes)
        .filter((attributes) => !attributes.includes("application/ld+json"));
      expect(scripts.length).toBeGreaterThan(1);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      // Every response has its own.
      expect(again.res.headers.get("content-security-policy")).not.toContain(nonce);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  it.each([
    ["/"],
    ["/services"],
    ["/login"],
    ["/no/such/page"],
    ["/dashboard"],
    ["/services/services/web-design"],
  ])("starts the scripts of %s once it is on screen, and serves each", async (url) => {
    const { html } = await page(url);
    // React Router's scripts wait, as text, in the <noscript> the start script reads after the
    // load event and the first paint (ScriptsAfterPaint.tsx): nothing of them in the head.
    const held = new RegExp(`<noscript id="${START_OPTIONS.heldId}">([\\s\\S]*?)</noscript>`).exec(
      html,
    );
    expect(held).not.toBeNull();
    const content = held?.[1] ?? "";
    const outside = html.replace(held?.[0] ?? "", "");
    expect(outside).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(outside).not.toMatch(/<script\b[^>]*\stype="module"/);
    const after = html.slice(html.indexOf(held?.[0] ?? ""));
    // The start-up script: the function's source as the server's build compiled it, called with
    // the site's options, right after the held scripts.
    const rest = after.slice(held?.[0].length ?? 0);
    const start = /^<script nonce="[^"]+">(\(function startAfterPaint\([\s\S]*?)<\/script>/.exec(
      rest,
    );
    expect(start?.[1]).toMatch(/^\(function startAfterPaint\(/);
    expect(start?.[1]?.endsWith(`)(${JSON.stringify(START_OPTIONS)});`)).toBe(true);
    expect(content).toMatch(/<link[^>]+rel="modulepreload"/);
    // What the start-up script relies on from React Router (lib/scripts-after-paint.ts): its
    // context script sets the global context and the controller of the loader-data stream, and
    // the loader data comes after the start-up script, as calls to that controller, then a close.
    const classic = [...content.matchAll(/<script\b(?![^>]*type=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(classic).toHaveLength(1);
    expect(classic[0]?.[1] ?? "").toMatch(/^window\.__reactRouterContext = \{/);
    expect(classic[0]?.[1] ?? "").toContain(
      "window.__reactRouterContext.streamController = controller;",
    );
    const data = rest.slice(start?.[0].length ?? 0);
    const calls = [
      ...data.matchAll(/<script\b[^>]*>(window\.__reactRouterContext\.[^<]*)<\/script>/g),
    ].map((match) => (match[1] ?? "").replace(/\(.*\);$/s, ""));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.slice(0, -1))).toEqual(
      new Set(["window.__reactRouterContext.streamController.enqueue"]),
    );
    expect(calls.at(-1)).toBe("window.__reactRouterContext.streamController.close");
    const modules = [
      ...content.matchAll(/<script\b[^>]*\stype="module"[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(modules).toHaveLength(1);
    expect(modules[0]?.[1] ?? "").toMatch(/^import "\/assets\//);
    const scripts = startupScripts(html);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      const res = await fetch(`${URLS.hosting}${script}`);
      expect(res.status, script).toBe(200);
      await res.arrayBuffer();
    }
  });

  it("compresses a rendered page as Hosting compresses its files: Brotli, else gzip", async () => {
    const plain = await rawPage("/services", "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain("Services We Offer");
    const br = await rawPage("/services", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString("utf8")).toContain("Services We Offer");
    const gzip = await rawPage("/services", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toContain("Services We Offer");
  });

  it("refuses anything but GET, HEAD and a form's POST for a page, with a JSON error", async () => {
    const res = await fetch(`${URLS.hosting}/services`, { method: "PUT", body: "x=1" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await res.json()).toMatchObject({
      status: 405,
      detail: "Pages only answer GET, HEAD and a form's POST.",
    });
  });

  it("answers a POST to a page without a form with 405, never cached", async () => {
    const res = await fetch(`${URLS.hosting}/services`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("cache-control")).toBe("no-store");
    await res.arrayBuffer();
  });

  it("serves robots.txt and a meta description", async () => {
    const robots = await fetch(`${URLS.hosting}/robots.txt`);
    expect(await robots.text()).toContain("Disallow: /dashboard");
    const { html } = await page("/");
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
  });
});
