/**
 * `npm run deploy:check`: the hosting checks of this folder against every host the site is offered on, one
 * project each, so the list shows which check passed on which host: the Node server, Debian's nginx with the
 * generated deploy/nginx/site.conf, and Cloudflare Workers static assets and Cloudflare Pages on Cloudflare's
 * local runtime (wrangler running workerd). `npm run deploy:check -- --project nginx` checks one host (repeat
 * `--project` for several), and only the hosts checked are started. Needs a build (`npm run build`).
 */
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from "#scripts/chromium.ts";
import { delivers, HOST_NAMES, HOSTS_READY, hostUrl } from "#e2e/hosting/hosts.ts";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { orderedPagesOf } from "#server/hosting/route-table.ts";

const repo = join(import.meta.dirname, "..", "..");
// A build of a site that delivers contact messages is checked for its endpoint and its health check alone
// (contact-endpoint.spec.ts, health.spec.ts, and on Workers the mail it sends, contact-mail-cloudflare.spec.ts), on
// the hosts that take messages: not Pages, which has no Cron Triggers for the retries. Every other check here is
// written for the default site, which has none; the health check runs on both.
const CONTACT_SPECS = /contact-(endpoint|mail-cloudflare)\.spec\.ts/;
// A build with a lobby's orders (spinhaven-fi's) is checked for its answer to `?sort=` too, on every host.
const ORDER_SPECS = /lobby-orders\.spec\.ts/;
const manifest = readBuildManifest(join(repo, "build"));
const hasOrders = orderedPagesOf(manifest?.pages ?? []).size > 0;
// A build that counts plays (spinhaven-fi's) is checked for its plays endpoint; and, once every other check of a host
// has run, for a game failing for three visitors, which turns that host's health check `warn` from then on.
const PLAYS_SPECS = /plays-endpoint\.spec\.ts/;
const FAILING_SPECS = /failing-games\.spec\.ts/;
const countsPlays = manifest?.plays !== undefined;
const deliverySpecsOf = (host: string) =>
  host === "cloudflare-workers"
    ? /(contact-(endpoint|mail-cloudflare)|health)\.spec\.ts/
    : /(contact-endpoint|health)\.spec\.ts/;

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
const started = named.length > 0 && named.every((name) => HOST_NAMES.includes(name)) ? named : HOST_NAMES;

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
  projects: [
    ...HOST_NAMES.map((name) => ({
      name,
      use: { baseURL: hostUrl(name) },
      ...(delivers
        ? {
            testMatch: [
              deliverySpecsOf(name),
              ...(hasOrders ? [ORDER_SPECS] : []),
              ...(countsPlays ? [PLAYS_SPECS] : []),
            ],
          }
        : {
            testIgnore: [
              CONTACT_SPECS,
              FAILING_SPECS,
              ...(hasOrders ? [] : [ORDER_SPECS]),
              ...(countsPlays ? [] : [PLAYS_SPECS]),
            ],
          }),
      // The Node process's own checks (how it starts, logs and stops) have no counterpart on the other hosts.
      ...(name === "node" ? {} : { grepInvert: /@node-only/ }),
    })),
    ...(countsPlays
      ? HOST_NAMES.filter((name) => name !== "cloudflare-pages").map((name) => ({
          name: `${name}, after the rest`,
          use: { baseURL: hostUrl(name) },
          testMatch: FAILING_SPECS,
          dependencies: [name],
        }))
      : []),
  ],
  // One server that starts every host at once (e2e/hosting/hosts.ts), where Playwright would start each `webServer`
  // only once the one before it answers.
  webServer: {
    name: "hosts",
    command: `${JSON.stringify(process.execPath)} e2e/hosting/hosts.ts ${started.join(" ")}`,
    cwd: repo,
    wait: { stdout: new RegExp(`^${HOSTS_READY}$`, "m") },
    // Above the hosts' own 60 s, so that their message, which names the host, is the one shown.
    timeout: 70_000,
    // A signal to the whole process group: the hosts stop, and nginx's wrapper removes its temporary folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
