/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite config (aliases, the React and MDX integrations), so tests see modules as the build does.
export default getViteConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
