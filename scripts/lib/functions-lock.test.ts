import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FUNCTIONS_LOCKFILE,
  FUNCTIONS_MANIFEST,
  ROOT_LOCKFILE,
  expectedFunctionsLockfile,
} from "../functions-lock.ts";
import { ROOT } from "./config.ts";
import {
  FunctionsLockError,
  functionsLockfile,
  lockfileDisagreements,
  serializeLockfile,
  type LockEntry,
  type Lockfile,
  type PackageManifest,
} from "./functions-lock.ts";

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const rootLock = () => readJson(ROOT_LOCKFILE) as Lockfile;
const manifest = () => readJson(FUNCTIONS_MANIFEST) as PackageManifest;
const functionsLock = () => readJson(FUNCTIONS_LOCKFILE) as Lockfile;

const FIX = "run `npm run functions:lock` (after `npm install` at the root)";

describe("functions/package-lock.json", () => {
  it("exists: Cloud Build installs the functions with npm ci only when it does", () => {
    expect(existsSync(FUNCTIONS_LOCKFILE), `functions/package-lock.json is missing: ${FIX}`).toBe(
      true,
    );
  });

  it("locks every package at the version the root lockfile installs for the functions", () => {
    expect(lockfileDisagreements(rootLock(), functionsLock(), manifest()), FIX).toEqual([]);
  });

  it("is exactly what `npm run functions:lock` writes", () => {
    expect(readFileSync(FUNCTIONS_LOCKFILE, "utf8") === expectedFunctionsLockfile(), FIX).toBe(
      true,
    );
  });

  it("is uploaded by `firebase deploy` (firebase.json's functions ignore leaves it in)", async () => {
    const config = readJson(path.join(ROOT, "firebase.json")) as {
      functions: { source: string; ignore?: string[] }[];
    };
    const codebase = config.functions[0];
    if (!codebase) throw new Error("firebase.json has no functions codebase");
    // firebase-tools' own listing of the files it zips (deploy/functions/prepareFunctionsUpload).
    const fsAsync = createRequire(import.meta.url)(
      path.join(ROOT, "node_modules/firebase-tools/lib/fsAsync.js"),
    ) as {
      readdirRecursive: (options: {
        path: string;
        ignoreStrings: string[];
      }) => Promise<{ name: string }[]>;
    };
    const source = path.join(ROOT, codebase.source);
    const files = await fsAsync.readdirRecursive({
      path: source,
      ignoreStrings: [...(codebase.ignore ?? ["node_modules", ".git"])],
    });
    const uploaded = files.map((file) => path.relative(source, file.name));
    expect(uploaded).toContain("package.json");
    expect(uploaded).toContain("package-lock.json");
    expect(uploaded.some((file) => file.startsWith("node_modules"))).toBe(false);
  });
});

/**
 * A root lockfile in miniature: the workspace "functions" needs `a@1` (nested under it, as npm
 * does when the root's own tooling hoists another major), `b` (which needs `a@2`, the hoisted one)
 * and, for development only, `t`, which needs `c`; `b` optionally needs `c` too and `o`, which is
 * missing (another platform's build). `tool` belongs to the root alone.
 */
function miniatureRoot(): Lockfile {
  const pkg = (version: string, extra: Partial<LockEntry> = {}): LockEntry => ({
    version,
    integrity: `sha512-${version}`,
    license: "MIT",
    ...extra,
  });
  return {
    name: "agency",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "agency", workspaces: ["functions"], devDependencies: { tool: "^1.0.0" } },
      functions: {
        name: "@agency/functions",
        dependencies: { a: "^1.0.0", b: "^1.0.0" },
        devDependencies: { t: "^1.0.0" },
      },
      "functions/node_modules/a": pkg("1.0.0"),
      "node_modules/@agency/functions": { resolved: "functions", link: true },
      "node_modules/a": pkg("2.0.0", { dev: true }),
      "node_modules/b": pkg("1.5.0", {
        dependencies: { a: "^2.0.0" },
        optionalDependencies: { c: "^1.0.0", o: "^1.0.0" },
      }),
      "node_modules/c": pkg("1.1.0", { devOptional: true }),
      "node_modules/t": pkg("1.2.0", { dev: true, dependencies: { c: "^1.0.0" } }),
      "node_modules/tool": pkg("1.0.0", { dev: true, dependencies: { a: "^2.0.0" } }),
    },
  };
}

const miniatureManifest: PackageManifest = {
  name: "@agency/functions",
  dependencies: { a: "^1.0.0", b: "^1.0.0" },
  devDependencies: { t: "^1.0.0" },
};

