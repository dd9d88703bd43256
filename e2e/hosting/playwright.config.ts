/**
 * `npm run deploy:check`: the hosting checks of this folder against every host the site is offered on, one
 * project each, so the list shows which check passed on which host: the Node server, Debian's nginx with the
 * generated deploy/nginx/site.conf, and Cloudflare Workers static assets and Cloudflare Pages on Cloudflare's
 * local runtime (wrangler running workerd). `npm run deploy:check -- --project nginx` checks one host (repeat
 * `--project` for several), and only the hosts checked are started. Needs a build (`npm run build`).
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR, COMPATIBILITY_DATE } from "#server/hosting/cloudflare-config.ts";
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from "#scripts/chromium.ts";

const repo = join(import.meta.dirname, "..", "..");
/** The health check's token on every host started here (HEALTH_TOKEN; a variable of wrangler's local runtime). */
export const HEALTH_TOKEN = "hosting-checks-health-token";
// A build of a site that delivers contact messages is checked for its endpoint and its health check alone
// (contact-endpoint.spec.ts, health.spec.ts, and on Workers the mail it sends, contact-mail-cloudflare.spec.ts), on
// the hosts that take messages: not Pages, which has no Cron Triggers for the retries. Every other check here is
// written for the default site, which has none; the health check runs on both.
const delivers = readBuildManifest(join(repo, "build"))?.contact !== undefined;
const CONTACT_SPECS = /contact-(endpoint|mail-cloudflare)\.spec\.ts/;
const deliverySpecsOf = (host: string) =>
  host === "cloudflare-workers"
    ? /(contact-(endpoint|mail-cloudflare)|health)\.spec\.ts/
    : /(contact-endpoint|health)\.spec\.ts/;
const cloudflare = join(repo, "build", CLOUDFLARE_DIR);
const node = JSON.stringify(process.execPath);
const wrangler = `${node} ${JSON.stringify(join(repo, "node_modules", "wrangler", "bin", "wrangler.js"))}`;
/** Cloudflare's local runtime, offline: no login, telemetry, prompts or `Request.cf` download. */
const offline = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
  WRANGLER_LOG: "error",
};
const wranglerListen = (port: number) => `--ip 127.0.0.1 --port ${port} --show-interactive-dev-session=false`;
const healthToken = { HEALTH_TOKEN };
// A build that delivers needs its D1 table first (kept in build/cloudflare/.wrangler until the next build), and
// `/__scheduled` to fire the Cron Trigger; wrangler writes each mail sent through the send_email binding to a file. No
// hold-back there: a message is forwarded at once after its answer, as contact-mail-cloudflare.spec.ts waits for.
const workersDev = delivers
  ? `${wrangler} d1 migrations apply DB --local --config wrangler.jsonc && ${wrangler} dev --config wrangler.jsonc --test-scheduled --var HEALTH_TOKEN:${HEALTH_TOKEN} --var CONTACT_HOLD_BACK_SECONDS:0`
  : `${wrangler} dev --config wrangler.jsonc --var HEALTH_TOKEN:${HEALTH_TOKEN}`;

/** Each host: how to start it on a port of loopback, from `cwd`. */
const HOSTS: Record<string, (port: number) => { command: string; cwd: string; env?: Record<string, string> }> = {
  node: (port) => ({
    command: `${node} server/index.ts`,
    cwd: repo,
    env: { HOST: "127.0.0.1", PORT: String(port), DATA_DIR: join(tmpdir(), "spinhaven-hosting-data"), ...healthToken },
  }),
  // The Node server behind nginx, for a site that delivers, inherits the token.
  nginx: (port) => ({ command: `${node} scripts/servers.ts nginx ${port}`, cwd: repo, env: healthToken }),
  "cloudflare-workers": (port) => ({ command: `${workersDev} ${wranglerListen(port)}`, cwd: cloudflare, env: offline }),
  "cloudflare-pages": (port) => ({
    command: `${wrangler} pages dev ${CLOUDFLARE_PUBLIC_DIR} --compatibility-date ${COMPATIBILITY_DATE} --binding HEALTH_TOKEN=${HEALTH_TOKEN} ${wranglerListen(port)}`,
    cwd: cloudflare,
    env: offline,
  }),
};
const names = Object.keys(HOSTS).filter((name) => !(delivers && name === "cloudflare-pages"));
// The ports after the browser suite's (E2E_PORT), one a host, in this order whichever hosts run.
const portOf = (name: string) => Number(process.env.E2E_PORT ?? 4173) + 1 + names.indexOf(name);

/** The projects named with Playwright's `--project <name...>` (or `--project=name`) in the runner's own command line. */
function projectsNamed(argv: readonly string[]): string[] {
  const named: string[] = [];
  let naming = false;
  for (const arg of argv) {
    if (arg.startsWith("--project=")) named.push(arg.slice("--project=".length));
    else if (arg.startsWith("-")) naming = arg === "--project";
    else if (naming) named.push(arg);
  }
  return named;
}
const named = projectsNamed(process.argv);
// Any other way of choosing (a pattern, a case Playwright matches itself) starts every host, which is never wrong.
const started = named.length > 0 && named.every((name) => names.includes(name)) ? named : names;

export default defineConfig({
  testDir: ".",
  outputDir: join(repo, "test-results", "hosting"),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // As the browser suites: a failed test once more, with its trace.
  retries: 1,
  workers: 2,
  reporter: [["list"], ["../run-report.ts"]],
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    trace: "on-first-retry",
    launchOptions: { executablePath: TEST_CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: names.map((name) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${portOf(name)}` },
    ...(delivers ? { testMatch: deliverySpecsOf(name) } : { testIgnore: CONTACT_SPECS }),
    // The Node process's own checks (how it starts, logs and stops) have no counterpart on the other hosts.
    ...(name === "node" ? {} : { grepInvert: /@node-only/ }),
  })),
  webServer: Object.entries(HOSTS)
    .filter(([name]) => names.includes(name) && started.includes(name))
    .map(([name, start]) => ({
      name,
      ...start(portOf(name)),
      url: `http://127.0.0.1:${portOf(name)}/`,
      // Never a server left running from an older build: a busy port fails the run instead.
      reuseExistingServer: false,
      // workerd takes a while to start the first time on a slow machine.
      timeout: 60_000,
      // A signal to the whole process group, so that nginx's wrapper can remove its temporary folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    })),
});
