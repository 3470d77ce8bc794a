import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./config.ts";
import {
  findFunctionsNode,
  firebaseToolsCommand,
  FunctionsNodeError,
  functionsRuntime,
  reportedFunctionsNodeMajor,
  runtimeMajor,
  versionMajor,
} from "./functions-node.ts";

/** firebase-tools' own table of Cloud Functions runtimes and its deploy-time guard. */
interface SupportedRuntimes {
  isRuntime(runtime: string): boolean;
  RUNTIMES: Record<string, { friendly: string; deprecationDate: string; decommissionDate: string }>;
  guardVersionSupport(runtime: string, now?: Date): void;
}
const runtimesDir = path.join(ROOT, "node_modules/firebase-tools/lib/deploy/functions/runtimes");
const requireTools = createRequire(import.meta.url);
const supported = requireTools(path.join(runtimesDir, "supported")) as SupportedRuntimes;
/** How firebase-tools reads the runtime from a package.json's engines.node. */
const { getRuntimeChoice } = requireTools(
  path.join(runtimesDir, "node/parseRuntimeAndValidateSDK"),
) as { getRuntimeChoice: (sourceDir: string, runtimeFromConfig?: string) => string };

describe("the functions' runtime", () => {
  const runtime = functionsRuntime();

  it("is a Node.js runtime firebase-tools can deploy today", () => {
    expect(supported.isRuntime(runtime)).toBe(true);
    expect(runtime).toMatch(/^nodejs\d+$/);
    // Throws "Runtime ... was decommissioned on ..." exactly as `firebase deploy` does.
    expect(() => supported.guardVersionSupport(runtime, new Date())).not.toThrow();
  });

  it("is refused by the same check once decommissioned (nodejs20, as of 2026-10-30)", () => {
    expect(() => supported.guardVersionSupport("nodejs20", new Date("2026-11-01"))).toThrow(
      /decommissioned on 2026-10-30/,
    );
  });

  it("agrees with functions/package.json's engines.node", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "functions/package.json"), "utf8")) as {
      engines?: { node?: string };
    };
    expect(pkg.engines?.node).toBe(String(runtimeMajor(runtime)));
    expect(getRuntimeChoice(path.join(ROOT, "functions"))).toBe(runtime);
  });

  it("is the major of the Node the Functions emulator is started with", () => {
    const node = findFunctionsNode(runtime, {});
    const printed = spawnSync(node.bin, ["--version"], { encoding: "utf8" }).stdout;
    expect(versionMajor(printed)).toBe(runtimeMajor(runtime));
    expect(versionMajor(node.version)).toBe(runtimeMajor(runtime));
    // firebase-tools runs the functions with process.execPath: the harness starts it with this Node.
    const command = firebaseToolsCommand(node);
    expect(command.command).toBe(node.bin);
    expect(command.path.split(path.delimiter)[0]).toBe(path.dirname(node.bin));
  });
});

describe("findFunctionsNode", () => {
  it("refuses a FUNCTIONS_NODE of another major, naming both", () => {
    const other = versionMajor(process.version) === 22 ? "nodejs24" : "nodejs22";
    expect(() => findFunctionsNode(other, { FUNCTIONS_NODE: process.execPath })).toThrow(
      FunctionsNodeError,
    );
    expect(() => findFunctionsNode(other, { FUNCTIONS_NODE: process.execPath })).toThrow(
      new RegExp(`FUNCTIONS_NODE=.* is ${process.version}; .* needs Node ${runtimeMajor(other)}`),
    );
  });

  it("takes the host's Node when its major matches", () => {
    const hostRuntime = `nodejs${versionMajor(process.version)}`;
    expect(findFunctionsNode(hostRuntime, {})).toMatchObject({
      bin: process.execPath,
      source: "host",
    });
  });

  it("says how to get a Node that is missing", () => {
    expect(() => findFunctionsNode("nodejs8", {})).toThrow(/npm install.*Node 8/s);
  });
});

describe("functionsRuntime", () => {
  it("refuses codebases that disagree", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "firebase-json-"));
    const file = path.join(dir, "firebase.json");
    writeFileSync(
      file,
      JSON.stringify({ functions: [{ runtime: "nodejs22" }, { runtime: "nodejs20" }] }),
    );
    expect(() => functionsRuntime(file)).toThrow(/same "runtime"/);
  });

  it("reads runtimeMajor and versionMajor", () => {
    expect(runtimeMajor("nodejs22")).toBe(22);
    expect(() => runtimeMajor("python312")).toThrow(/not a Node.js runtime/);
    expect(versionMajor("v22.23.3\n")).toBe(22);
  });
});

describe("reportedFunctionsNodeMajor", () => {
  it("reads what firebase-tools logs when it picks the functions' Node", () => {
    expect(reportedFunctionsNodeMajor("i  functions: Using node@22 from host.")).toBe(22);
    expect(reportedFunctionsNodeMajor("✔  functions: Using node@20 from local cache.")).toBe(20);
    expect(reportedFunctionsNodeMajor("functions: Watching for changes")).toBeNull();
  });
});
