/**
 * The hosting checks of e2e/hosting/ against one running host: the checks every host shares (the Node
 * process's own checks, tagged @node-only, have no counterpart elsewhere). Used by the nginx and
 * Cloudflare checks and by deploy:check, which runs them on every host.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");

/** Runs the checks against `baseUrl`, as host `name` (see HOSTING_NAME in e2e/hosting/site-paths.ts); returns the exit status. */
export function runHostingChecks(baseUrl: string, name: string, playwrightArgs: readonly string[] = [], env: Record<string, string> = {}): number {
  const checks = spawnSync("npx", ["playwright", "test", "e2e/hosting/", "--grep-invert", "@node-only", ...playwrightArgs], {
    cwd: repo,
    stdio: "inherit",
    env: { ...process.env, ...env, HOSTING_BASE_URL: baseUrl, HOSTING_NAME: name },
  });
  return checks.status ?? 1;
}
