import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  cardSlotRecipe,
  checkboxSlotRecipe,
  breakpoints,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  recipes,
  semanticTokens,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

/** A colour scale: its values for STEPS, apart by spaces. */
const scale = (values: string): Record<string, { value: string }> =>
  Object.fromEntries(values.split(" ").map((value, i) => [String(STEPS[i]), { value }]));

/** A palette's semantic tokens, which make it work as a Chakra `colorPalette`. */
const paletteTokens = (name: string, solid: number) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: "white" },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

/**
 * On phones a button, a link or a tab is at least 44 x 44 px, the touch target WCAG 2.5.5
 * advises; from tablets up each size keeps Chakra's compact height (`desktop`, a size token).
 */
const touchTarget = (desktop: string) => ({
  minH: { base: "11", md: desktop },
  minW: { base: "11", md: desktop },
});

/** Brand: the top bar's dark blue, and an orange accent for calls to action. */
const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: "smooth" },
    "html, body": { bg: "white", color: "gray.800" },
    "[id]": { scrollMarginTop: "80px" },
    // A field scrolled into view (focus, an error) stays above a form's sticky buttons.
    "html:has([data-sticky-actions])": { scrollPaddingBottom: "6rem" },
  },
  theme: {
    tokens: {
      colors: {
        brand: scale(
          "#eef3ff #d9e3ff #b9cbff #8aa8f5 #5a7fe0 #2447b3 #1d3a96 #142e7a #0f2561 #0b1f4b #07142f",
        ),
        accent: scale(
          "#fff4ee #ffe1d3 #ffc4a8 #ffa57d #ff8d5c #ff7a45 #c2410c #9a3412 #7c2d12 #431407 #2a0c04",
        ),
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's green.600 behind white text is 3.3:1; WCAG AA needs 4.5:1 for button labels.
        green: { solid: { value: "{colors.green.700}" } },
        brand: paletteTokens("brand", 700),
        accent: paletteTokens("accent", 600),
      },
    },
    recipes: {
      button: {
        variants: {
          size: {
            "2xs": touchTarget("6"),
            xs: touchTarget("8"),
            sm: touchTarget("9"),
            md: touchTarget("10"),
          },
        },
      },
      // A link in a sentence is shown inline (`display="inline"`), where no minimum applies.
      link: { base: touchTarget("auto") },
    },
    slotRecipes: {
      tabs: {
        slots: tabsSlotRecipe.slots,
        variants: {
          size: {
            sm: { trigger: touchTarget("9") },
            md: { trigger: touchTarget("10") },
          },
        },
      },
    },
  },
});

/** The multi-part components the site uses (building all is costly); the unit test checks them. */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default palettes this site never uses: each costs start-up time and CSS variables. */
const UNUSED_PALETTES = new Set(["pink", "purple", "cyan", "teal", "yellow"]);

type TokenTree = Record<string, unknown>;

const withoutUnused = <T extends object>(tree: T | undefined): T =>
  Object.fromEntries(
    Object.entries(tree ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ) as T;

/** The site has one (light) colour scheme: keep each semantic token's light value only. */
function lightOnly(node: unknown): unknown {
  if (typeof node !== "object" || node === null) return node;
  const record = node as TokenTree;
  const value = record.value;
  if (typeof value === "object" && value !== null && "_light" in value) {
    return { ...record, value: (value as TokenTree)._light };
  }
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, lightOnly(child)]));
}

/** Chakra's default theme (as in its defaultConfig), trimmed to what the site uses. */
const siteDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnused(semanticTokens.colors),
    }) as typeof semanticTokens,
    recipes,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: SystemContext | undefined;

/** The style system, built once, on first use: the largest single piece of start-up work. */
export function siteSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, siteDefaults, config);
  return system;
}
