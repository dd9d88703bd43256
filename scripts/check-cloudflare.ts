/**
 * `npm run test:cloudflare -- workers|pages`: serves build/cloudflare/ with Cloudflare's own local
 * runtime (wrangler running workerd, offline: no login, no telemetry) as Workers static assets
 * (`wrangler dev`) or as a Pages project (`wrangler pages dev`), then runs the hosting checks of
 * e2e/hosting/ against it, the same checks the Node server and nginx pass. Extra arguments go to Playwright.
 * Needs a build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR, COMPATIBILITY_DATE } from "../server/cloudflare-config.ts";
import { freePort, untilServing } from "./bench-servers.ts";
import { runHostingChecks } from "./hosting-checks.ts";

const repo = resolve(import.meta.dirname, "..");
const [product, ...playwrightArgs] = process.argv.slice(2);
if (product !== "workers" && product !== "pages") {
  console.error("usage: node scripts/check-cloudflare.ts workers|pages [playwright arguments]");
  process.exit(2);
}
const cloudflare = join(repo, "build", CLOUDFLARE_DIR);
if (!existsSync(join(cloudflare, "wrangler.jsonc"))) {
  console.error(`${cloudflare} is missing: run npm run build.`);
  process.exit(1);
}

const port = await freePort();
const common = ["--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"];
const args =
  product === "workers"
    ? ["dev", "--config", join(cloudflare, "wrangler.jsonc"), ...common]
    : ["pages", "dev", join(cloudflare, CLOUDFLARE_PUBLIC_DIR), "--compatibility-date", COMPATIBILITY_DATE, ...common];
const wrangler = spawn(process.execPath, [join(repo, "node_modules", "wrangler", "bin", "wrangler.js"), ...args], {
  cwd: cloudflare,
  stdio: ["ignore", "inherit", "inherit"],
  // Offline and unattended: no telemetry, no prompts, no download of the `Request.cf` data, only errors in the log.
  env: {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CI: "true",
    WRANGLER_LOG: "error",
  },
});

const baseUrl = `http://127.0.0.1:${port}`;
// workerd takes a while to start the first time on a slow machine.
await untilServing(baseUrl, wrangler, 60).catch((error: unknown) => {
  wrangler.kill();
  throw error;
});
console.log(`wrangler serves the build as Cloudflare ${product} on ${baseUrl}; running the hosting checks against it.`);

const status = runHostingChecks(baseUrl, `cloudflare-${product}`, playwrightArgs);
wrangler.kill("SIGTERM");
await new Promise((done) => wrangler.once("exit", done));
process.exit(status);
