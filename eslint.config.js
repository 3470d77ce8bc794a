// @ts-check
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import noOnlyTests from "eslint-plugin-no-only-tests";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The web app's layers (docs/architecture.md): pages -> features -> components and lib -> config.
 * `@shared/*` (functions/src/shared) may be imported from anywhere; root.tsx, routes.ts, the
 * entry modules and app/ sit on top. Features may import each other (no-cycle keeps that from
 * going round in circles). An import is matched by how it is written, the `@/` alias or a
 * relative path that climbs out of its folder ("../../features/...").
 */
/** @param {string} name */
const layer = (name) => `^(@/|(\\.\\./)+)${name}(/|$)`;
const toPages = {
  regex: layer("pages"),
  message:
    "features/, components/ and lib/ sit below pages/ and never import it (docs/architecture.md).",
};
const toFeatures = {
  regex: layer("features"),
  message: "lib/ and components/ sit below features/ and never import it (docs/architecture.md).",
};
const outOfConfig = {
  regex: "^(@/(?!config/)|\\.\\./)",
  message: "config/ imports nothing of the app but itself and @shared (docs/architecture.md).",
};
/** Data modules (reads, writes, the Firebase set-up) are used by the server and by any UI. */
const toUi = [
  {
    regex: "(^|/)components(/|$)",
    message: "A data module never imports UI components (docs/architecture.md).",
  },
  {
    regex: "(^@chakra-ui/|(^|/)[^/]*toast[^/]*$)",
    message: "A data module never imports Chakra or toasts: it throws, and the UI tells the user.",
  },
];
/**
 * functions/src/shared is imported by the functions and by the web app, so it imports neither:
 * nothing of the REST API, the pictures or the mail modules beside it, nothing of web/.
 */
const outOfShared = [
  {
    regex: "^(\\.\\./)+(api|images|mail)(/|$)",
    message:
      "functions/src/shared is used by every function and by the web app: it never imports api/, images/ or mail/.",
  },
  {
    regex: "(^@/|(^|/)web(/|$))",
    message: "functions/src/shared never imports the web app (web/, @/): the web app imports it.",
  },
];
/**
 * functions/src/server holds the operations (bookings, articles, messages) that the REST API, the
 * triggers, the schedule and the mail call: it imports none of them.
 */
const outOfServer = {
  regex: "^(\\.\\./)+(api|images|mail|account|admin|insights|ssr)(/|$)",
  message:
    "functions/src/server is called by the API, the triggers and the mail: it never imports them (docs/architecture.md).",
};
/**
 * @param {string[]} files
 * @param {{ regex: string, message: string }[]} patterns
 * @param {string[]} [ignores]
 */
const restrictExcept = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
/**
 * @param {string[]} files
 * @param {{ regex: string, message: string }[]} patterns
 */
const restrict = (files, ...patterns) => restrictExcept(files, patterns);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "web/build/**",
      "web/.react-router/**",
      "functions/ssr/**",
      "functions/lib/**",
      "emulator-data/**",
      "test-results/**",
      ".emulators/**",
      ".bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ["eslint.config.js"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { "no-only-tests": noOnlyTests },
    rules: {
      "no-only-tests/no-only-tests": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  restrict(["web/src/config/**"], outOfConfig),
  restrict(["web/src/components/**", "web/src/lib/**"], toFeatures, toPages),
  restrict(["web/src/features/**"], toPages),
  // Later entries replace the rule's options for the files they match: each repeats its layer's.
  // Data modules, .tsx ones included (lib/nonce.tsx, a feature's live.tsx): everything in lib/,
  // and the modules at a feature's root (api.ts, live.tsx, ...), whose UI is in its components/.
  restrict(["web/src/lib/**/*.{ts,tsx}"], toFeatures, toPages, ...toUi),
  restrictExcept(
    ["web/src/features/*/*.{ts,tsx}"],
    [toPages, ...toUi],
    // A provider component at the feature's root that tells the user, with a toast, that their
    // role changed: UI, kept to its layer's direction only.
    ["web/src/features/auth/claims.tsx"],
  ),
  restrict(["functions/src/shared/**/*.ts"], ...outOfShared),
  restrict(["functions/src/server/**/*.ts"], ...outOfShared, outOfServer),
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // The `@/` and `@shared/` aliases, from web/tsconfig.json under the working directory (the
      // repository's root, as `npm run lint` runs).
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "web/tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Asymmetric matchers (expect.any(...), expect.objectContaining(...)) are typed `any`.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    files: ["eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
