import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Brand: the top bar's dark blue, and an orange accent for calls to action. Both work as a
 * Chakra `colorPalette` ("brand", "accent") thanks to the semantic tokens below.
 */
const config = defineConfig({
  globalCss: {
    html: { scrollBehavior: "smooth" },
    "html, body": { bg: "white", color: "gray.800" },
    "[id]": { scrollMarginTop: "80px" },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: "#eef3ff" },
          100: { value: "#d9e3ff" },
          200: { value: "#b9cbff" },
          300: { value: "#8aa8f5" },
          400: { value: "#5a7fe0" },
          500: { value: "#2447b3" },
          600: { value: "#1d3a96" },
          700: { value: "#142e7a" },
          800: { value: "#0f2561" },
          900: { value: "#0b1f4b" },
          950: { value: "#07142f" },
        },
        accent: {
          50: { value: "#fff4ee" },
          100: { value: "#ffe1d3" },
          200: { value: "#ffc4a8" },
          300: { value: "#ffa57d" },
          400: { value: "#ff8d5c" },
          500: { value: "#ff7a45" },
          600: { value: "#c2410c" },
          700: { value: "#9a3412" },
          800: { value: "#7c2d12" },
          900: { value: "#431407" },
          950: { value: "#2a0c04" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.700}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        accent: {
          solid: { value: "{colors.accent.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.accent.700}" },
          muted: { value: "{colors.accent.100}" },
          subtle: { value: "{colors.accent.50}" },
          emphasized: { value: "{colors.accent.200}" },
          focusRing: { value: "{colors.accent.500}" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
