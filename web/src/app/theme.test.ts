import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteSystem, SLOT_RECIPES } from "./theme";

/** Every component module of the app, as source text. */
const SOURCES = import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Chakra's multi-part components the code renders, e.g. <Field.Root> -> "field". */
function usedSlotRecipes(): Set<string> {
  const used = new Set<string>();
  for (const code of Object.values(SOURCES)) {
    if (!code.includes('from "@chakra-ui/react"')) continue;
    for (const match of code.matchAll(/<([A-Z][A-Za-z]+)\.[A-Z][A-Za-z]+/g)) {
      const name = match[1] ?? "";
      const imported = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "@chakra-ui/react"`);
      if (imported.test(code)) used.add(name.charAt(0).toLowerCase() + name.slice(1));
    }
  }
  return used;
}

describe("the site's style system", () => {
  it("has a recipe for every multi-part Chakra component the code renders", () => {
    const used = usedSlotRecipes();
    expect(used.size).toBeGreaterThan(5);
    const system = siteSystem();
    for (const key of used) expect(system.isSlotRecipe(key), key).toBe(true);
  });

  it("only carries recipes the code uses", () => {
    expect(Object.keys(SLOT_RECIPES).sort()).toEqual([...usedSlotRecipes()].sort());
  });

  it("keeps the brand palettes and drops the unused default ones", () => {
    const system = siteSystem();
    expect(system.token("colors.brand.900")).toBe("#0b1f4b");
    expect(system.token("colors.red.500")).toBeTruthy();
    expect(system.token("colors.pink.500")).toBeUndefined();
  });
});

describe("the public pages' stylesheet (styles/base.css)", () => {
  it("uses the colours of the theme for every palette token it declares", () => {
    const baseCss = readFileSync(new URL("../styles/base.css", import.meta.url), "utf8");
    const declared = [...baseCss.matchAll(/--(brand|accent|gray|red)-(\d+):\s*(#[0-9a-f]{6})/g)];
    expect(declared.length).toBeGreaterThan(10);
    const system = siteSystem();
    for (const [, palette, step, value] of declared) {
      expect(value, `--${palette}-${step}`).toBe(system.token(`colors.${palette}.${step}`));
    }
  });
});
