import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "reports/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // One import style, which Node, Vite and TypeScript all read: a project's module by its room, as package.json's
    // imports name them (`#browser/…`, `#build/…`), with its extension; never a relative path or another alias.
    files: ["**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.{1,2}/|~/|src/)",
              message:
                "Import a project's module by its room (#browser/…, #build/…, #shared/…: package.json's imports).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      "server/**/*.ts",
      "integrations/**/*.ts",
      "scripts/**/*.ts",
      "deploy/**/*.ts",
      "sites/**/*.ts",
      "e2e/**/*.ts",
      "*.config.ts",
      "*.config.js",
    ],
    languageOptions: { globals: globals.node },
  },
);
