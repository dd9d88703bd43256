/**
 * `npm run deploy:check`: runs the hosting checks of e2e/hosting/ against every host the site is
 * offered on (the Node server, nginx, Cloudflare Workers static assets, Cloudflare Pages; the last
 * two on Cloudflare's local runtime) and prints a table of check by host. Exits with 1 if any check
 * fails anywhere. Needs a build (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startSiteServer } from "./bench-servers.ts";
import { runHostingChecks } from "./hosting-checks.ts";

const repo = resolve(import.meta.dirname, "..");

/**
 * Each host's checks, with the JSON report Playwright writes for the table. nginx and Cloudflare are
 * started by their own check scripts; the Node server here, so that its exit and its errors show in the log.
 */
const HOSTS: Record<string, (reporter: string[], env: Record<string, string>) => Promise<number>> = {
  async node(reporter, env) {
    const server = await startSiteServer();
    let stopping = false;
    server.child.once("exit", (code, signal) => {
      if (!stopping) console.error(`The Node server exited during the checks (code ${code}, signal ${signal}).`);
    });
    const status = runHostingChecks(server.baseUrl, "node", reporter, env);
    stopping = true;
    await server.stop();
    return status;
  },
  nginx: async (reporter, env) => script(["scripts/check-nginx.ts", ...reporter], env),
  "cloudflare-workers": async (reporter, env) => script(["scripts/check-cloudflare.ts", "workers", ...reporter], env),
  "cloudflare-pages": async (reporter, env) => script(["scripts/check-cloudflare.ts", "pages", ...reporter], env),
};

function script(args: string[], env: Record<string, string>): number {
  return spawnSync(process.execPath, args, { cwd: repo, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

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

const work = mkdtempSync(join(tmpdir(), "deploy-check-"));
const results = new Map<string, Map<string, boolean>>();
for (const [host, run] of Object.entries(HOSTS)) {
  console.log(`\n== ${host}`);
  const report = join(work, `${host}.json`);
  const status = await run(["--reporter=line,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  let checks = new Map<string, boolean>();
  try {
    checks = checksOf((JSON.parse(readFileSync(report, "utf8")) as { suites: Suite[] }).suites);
  } catch {
    console.error(`${host}: no report (exit code ${status})`);
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
