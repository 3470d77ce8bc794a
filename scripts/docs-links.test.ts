import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./lib/config.ts";

/**
 * Every link in README.md and in docs/**.md resolves: a relative link names a file or folder that
 * exists, and its `#anchor` a heading of the target file (GitHub's heading slugs). Links to
 * http(s), mailto and other schemes are not checked.
 */

/** The Markdown files checked, relative to `root`: README.md and every .md under docs/. */
export function markdownFiles(root: string): string[] {
  const files = existsSync(path.join(root, "README.md")) ? ["README.md"] : [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir)).sort()) {
      const rel = path.posix.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (name.endsWith(".md")) files.push(rel);
    }
  };
  if (existsSync(path.join(root, "docs"))) walk("docs");
  return files;
}

/** The text without fenced code blocks and inline code spans, where nothing is a link. */
function withoutCode(text: string): string {
  return text
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "")
    .replace(/(`+)[\s\S]*?\1/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link's text
    .replace(/<[^>]+>/g, "") // inline HTML
    .replace(/`/g, "")
    .replace(/\*\*|__|(?<![\p{L}\p{N}])[*_]|[*_](?![\p{L}\p{N}])/gu, ""); // emphasis
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings' slugs (-1, -2, ... for repeats) and HTML ids. */
export function anchors(text: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  const noFences = text.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "");
  for (const match of noFences.matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const base = slug(match[1] ?? "");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of noFences.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g))
    found.add(match[1] ?? "");
  return found;
}

/** The link targets of a Markdown text: inline links and images, and reference definitions. */
export function linkTargets(text: string): string[] {
  const prose = withoutCode(text);
  const targets: string[] = [];
  for (const match of prose.matchAll(
    /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    targets.push(match[1] ?? "");
  }
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm)) {
    targets.push(match[1] ?? "");
  }
  return targets;
}

/** Every link of the checked files that does not resolve, as "file: target (why)". */
export function brokenLinks(root: string): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let set = anchorCache.get(file);
    if (!set) {
      set = anchors(readFileSync(path.join(root, file), "utf8"));
      anchorCache.set(file, set);
    }
    return set;
  };
  for (const file of markdownFiles(root)) {
    for (const target of linkTargets(readFileSync(path.join(root, file), "utf8"))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue; // http(s), mailto, ...
      const hash = target.indexOf("#");
      const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? "" : decodeURIComponent(target.slice(hash + 1));
      const resolved = filePart
        ? path.posix.normalize(
            filePart.startsWith("/")
              ? filePart.slice(1)
              : path.posix.join(path.posix.dirname(file), filePart),
          )
        : file;
      if (resolved.startsWith("..") || !existsSync(path.join(root, resolved))) {
        problems.push(`${file}: ${target} (no file ${resolved})`);
        continue;
      }
      if (!anchor) continue;
      if (!resolved.endsWith(".md")) {
        if (!/^L\d+(-L\d+)?$/.test(anchor))
          problems.push(`${file}: ${target} (an anchor in a file that is not Markdown)`);
        continue;
      }
      if (!anchorsOf(resolved).has(anchor.toLowerCase())) {
        problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
  }
  return problems;
}

describe("links in README.md and docs/", () => {
  it("resolve: every relative file exists and every #anchor is a heading of its file", () => {
    expect(markdownFiles(ROOT).length).toBeGreaterThan(5);
    expect(brokenLinks(ROOT)).toEqual([]);
  });

  it("finds a missing file, a missing heading and a wrong relative path, and skips external links", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docs-links-"));
    try {
      writeFileSync(path.join(dir, "code.ts"), "export {};\n");
      writeFileSync(
        path.join(dir, "README.md"),
        [
          "# Title",
          "## The `npm test` command, again!",
          "[ok](docs/a.md#a-heading) [ok](#the-npm-test-command-again) [ok](code.ts) [ok](docs/)",
          "[ext](https://example.com/nowhere) <https://example.com> [mail](mailto:x@example.com)",
          "[gone](docs/missing.md) [no heading](docs/a.md#nothing-here) [self](#title-1)",
          "`[in code](nowhere.md)`",
          "```",
          "[in a fence](nowhere.md)",
          "```",
        ].join("\n"),
      );
      const docs = path.join(dir, "docs");
      mkdirSync(docs);
      // docs/a.md links back up with ../, and once with a path written for the root.
      writeFileSync(
        path.join(docs, "a.md"),
        "# A heading\n## A heading\n[ok](../README.md#title) [ok](#a-heading-1) [wrong](code.ts)\n",
      );
      expect(brokenLinks(dir)).toEqual([
        "README.md: docs/missing.md (no file docs/missing.md)",
        "README.md: docs/a.md#nothing-here (no heading #nothing-here in docs/a.md)",
        "README.md: #title-1 (no heading #title-1 in README.md)",
        "docs/a.md: code.ts (no file docs/code.ts)",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("makes GitHub's heading slugs", () => {
    expect(slug("Deploy to a real Firebase project")).toBe("deploy-to-a-real-firebase-project");
    expect(slug("The `ssr` function: pages, 404 & more")).toBe("the-ssr-function-pages-404--more");
    expect(slug("Where does X live?")).toBe("where-does-x-live");
    expect(slug("snake_case **bold** [link](x.md)")).toBe("snake_case-bold-link");
  });
});
