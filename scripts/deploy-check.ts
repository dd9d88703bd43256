/**
 * `npm run deploy:check`: runs the hosting checks of e2e/hosting/ against every host the site is
 * offered on (the Node server, nginx, Cloudflare Workers static assets, Cloudflare Pages; the last
 * two on Cloudflare's local runtime) and prints a table of check by host. Exits with 1 if any check
 * fails anywhere. Needs a build (`npm run build`).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, untilServing } from "./bench-servers.ts";

const repo = resolve(import.meta.dirname, "..");
const SHARED_CHECKS = ["e2e/hosting/", "--grep-invert", "@node-only"];

const HOSTS: Record<string, string[]> = {
  node: ["npx", "playwright", "test", ...SHARED_CHECKS],
  nginx: [process.execPath, "scripts/check-nginx.ts"],
  "cloudflare-workers": [process.execPath, "scripts/check-cloudflare.ts", "workers"],
  "cloudflare-pages": [process.execPath, "scripts/check-cloudflare.ts", "pages"],
};

type Spec = { title: string; ok: boolean; tests: { results: { status: string }[] }[] };
type Suite = { title: string; suites?: Suite[]; specs?: Spec[] };

/** Every check of a Playwright JSON report, "describe › title" → passed. */
function checksOf(suites: readonly Suite[], path: readonly string[] = []): Map<string, boolean> {
  const checks = new Map<string, boolean>();
  for (const suite of suites) {
    // The top-level suites are files: their titles are left out.
    const here = path.length === 0 && suite.title.endsWith(".ts") ? ["file"] : [...path, suite.title];
    const names = here.slice(1);
    for (const spec of suite.specs ?? []) {
      const passed = spec.ok && spec.tests.every((test) => test.results.every((result) => result.status === "passed"));
      checks.set([...names, spec.title].join(" › "), passed);
    }
    for (const [name, passed] of checksOf(suite.suites ?? [], here)) checks.set(name, passed);
  }
  return checks;
}

/** The Node server, started here as `npm run serve` starts it, so that its exit and its errors show in the log. */
async function startNodeServer() {
  const port = await freePort();
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: repo,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  });
  server.once("exit", (code, signal) => {
    if (!stopping) console.error(`The Node server exited during the checks (code ${code}, signal ${signal}).`);
  });
  let stopping = false;
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilServing(baseUrl, server);
  return {
    env: { HOSTING_BASE_URL: baseUrl, HOSTING_NAME: "node" },
    async stop() {
      stopping = true;
      if (server.exitCode !== null) return;
      server.kill("SIGTERM");
      await new Promise((done) => server.once("exit", done));
    },
  };
}

const work = mkdtempSync(join(tmpdir(), "deploy-check-"));
const results = new Map<string, Map<string, boolean>>();
for (const [host, [command = "", ...args]] of Object.entries(HOSTS)) {
  console.log(`\n== ${host}`);
  const report = join(work, `${host}.json`);
  const server = host === "node" ? await startNodeServer() : undefined;
  const run = spawnSync(command, [...args, "--reporter=line,json"], {
    cwd: repo,
    stdio: "inherit",
    env: { ...process.env, ...server?.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  await server?.stop();
  let checks = new Map<string, boolean>();
  try {
    checks = checksOf((JSON.parse(readFileSync(report, "utf8")) as { suites: Suite[] }).suites);
  } catch {
    console.error(`${host}: no report (exit code ${run.status})`);
  }
  results.set(host, checks);
}
rmSync(work, { recursive: true, force: true });

const hosts = [...results.keys()];
const names = [...new Set([...results.values()].flatMap((checks) => [...checks.keys()]))];
const cell = (host: string, name: string) => {
  const passed = results.get(host)?.get(name);
  return passed === undefined ? "not run" : passed ? "pass" : "FAIL";
};
const rows = [
  ["check", ...hosts],
  ["---", ...hosts.map(() => "---")],
  ...names.map((name) => [name, ...hosts.map((host) => cell(host, name))]),
  ["passed", ...hosts.map((host) => `${[...(results.get(host)?.values() ?? [])].filter(Boolean).length}/${names.length}`)],
];
console.log(`\n${rows.map((row) => `| ${row.join(" | ")} |`).join("\n")}`);
console.log(
  "\nOn the Cloudflare hosts, CONNECT and a malformed Host are not checked: wrangler's local proxy and workerd take them\n" +
    "before the Worker, as Cloudflare's edge does in production (see LOCAL_PROXY_IN_FRONT in e2e/hosting/site-paths.ts).",
);
const failed = hosts.some((host) => names.some((name) => cell(host, name) !== "pass"));
process.exit(failed ? 1 : 0);
