/**
 * axe-core in a test's page: WCAG 2.0/2.1/2.2 A and AA and axe's best practices, each violation
 * as a readable line (rule, impact, help, where, what to fix).
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** The violations axe finds on the page once its motion has ended, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A section caught halfway through its fade-in would fail the colour contrast check.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation instanceof CSSAnimation),
  );
  await page.evaluate(AXE_SOURCE);
  const found = (await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: unknown }> };
        }
      ).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((result) => result.violations),
    TAGS,
  )) as Violation[];
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(" ")}: ${node.failureSummary}`,
    ),
  );
}
