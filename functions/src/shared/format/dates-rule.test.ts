/**
 * The rule of ./dates.ts, kept: no code of the web app or the functions writes a date or a time
 * for people on its own. It fails on a `toLocaleDateString`, a `toLocaleTimeString`, an
 * `Intl.DateTimeFormat(` or a table of month or weekday names in a source file of web/src or
 * functions/src, apart from the files named below. Tests are not scanned (they may check the
 * module against Intl).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const SCANNED = ["web/src", "functions/src"];

/** The files that may, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  "functions/src/shared/format/dates.ts": "the module that writes dates and times",
  "functions/src/shared/scheduling/zones.ts": "reads an instant's wall clock in a zone (Intl)",
  "web/src/lib/time-zone.ts": "reads the browser's zone (resolvedOptions), formats nothing",
};

const RULES: readonly { name: string; test: (source: string) => boolean }[] = [
  { name: "toLocaleDateString", test: (source) => source.includes("toLocaleDateString") },
  { name: "toLocaleTimeString", test: (source) => source.includes("toLocaleTimeString") },
  { name: "Intl.DateTimeFormat(", test: (source) => /Intl\.DateTimeFormat\s*\(/.test(source) },
  {
    name: "a table of month names",
    test: (source) => /["'`]January["'`]/.test(source) || /["'`]Jan["'`]/.test(source),
  },
  {
    name: "a table of weekday names",
    test: (source) => /["'`]Monday["'`]/.test(source) || /["'`]Mon["'`]/.test(source),
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((path) => !path.includes("/node_modules/") && !/\.test\.tsx?$/.test(path));
}

describe("dates and times are written by functions/src/shared/format/dates.ts only", () => {
  const files = SCANNED.flatMap(sourceFiles);

  it("finds the sources it scans", () => {
    expect(files).toContain("web/src/pages/dashboard/MessagesPage.tsx");
    expect(files).toContain("functions/src/mail/booking-templates.ts");
    expect(files).toContain("functions/src/shared/format/dates.ts");
  });

  it.each(RULES)("has no $name elsewhere", ({ test }) => {
    const found = files.filter(
      (path) => !(path in ALLOWED) && test(readFileSync(join(ROOT, path), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("catches what it looks for", () => {
    const caught = (source: string) => RULES.filter(({ test }) => test(source)).map((r) => r.name);
    expect(caught("date.toLocaleDateString()")).toEqual(["toLocaleDateString"]);
    expect(caught("at.toLocaleTimeString('en')")).toEqual(["toLocaleTimeString"]);
    expect(caught('new Intl.DateTimeFormat("en-US", {})')).toEqual(["Intl.DateTimeFormat("]);
    expect(caught('const M = ["Jan", "Feb"];')).toEqual(["a table of month names"]);
    expect(caught("const D = { mon: 'Monday' };")).toEqual(["a table of weekday names"]);
    expect(caught("count.toLocaleString('en')")).toEqual([]);
  });
});
