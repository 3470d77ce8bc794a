/**
 * `node --import tsx scripts/tools-node.ts scripts/test.ts [args...]`: runs a project script on
 * the functions' Node major (lib/functions-node.ts): in this process when the host runs it, else
 * on that Node, first on PATH so that whatever the script starts runs on it too.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findFunctionsNode, FunctionsNodeError } from "./lib/functions-node.ts";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("Usage: node --import tsx scripts/tools-node.ts <script.ts> [args...]");
  process.exit(2);
}
const scriptPath = path.resolve(script);

let node;
try {
  node = findFunctionsNode();
} catch (error) {
  if (!(error instanceof FunctionsNodeError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (node.source === "host") {
  // The script sees itself as the entry module, as if started directly.
  process.argv = [process.argv[0] ?? process.execPath, scriptPath, ...args];
  await import(pathToFileURL(scriptPath).href);
} else {
  const bin = path.dirname(node.bin);
  const child = spawn(node.bin, ["--import", "tsx", scriptPath, ...args], {
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
  });
  // Ctrl-C reaches the child through the terminal's process group; a signal sent to this
  // process alone (a CI runner stopping the job) is passed on.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => {
    process.exit(signal ? 128 + constants.signals[signal] : (code ?? 1));
  });
}