describe("functionsLockfile", () => {
  it("installs what the workspace resolves to, each version where its dependents find it", () => {
    const lock = functionsLockfile(miniatureRoot(), miniatureManifest);
    expect(lock.name).toBe("@agency/functions");
    expect(Object.keys(lock.packages).sort()).toEqual([
      "",
      "node_modules/a",
      "node_modules/b",
      "node_modules/b/node_modules/a",
      "node_modules/c",
      "node_modules/t",
    ]);
    expect(lock.packages["node_modules/a"]?.version).toBe("1.0.0");
    expect(lock.packages["node_modules/b/node_modules/a"]?.version).toBe("2.0.0");
    expect(lock.packages[""]).toEqual(miniatureRoot().packages.functions);
  });

  it("flags packages as npm does for the functions alone, not as the root had them", () => {
    const { packages } = functionsLockfile(miniatureRoot(), miniatureManifest);
    const flags = (entry: LockEntry | undefined) =>
      ["dev", "optional", "devOptional", "peer"].filter((flag) => entry?.[flag] === true);
    // `a@2` was dev-only in the root (its tooling's); here `b` needs it in production.
    expect(flags(packages["node_modules/b/node_modules/a"])).toEqual([]);
    expect(flags(packages["node_modules/a"])).toEqual([]);
    expect(flags(packages["node_modules/t"])).toEqual(["dev"]);
    // Needed by a devDependency and optionally by `b`: kept unless both are left out.
    expect(flags(packages["node_modules/c"])).toEqual(["devOptional"]);
  });

  it("agrees with its root lockfile, and the checker sees any difference", () => {
    const root = miniatureRoot();
    const lock = functionsLockfile(root, miniatureManifest);
    expect(lockfileDisagreements(root, lock, miniatureManifest)).toEqual([]);

    const changed = structuredClone(lock);
    Object.assign(changed.packages["node_modules/b/node_modules/a"] ?? {}, { version: "2.0.1" });
    expect(lockfileDisagreements(root, changed, miniatureManifest)).toEqual([
      "node_modules/b/node_modules/a is a@2.0.1, but the root lockfile installs 2.0.0 for b " +
        "(node_modules/a).",
    ]);

    const tampered = structuredClone(lock);
    Object.assign(tampered.packages["node_modules/c"] ?? {}, { integrity: "sha512-other" });
    expect(lockfileDisagreements(root, tampered, miniatureManifest)).toEqual([
      "node_modules/c (c@1.1.0) has another integrity than the root lockfile's node_modules/c.",
    ]);

    // Without the nested copy, b would get the workspace's a@1.
    const flattened = structuredClone(lock);
    delete flattened.packages["node_modules/b/node_modules/a"];
    expect(lockfileDisagreements(root, flattened, miniatureManifest)).toEqual([
      "node_modules/a is a@1.0.0, but the root lockfile installs 2.0.0 for b (node_modules/a).",
    ]);

    const missing = structuredClone(lock);
    delete missing.packages["node_modules/t"];
    expect(lockfileDisagreements(root, missing, miniatureManifest)).toEqual([
      "t@1.2.0 (needed by functions) is missing.",
    ]);

    const extra = structuredClone(lock);
    extra.packages["node_modules/tool"] = root.packages["node_modules/tool"] ?? {};
    expect(lockfileDisagreements(root, extra, miniatureManifest)).toEqual([
      "node_modules/tool is not part of the functions' dependency tree.",
    ]);

    const newer = { ...miniatureManifest, dependencies: { a: "^1.0.0", b: "^1.6.0" } };
    expect(lockfileDisagreements(root, lock, newer)).toEqual([
      "Its dependencies differ from functions/package.json's.",
    ]);
  });

  it("refuses a root lockfile that does not match functions/package.json", () => {
    const newer = { ...miniatureManifest, dependencies: { a: "^1.0.0", b: "^1.6.0" } };
    expect(() => functionsLockfile(miniatureRoot(), newer)).toThrow(FunctionsLockError);
    expect(() => functionsLockfile(miniatureRoot(), newer)).toThrow(
      /its dependencies of functions differ from functions\/package\.json/,
    );
    const broken = miniatureRoot();
    delete broken.packages["node_modules/b"];
    expect(() => functionsLockfile(broken, miniatureManifest)).toThrow(
      "The root package-lock.json does not install b, which functions needs: run npm install " +
        "at the root.",
    );
  });

  it("keeps two copies of one release apart when their dependencies resolve differently", () => {
    const root = miniatureRoot();
    // A second copy of b@1.5.0 under the workspace, which finds the workspace's a@1 (npm would
    // not write this, but the lockfile must still say what the root installs).
    root.packages["functions/node_modules/b"] = root.packages["node_modules/b"] ?? {};
    root.packages["node_modules/x"] = { version: "1.0.0", dependencies: { b: "^1.0.0" } };
    const rootFunctions = root.packages.functions ?? {};
    rootFunctions.dependencies = { ...rootFunctions.dependencies, x: "^1.0.0" };
    const withX = {
      ...miniatureManifest,
      dependencies: { ...miniatureManifest.dependencies, x: "^1.0.0" },
    };
    const lock = functionsLockfile(root, withX);
    expect(lockfileDisagreements(root, lock, withX)).toEqual([]);
    expect(lock.packages["node_modules/b"]?.version).toBe("1.5.0");
    expect(lock.packages["node_modules/x/node_modules/b"]?.version).toBe("1.5.0");
    expect(lock.packages["node_modules/x/node_modules/b/node_modules/a"]?.version).toBe("2.0.0");
  });

  it("writes keys in npm's order, as `npm install` would rewrite the file", () => {
    const text = serializeLockfile({
      lockfileVersion: 3,
      name: "x",
      requires: true,
      packages: {
        "node_modules/b": { license: "MIT", version: "1.0.0", dependencies: { z: "1", a: "1" } },
        "": { name: "x" },
        "node_modules/a": { optional: true, integrity: "sha512-a", version: "2.0.0" },
      },
    });
    expect(JSON.parse(text)).toBeDefined();
    expect(text).toBe(
      `{
  "name": "x",
  "lockfileVersion": 3,
  "requires": true,
  "packages": {
    "": {
      "name": "x"
    },
    "node_modules/a": {
      "version": "2.0.0",
      "integrity": "sha512-a",
      "optional": true
    },
    "node_modules/b": {
      "version": "1.0.0",
      "license": "MIT",
      "dependencies": {
        "a": "1",
        "z": "1"
      }
    }
  }
}
`,
    );
  });
});
