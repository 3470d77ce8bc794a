import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/** Brand tokens: the top bar's dark blue and an accent for calls to action. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: "#eef3ff" },
          100: { value: "#d9e3ff" },
          500: { value: "#2447b3" },
          700: { value: "#142e7a" },
          900: { value: "#0b1f4b" },
        },
        accent: {
          500: { value: "#ff7a45" },
          600: { value: "#e8612c" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
