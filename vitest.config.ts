/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";

/** Tests that need a document: components rendered with Testing Library, and the scripts the pages run. */
const DOM_TESTS = ["src/browser/**/*.test.{ts,tsx}", "src/ui/components/**/*.test.{ts,tsx}", "src/shared/*.test.ts"];

// Astro's own Vite config (aliases, the React and MDX integrations), so tests see modules as the build does.
// Only the tests that need a document get jsdom: setting it up is most of a small test file's time.
export default getViteConfig({
  test: {
    restoreMocks: true,
    // Every core: Vitest's default leaves one for the main process, which here mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: "dom", environment: "jsdom", include: DOM_TESTS, setupFiles: ["./vitest.setup.ts"] },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "src/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "integrations/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: DOM_TESTS,
        },
      },
    ],
  },
});
