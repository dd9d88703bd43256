import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin cannot run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_DATE__: JSON.stringify("2026-01-15T12:00:00.000Z") },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
