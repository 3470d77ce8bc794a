import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./lib/config.ts";

/**
 * The import rules (eslint.config.js, docs/architecture.md): the web app's layers and
 * functions/src/shared's boundary, run through ESLint's own
 * API with the project's config on a scratch copy of the app's folders: the same `web/src/...`
 * paths, and a `web/tsconfig.json` with the app's `@/` and `@shared/` aliases.
 */
const STRUCTURE_RULES = new Set(["no-restricted-imports", "import-x/no-cycle"]);

let dir = "";
let eslint: ESLint;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lint-rules-"));
  const webTsconfig = JSON.parse(readFileSync(path.join(ROOT, "web/tsconfig.json"), "utf8")) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  write(
    "web/tsconfig.json",
    JSON.stringify({ compilerOptions: { paths: webTsconfig.compilerOptions.paths } }),
  );
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: path.join(ROOT, "eslint.config.js"),
    // The type-aware rules need the files in a TypeScript program; the import rules do not.
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: false } },
    },
    ruleFilter: ({ ruleId }) => STRUCTURE_RULES.has(ruleId),
  });
  // Loading the config (typescript-eslint, the plugins) takes seconds on a busy machine.
  await eslint.calculateConfigForFile(path.join(dir, "web/src/lib/x.ts"));
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The rules that report `code` written at `file` (a parse error shows as `null`). */
async function rulesFor(file: string, code: string): Promise<(string | null)[]> {
  const results = await eslint.lintText(code, { filePath: path.join(dir, file) });
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("the layers' import direction", () => {
  it.each([
    ["web/src/lib/x.ts", 'import { useCurrentUser } from "@/features/auth/api";'],
    ["web/src/lib/firebase/x.ts", 'import { hint } from "../../features/auth/signed-in-hint";'],
    ["web/src/lib/seo/x.ts", 'import HomePage from "@/pages/HomePage";'],
    ["web/src/components/ui/X.tsx", 'import { uploadImage } from "@/features/images/api";'],
    ["web/src/components/layout/X.tsx", 'import { useClaims } from "../../features/auth/claims";'],
    ["web/src/components/ui/X.tsx", 'import HomePage from "../../pages/HomePage";'],
    ["web/src/features/services/x.ts", 'import ServicesPage from "@/pages/ServicesPage";'],
    ["web/src/features/services/components/X.tsx", 'import Page from "../../../pages/HomePage";'],
    ["web/src/config/x.ts", 'import { pageMeta } from "@/lib/meta";'],
    ["web/src/config/x.ts", 'import { Logo } from "../components/layout/Logo";'],
  ])("rejects, in %s: %s", async (file, code) => {
    expect(await rulesFor(file, code)).toEqual(["no-restricted-imports"]);
  });

  it.each([
    ["web/src/pages/X.tsx", 'import { useServices } from "@/features/services/api";'],
    ["web/src/pages/dashboard/X.tsx", 'import { Reveal } from "@/components/ui/Reveal";'],
    ["web/src/features/services/api.ts", 'import { watch } from "@/lib/firebase/watch";'],
    ["web/src/features/services/api.ts", 'import { paths } from "@/config/paths";'],
    ["web/src/features/services/components/X.tsx", 'import { Box } from "@chakra-ui/react";'],
    [
      "web/src/features/services/components/X.tsx",
      'import { toaster } from "@/components/ui/toaster";',
    ],
    // Features may use each other (cycles excepted, below).
    [
      "web/src/features/services/components/X.tsx",
      'import { useCurrentUser } from "@/features/auth/api";',
    ],
    ["web/src/components/ui/X.tsx", 'import { motion } from "@/lib/motion";'],
    ["web/src/lib/x.ts", 'import { paths } from "@/config/paths";'],
    ["web/src/lib/x.ts", 'import { LIMITS } from "@shared/model";'],
    ["web/src/config/x.ts", 'import { paths } from "./paths";'],
    ["web/src/config/x.ts", 'import { brand } from "@shared/site";'],
    ["web/src/root.tsx", 'import { useCurrentUser } from "@/features/auth/api";'],
    ["web/src/app/x.ts", 'import HomePage from "@/pages/HomePage";'],
  ])("allows, in %s: %s", async (file, code) => {
    expect(await rulesFor(file, code)).toEqual([]);
  });
});

describe("data modules", () => {
  it.each([
    [
      "web/src/features/orders/api.ts",
      'import { DELETE_QUESTION } from "@/components/ui/useConfirm";',
    ],
    ["web/src/features/orders/api.ts", 'import { OrdersTable } from "./components/OrdersTable";'],
    ["web/src/features/orders/queries.ts", 'import { Box } from "@chakra-ui/react";'],
    ["web/src/lib/x.ts", 'import { Dialog } from "../components/ui/Dialog";'],
    ["web/src/lib/firebase/x.tsx", 'import { Spinner } from "@chakra-ui/react";'],
    ["web/src/lib/firebase/x.ts", 'import toast from "react-hot-toast";'],
  ])("reject UI, in %s: %s", async (file, code) => {
    expect(await rulesFor(file, code)).toEqual(["no-restricted-imports"]);
  });

  it.each([
    ["web/src/lib/nonce.tsx", 'import { Box } from "@chakra-ui/react";'],
    ["web/src/lib/x.tsx", 'import { Dialog } from "../components/ui/Dialog";'],
    ["web/src/lib/firebase/live.tsx", 'import toast from "react-hot-toast";'],
    [
      "web/src/features/services/live.tsx",
      'import { ServiceList } from "./components/ServiceList";',
    ],
    ["web/src/features/services/live.tsx", 'import { toaster } from "@/lib/toaster";'],
    ["web/src/features/team/x.tsx", 'import { Spinner } from "@chakra-ui/react";'],
  ])("reject UI in .tsx ones too, in %s: %s", async (file, code) => {
    expect(await rulesFor(file, code)).toEqual(["no-restricted-imports"]);
  });

  it.each([
    ["web/src/features/services/live.tsx", 'import { liveList } from "@/lib/firebase/live";'],
    ["web/src/features/services/live.tsx", 'import { useServices } from "./api";'],
    ["web/src/lib/static-then-live.tsx", 'import { OnError } from "./on-error";'],
    ["web/src/lib/nonce.tsx", 'import { createContext } from "react";'],
    // The role's provider component toasts (eslint.config.js names it).
    ["web/src/features/auth/claims.tsx", 'import { toaster } from "@/components/ui/toaster";'],
  ])("allow data and React, in %s: %s", async (file, code) => {
    expect(await rulesFor(file, code)).toEqual([]);
  });

  it("still obey their layer's direction", async () => {
    expect(await rulesFor("web/src/lib/x.ts", 'import { a } from "@/features/auth/api";')).toEqual([
      "no-restricted-imports",
    ]);
    expect(
      await rulesFor("web/src/features/x/api.ts", 'import P from "@/pages/HomePage";'),
    ).toEqual(["no-restricted-imports"]);
  });
});

describe("functions/src/shared", () => {
  it.each([
    ["functions/src/shared/x.ts", 'import { app } from "../api/app";'],
    ["functions/src/shared/x.ts", 'import { storeImage } from "../images/store";'],
    ["functions/src/shared/x.ts", 'import { queueMail } from "../mail/queue";'],
    ["functions/src/shared/x.ts", 'import { paths } from "../../../web/src/config/paths";'],
    ["functions/src/shared/x.ts", 'import { paths } from "@/config/paths";'],
    ["functions/src/shared/x.test.ts", 'export { problem } from "../api/problem";'],
  ])(
    "imports none of the functions' modules beside it nor the web app, in %s: %s",
    async (file, code) => {
      expect(await rulesFor(file, code)).toEqual(["no-restricted-imports"]);
    },
  );

  it.each([
    ["functions/src/shared/x.ts", 'import { z } from "./zod";'],
    ["functions/src/shared/x.ts", 'import { createHash } from "node:crypto";'],
    ["functions/src/shared/x.ts", 'import { readService } from "./documents";'],
    ["functions/src/shared/x.test.ts", 'import { URLS } from "../../../scripts/lib/config.ts";'],
    // The others import shared, not the other way round.
    ["functions/src/api/x.ts", 'import { registry } from "../shared/registry";'],
    ["functions/src/mail/x.ts", 'import { app } from "../api/app";'],
  ])("allows, in %s: %s", async (file, code) => {
    expect(await rulesFor(file, code)).toEqual([]);
  });
});

/**
 * no-cycle reads the imported files from disk and resolves `@/` and `@shared/` with the tsconfig
 * that eslint.config.js names relative to the working directory: ESLint runs in a child process
 * started in the scratch folder.
 */
describe("import cycles", () => {
  const fixtures: Record<string, string> = {
    // A cycle through the @/ alias and a relative path.
    "web/src/lib/a.ts": 'import { b } from "@/lib/b";\nexport const a = () => b() + 1;\n',
    "web/src/lib/b.ts": 'import { a } from "./a";\nexport const b = () => 1;\nexport { a };\n',
    // A cycle through a lazy import(), as a component loads a part of itself later.
    "web/src/components/ui/Bar.tsx":
      'import { lazy } from "react";\nexport const Area = lazy(() => import("./Area"));\n' +
      "export const Placeholder = () => <span />;\n",
    "web/src/components/ui/Area.tsx":
      'import { Placeholder } from "./Bar";\nexport default function Area() {\n  return <Placeholder />;\n}\n',
    // A cycle through the @shared alias.
    "web/src/lib/c.ts": 'import { s } from "@shared/s";\nexport const c = s;\n',
    "functions/src/shared/s.ts":
      'import { c } from "../../../web/src/lib/c";\nexport const s = 1;\nexport { c };\n',
    // A one-way chain.
    "web/src/lib/d.ts": 'import { e } from "@/lib/e";\nexport const d = e;\n',
    "web/src/lib/e.ts": 'import { LIMITS } from "@shared/model";\nexport const e = LIMITS;\n',
    "functions/src/shared/model.ts": "export const LIMITS = {};\n",
  };
  const script = `
    import path from "node:path";
    const [entry, config, ...files] = process.argv.slice(1);
    const { ESLint } = await import(entry);
    const eslint = new ESLint({
      overrideConfigFile: config,
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: false } } },
      ruleFilter: ({ ruleId }) => ruleId === "import-x/no-cycle",
    });
    const results = await eslint.lintFiles(files);
    const rules = results.map((r) => [path.relative(process.cwd(), r.filePath), r.messages.map((m) => m.ruleId)]);
    console.log(JSON.stringify(Object.fromEntries(rules)));
  `;
  let reported: Record<string, (string | null)[]> = {};

  beforeAll(() => {
    for (const [file, text] of Object.entries(fixtures)) write(file, text);
    const child = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "--eval",
        script,
        pathToFileURL(createRequire(import.meta.url).resolve("eslint")).href,
        path.join(ROOT, "eslint.config.js"),
        ...Object.keys(fixtures).filter((file) => file.startsWith("web/")),
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(child.stderr).toBe("");
    reported = JSON.parse(child.stdout) as Record<string, (string | null)[]>;
  }, 120_000);

  it("are rejected through the @/ alias and relative paths", () => {
    expect(reported["web/src/lib/a.ts"]).toEqual(["import-x/no-cycle"]);
    expect(reported["web/src/lib/b.ts"]).toEqual(["import-x/no-cycle"]);
  });

  it("are rejected through a lazy import()", () => {
    expect(reported["web/src/components/ui/Bar.tsx"]).toEqual(["import-x/no-cycle"]);
    expect(reported["web/src/components/ui/Area.tsx"]).toEqual(["import-x/no-cycle"]);
  });

  it("are rejected through the @shared alias", () => {
    expect(reported["web/src/lib/c.ts"]).toEqual(["import-x/no-cycle"]);
  });

  it("leave a one-way chain alone", () => {
    expect(reported["web/src/lib/d.ts"]).toEqual([]);
    expect(reported["web/src/lib/e.ts"]).toEqual([]);
  });
});
