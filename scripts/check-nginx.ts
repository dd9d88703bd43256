/**
 * `npm run test:nginx`: serves the build with Debian's nginx and the generated deploy/nginx/site.conf
 * on a loopback port, then runs the hosting checks of e2e/hosting/ against it, the same checks the
 * Node server passes. Extra arguments go to Playwright. Needs a build (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { startNginx } from "./nginx-server.ts";

const repo = resolve(import.meta.dirname, "..");
const nginx = await startNginx();
console.log(`nginx serves the build on ${nginx.baseUrl}; running the hosting checks against it.`);

// Only the checks shared by every host: the Node process checks (@node-only) have no nginx counterpart.
const checks = spawnSync("npx", ["playwright", "test", "e2e/hosting/", "--grep-invert", "@node-only", ...process.argv.slice(2)], {
  cwd: repo,
  stdio: "inherit",
  env: { ...process.env, HOSTING_BASE_URL: nginx.baseUrl, HOSTING_NAME: "nginx" },
});

await nginx.stop();
process.exit(checks.status ?? 1);
