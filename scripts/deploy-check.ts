/**
 * `npm run deploy:check [host…]`: runs the hosting checks of e2e/hosting/ against every host the site is
 * offered on (the Node server, nginx, Cloudflare Workers static assets and Cloudflare Pages, the last two
 * on Cloudflare's local runtime), or the hosts named, and prints a table of check by host. The Node
 * process's own checks (tagged @node-only) have no counterpart elsewhere and run in the browser suite.
 * Exits with 1 if any check fails anywhere. Needs a build (`npm run build`).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR, COMPATIBILITY_DATE } from "../server/cloudflare-config.ts";
import { freePort, startSiteServer, untilServing } from "./bench-servers.ts";
import { startNginx } from "./nginx-server.ts";

const repo = resolve(import.meta.dirname, "..");
const cloudflare = join(repo, "build", CLOUDFLARE_DIR);

type Host = { baseUrl: string; stop: () => Promise<void> };

/** Cloudflare's local runtime (wrangler running workerd), offline: no login, telemetry, prompts or `Request.cf` download. */
async function startWrangler(product: "workers" | "pages"): Promise<Host> {
  const port = await freePort();
  const common = ["--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"];
  const args =
    product === "workers"
      ? ["dev", "--config", join(cloudflare, "wrangler.jsonc"), ...common]
      : ["pages", "dev", join(cloudflare, CLOUDFLARE_PUBLIC_DIR), "--compatibility-date", COMPATIBILITY_DATE, ...common];
  const wrangler = spawn(process.execPath, [join(repo, "node_modules", "wrangler", "bin", "wrangler.js"), ...args], {
    cwd: cloudflare,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true", WRANGLER_LOG: "error" },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // workerd takes a while to start the first time on a slow machine.
  await untilServing(baseUrl, wrangler, 60).catch((error: unknown) => {
    wrangler.kill();
    throw error;
  });
  return {
    baseUrl,
    async stop() {
      wrangler.kill("SIGTERM");
      await new Promise((done) => wrangler.once("exit", done));
    },
  };
}

const HOSTS: Record<string, () => Promise<Host>> = {
  node: startSiteServer,
  nginx: startNginx,
  "cloudflare-workers": () => startWrangler("workers"),
  "cloudflare-pages": () => startWrangler("pages"),
};

type Spec = { title: string; ok: boolean; tests: { results: { status: string }[] }[] };
type Suite = { title: string; suites?: Suite[]; specs?: Spec[] };

/** Every check of a Playwright JSON report, "describe › title" → passed. */
function checksOf(suites: readonly Suite[], path: readonly string[] = []): Map<string, boolean> {
  const checks = new Map<string, boolean>();
  for (const suite of suites) {
    // The top-level suites are files: their titles are left out.
    const here = path.length === 0 && suite.title.endsWith(".ts") ? ["file"] : [...path, suite.title];
    for (const spec of suite.specs ?? []) {
      const passed = spec.ok && spec.tests.every((test) => test.results.every((result) => result.status === "passed"));
      checks.set([...here.slice(1), spec.title].join(" › "), passed);
    }
    for (const [name, passed] of checksOf(suite.suites ?? [], here)) checks.set(name, passed);
  }
  return checks;
}

const unknown = process.argv.slice(2).filter((name) => !(name in HOSTS));
if (unknown.length > 0) {
  console.error(`Unknown host ${unknown.join(", ")}: the hosts are ${Object.keys(HOSTS).join(", ")}.`);
  process.exit(2);
}
const chosen = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(HOSTS);
const work = mkdtempSync(join(tmpdir(), "deploy-check-"));
const results = new Map<string, Map<string, boolean>>();
for (const name of chosen) {
  console.log(`\n== ${name}`);
  const report = join(work, `${name}.json`);
  const host = await (HOSTS[name] as () => Promise<Host>)();
  const checks = spawnSync("npx", ["playwright", "test", "e2e/hosting/", "--grep-invert", "@node-only", "--reporter=line,json"], {
    cwd: repo,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, HOSTING_BASE_URL: host.baseUrl, HOSTING_NAME: name },
  });
  await host.stop();
  try {
    results.set(name, checksOf((JSON.parse(readFileSync(report, "utf8")) as { suites: Suite[] }).suites));
  } catch {
    console.error(`${name}: no report (exit code ${checks.status})`);
    results.set(name, new Map());
  }
}
rmSync(work, { recursive: true, force: true });

const names = [...new Set([...results.values()].flatMap((checks) => [...checks.keys()]))];
const cell = (host: string, name: string) => {
  const passed = results.get(host)?.get(name);
  return passed === undefined ? "not run" : passed ? "pass" : "FAIL";
};
const rows = [
  ["check", ...chosen],
  ["---", ...chosen.map(() => "---")],
  ...names.map((name) => [name, ...chosen.map((host) => cell(host, name))]),
  ["passed", ...chosen.map((host) => `${[...(results.get(host)?.values() ?? [])].filter(Boolean).length}/${names.length}`)],
];
console.log(`\n${rows.map((row) => `| ${row.join(" | ")} |`).join("\n")}`);
console.log(
  "\nOn the Cloudflare hosts, CONNECT and a malformed Host are not checked: wrangler's local proxy and workerd take them\n" +
    "before the Worker, as Cloudflare's edge does in production (see LOCAL_PROXY_IN_FRONT in e2e/hosting/site-paths.ts).",
);
const failed = names.length === 0 || chosen.some((host) => names.some((name) => cell(host, name) !== "pass"));
process.exit(failed ? 1 : 0);
