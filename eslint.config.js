// ESLint (flat config), run by `npm run lint` and by `npm test` after the type check (scripts/test.mjs).
// typescript-eslint's recommended rules without type information: the type-checked presets parse the whole program
// again and would double the step on a 2-core machine, and `tsc --noEmit` already runs in the suite.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "node_modules/",
    "build/",
    "public/",
    ".cache/",
    "test-results/",
    "playwright-report/",
    "bench/results/",
    "newsroom/data/",
    "data/",
    // Written by app/wire/build/compile-starter.mjs: one minified line, checked against its source by a test.
    "app/wire/starter/start-scripts.compiled.ts",
  ]),
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx,mts}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore names what is left unused on purpose: a property a rest pattern leaves out, express's
      // fourth error-handler argument. tsc's noUnusedLocals reports the rest.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // CommonJS config files (dependency-cruiser reads only .cjs).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    // app/ runs in the browser as well as on the server; the service worker and e2e page scripts run in browsers.
    files: ["app/**/*.{ts,tsx}", "tests/e2e/**/*.ts", "bench/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/offline/sw.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic hook rules only: the React Compiler rules of react-hooks 7's "recommended" preset check
      // code for a compiler this project does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Hooks live in .ts files too (app/i18n, app/offline…).
    files: ["app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
