/**
 * `npm run test:rules-mutants`: proves that every `allow` statement in firestore.rules is needed:
 * the rules suite must fail against a copy of the rules without it. Exits non-zero when a mutant
 * survives (a statement no test depends on).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/config.ts";
import { preflight } from "./lib/harness.ts";
import { buildAll, exitOnError, run, withEmulators } from "./lib/run.ts";

interface Mutant {
  line: number;
  statement: string;
  rules: string;
}

/** One mutant per `allow` statement (which may span several lines, up to its `;`). */
export function mutants(rules: string): Mutant[] {
  const lines = rules.split("\n");
  const result: Mutant[] = [];
  lines.forEach((line, index) => {
    if (!/^\s*allow\s/.test(line)) return;
    let end = index;
    while (end < lines.length && !lines[end]?.trimEnd().endsWith(";")) end += 1;
    const kept = [...lines.slice(0, index), ...lines.slice(end + 1)];
    result.push({ line: index + 1, statement: line.trim(), rules: kept.join("\n") });
  });
  return result;
}

async function main(): Promise<number> {
  const rules = readFileSync(path.join(ROOT, "firestore.rules"), "utf8");
  const all = mutants(rules);
  const dir = path.join(ROOT, ".emulators", "mutants");
  mkdirSync(dir, { recursive: true });
  const plan = await preflight();
  if ((await buildAll()) !== 0) return 1;
  const survivors = await withEmulators(plan, {}, async (emulators) => {
    const survived: Mutant[] = [];
    for (const mutant of all) {
      const file = path.join(dir, `line-${mutant.line}.rules`);
      writeFileSync(file, mutant.rules);
      const code = await run(
        path.join(ROOT, "node_modules", ".bin", "vitest"),
        ["run", "--project", "emulator", "tests/rules", "--bail=1"],
        { ...emulators.env, RULES_FILE: file },
        { quiet: true },
      );
      const verdict = code === 0 ? "SURVIVED" : "killed";
      if (code === 0) survived.push(mutant);
      process.stdout.write(`${verdict.padEnd(9)} line ${mutant.line}: ${mutant.statement}\n`);
    }
    return survived;
  });
  process.stdout.write(
    `\n${all.length - survivors.length} of ${all.length} allow statements are needed by a test.\n`,
  );
  return survivors.length === 0 ? 0 : 1;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "rules-mutants.ts")
) {
  main().then((code) => process.exit(code), exitOnError);
}
