/**
 * The hosts the hosting checks run on, each started on a port of loopback after the browser suite's (`E2E_PORT`):
 * the Node server, Debian's nginx with the generated deploy/nginx/site.conf, and Cloudflare Workers static assets and
 * Cloudflare Pages on Cloudflare's local runtime (wrangler running workerd). `node e2e/hosting/hosts.ts <name...>`
 * starts the named hosts at once, says `hosts ready` when every one answers, and stops them all on SIGTERM or SIGINT:
 * e2e/hosting/playwright.config.ts runs it as its one `webServer`.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR, COMPATIBILITY_DATE } from "#server/hosting/cloudflare-config.ts";
import { type ServerToStart, startTogether } from "#scripts/start-together.ts";
import { playsFile } from "#server/plays/plays-store.ts";

const repo = join(import.meta.dirname, "..", "..");
/** The health check's token on every host started here (HEALTH_TOKEN; a variable of wrangler's local runtime). */
export const HEALTH_TOKEN = "hosting-checks-health-token";
const manifest = readBuildManifest(join(repo, "build"));
/** Whether the build is of a site that delivers contact messages, whose checks differ (see the config). */
export const delivers = manifest?.contact !== undefined;
/** What `node e2e/hosting/hosts.ts` prints once every host it started answers. */
export const HOSTS_READY = "hosts ready";

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
/** The Node server's data folder, kept from run to run (nginx's Node server has a new one each run: servers.ts). */
const nodeData = join(tmpdir(), "spinhaven-hosting-data");
// A build that delivers needs its D1 table first (kept in build/cloudflare/.wrangler until the next build), and
// `/__scheduled` to fire the Cron Trigger; wrangler writes each mail sent through the send_email binding to a file. No
// hold-back there: a message is forwarded at once after its answer, as contact-mail-cloudflare.spec.ts waits for.
// A build that counts plays needs the plays' tables too, in their own database.
// Its plays are counted afresh at each start, as on the Node server (nodeData): failing-games.spec.ts leaves a game
// failing for the day, which would turn the health check `warn` from the start of the next run.
const migrations = [
  ...[...(delivers ? ["DB"] : []), ...(manifest?.plays ? ["PLAYS"] : [])].map(
    (binding) => `${wrangler} d1 migrations apply ${binding} --local --config wrangler.jsonc && `,
  ),
  ...(manifest?.plays
    ? [
        `${wrangler} d1 execute PLAYS --local --config wrangler.jsonc --command "DELETE FROM play_counts; DELETE FROM play_visitors; DELETE FROM play_salts" && `,
      ]
    : []),
];
const workersDev = delivers
  ? `${migrations.join("")}${wrangler} dev --config wrangler.jsonc --test-scheduled --var HEALTH_TOKEN:${HEALTH_TOKEN} --var CONTACT_HOLD_BACK_SECONDS:0`
  : `${migrations.join("")}${wrangler} dev --config wrangler.jsonc --var HEALTH_TOKEN:${HEALTH_TOKEN}`;

/** Each host: how to start it on a port of loopback, from `cwd`. */
const HOSTS: Record<string, (port: number) => Omit<ServerToStart, "name" | "url">> = {
  node: (port) => ({
    command: `${node} server/index.ts`,
    cwd: repo,
    env: { HOST: "127.0.0.1", PORT: String(port), DATA_DIR: nodeData, ...healthToken },
  }),
  // The Node server behind nginx, for a site that delivers, inherits the token.
  nginx: (port) => ({ command: `${node} scripts/servers.ts nginx ${port}`, cwd: repo, env: healthToken }),
  "cloudflare-workers": (port) => ({ command: `${workersDev} ${wranglerListen(port)}`, cwd: cloudflare, env: offline }),
  // A state folder of its own: Workers' local runtime, started at the same time from the same folder, holds its
  // SQLite files in .wrangler/state, and two runtimes opening them at once fail with "database is locked".
  "cloudflare-pages": (port) => ({
    command: `${wrangler} pages dev ${CLOUDFLARE_PUBLIC_DIR} --compatibility-date ${COMPATIBILITY_DATE} --binding HEALTH_TOKEN=${HEALTH_TOKEN} --persist-to .wrangler/pages-state ${wranglerListen(port)}`,
    cwd: cloudflare,
    env: offline,
  }),
};

/** The hosts this build is checked on: Pages has no Cron Triggers for a delivering site's retries. */
export const HOST_NAMES = Object.keys(HOSTS).filter((name) => !(delivers && name === "cloudflare-pages"));

/** The port of a host: the ports after the browser suite's, one a host, in this order whichever hosts run. */
const hostPort = (name: string) => Number(process.env.E2E_PORT ?? 4173) + 1 + HOST_NAMES.indexOf(name);

/** The address of a host (hostPort). */
export const hostUrl = (name: string) => `http://127.0.0.1:${hostPort(name)}`;

if (import.meta.main) {
  // The plays are counted afresh at each run, as on the Worker (migrations).
  if (manifest?.plays)
    for (const suffix of ["", "-wal", "-shm"])
      rmSync(`${playsFile(nodeData, manifest.siteId)}${suffix}`, { force: true });
  const hosts = await startTogether(
    process.argv.slice(2).map((name) => {
      const start = HOST_NAMES.includes(name) ? HOSTS[name] : undefined;
      if (!start) throw new Error(`${name} is not a host of this build (${HOST_NAMES.join(", ")}).`);
      return { name, url: `${hostUrl(name)}/`, ...start(hostPort(name)) };
    }),
    // workerd takes a while to start the first time on a slow machine.
    60,
  );
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void hosts.stop());
  console.log(HOSTS_READY);
}
