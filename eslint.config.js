import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import paths of each layer, by alias and relative. */
const COMPONENTS = ["~/components", "~/components/**", "**/components/**"];
const ROUTES = ["~/routes", "~/routes/**", "**/routes/**"];
const SERVER = ["**/server/*"];
/** The providers: each talks to one outside service, and none imports another (what two share lives in lib). */
const PROVIDERS = ["crm", "mail", "sms", "conversions"];
const LIB_LAYER = {
  group: [...COMPONENTS, ...ROUTES, ...SERVER],
  message: "lib never imports components, routes or the server.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "data/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "server/main.ts"],
    rules: { "no-console": "off" },
  },
  // The layers of ../shared/STYLE.md, by folder: a page's copy knows no code that runs it, lib no
  // interface, and the browser's components nothing that runs only on the server.
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...COMPONENTS, ...ROUTES, ...SERVER],
              message: "Content is data: no components, routes or server code.",
            },
            { group: ["~/lib/**/*.server", "~/lib/*.server"], message: "Content imports no server services of lib." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/**"],
    // A test may drive the route table it checks.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [LIB_LAYER],
        },
      ],
    },
  },
  // A later block replaces the rule's options for its files, so each provider repeats lib's layer.
  ...PROVIDERS.map((provider) => ({
    files: [`app/lib/${provider}/**`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            LIB_LAYER,
            {
              group: PROVIDERS.filter((other) => other !== provider).flatMap((other) => [
                `~/lib/${other}/*`,
                `**/lib/${other}/*`,
                `../${other}/*`,
              ]),
              message: "Providers (crm, mail, sms, conversions) do not import each other: what two share lives in lib.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", ...SERVER],
              allowTypeImports: true,
              message: "Components run in the browser: no server code.",
            },
          ],
        },
      ],
    },
  },
);
