/**
 * `npm run bench`: Lighthouse CI on every page of the sitemap, beside the same page without scripts,
 * and one table of the medians. lighthouserc.yml holds the runs, the settings and every budget: Lighthouse
 * CI checks its assertions; this script checks the `bench` section, which Lighthouse cannot see (inline
 * script, and LCP and TBT against the page without scripts). The table goes to the terminal and to
 * docs/performance.md, the reports to reports/lighthouse/; the exit status is 1 when a target is missed.
 * BENCH_ROUTES=/,/contact limits the routes; BENCH_SKIP_BUILD=1 reuses the build.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { clientDir, defaultBuildDir, readBuildManifest } from "../server/build-manifest.ts";
import { NOT_FOUND_FILE } from "../server/route-table.ts";
import { buildFiles } from "../server/static-files.ts";
import { type Lhr, inlineScriptBytes, missedTargets, pageFigures, type RouteFigures, summaryTable, type TwinTargets, verdict, withoutScripts } from "./bench-report.ts";
import { CHROME_PATH, CHROMIUM_ARGS } from "./chromium.ts";
import { compress } from "./hosting-integration.ts";
import { startSiteServer } from "./servers.ts";

const root = join(import.meta.dirname, "..");
const resultsDir = join(root, ".lighthouseci");
const reportDir = join(root, "reports", "lighthouse");

/**
 * Runs a command to its end without blocking this process, which answers for the launcher's host (the
 * stub): a blocked stub would leave every game frame on the browser's error page.
 */
function run(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: "inherit" });
  return new Promise((done) => child.on("close", (code) => done(code ?? 1)));
}

const LAUNCHER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo game</title></head>
<body style="margin:0;display:grid;place-items:center;height:100vh;background:#123;color:#fff;font:16px system-ui">Demo game</body></html>`;

/**
 * Stands in for the unreachable game launcher over HTTPS, with a self-signed certificate made for
 * this run and deleted at once (Chromium is told to ignore its errors).
 */
async function startStub() {
  const dir = mkdtempSync(join(tmpdir(), "bench-stub-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const subject = ["-subj", "/CN=bench-stub", "-days", "1"];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, ...subject], { stdio: "ignore" });
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=86400" });
    res.end(LAUNCHER_PAGE);
  });
  rmSync(dir, { recursive: true });
  await once(server.listen(0, "127.0.0.1"), "listening");
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/**
 * A copy of the build whose pages have no script (`withoutScripts`), compressed as the build is, for
 * the site's own server to serve: the twin of each page, with the same files, headers and compression.
 */
async function scriptFreeCopy(buildDir: string): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), "bench-twin-"));
  cpSync(buildDir, copy, { recursive: true });
  const root = clientDir(copy);
  const pages = buildFiles(root).filter((file) => file.endsWith(".html"));
  for (const page of pages) writeFileSync(join(root, page), withoutScripts(readFileSync(join(root, page), "utf8")));
  await compress(root, pages);
  return copy;
}

if (!process.env.BENCH_SKIP_BUILD && (await run("npm", ["run", "build"])) !== 0) process.exit(1);
const manifest = readBuildManifest(defaultBuildDir);
if (!manifest) throw new Error('No build found. Run "npm run build" first.');
const targets = (parse(readFileSync(join(root, "lighthouserc.yml"), "utf8")) as { bench: TwinTargets }).bench;

const only = process.env.BENCH_ROUTES?.split(",");
const pages = manifest.pages.filter((page) => !only || only.includes(page.path));
const stub = await startStub();
const site = await startSiteServer();
// The twin on a loopback address of its own: lighthouserc.yml's assertions match the site's address only.
const twinBuild = await scriptFreeCopy(defaultBuildDir);
const twin = await startSiteServer({ BUILD_DIR: twinBuild, HOST: "127.0.0.2" });
// No internet: the launcher's host is answered by the stub, and nothing else is stubbed.
const hostRules = manifest.origins.frames.map((origin) => `MAP ${new URL(origin).host} 127.0.0.1:${stub.port}`).join(", ");
const chromeFlags = [...CHROMIUM_ARGS, `--host-resolver-rules="${hostRules}"`, "--ignore-certificate-errors"].join(" ");

let assertStatus: number;
try {
  for (const dir of [resultsDir, reportDir]) rmSync(dir, { recursive: true, force: true });
  const urls = pages.flatMap(({ path }) => [`--url=${site.baseUrl}${path}`, `--url=${twin.baseUrl}${path}`]);
  if ((await run("npx", ["lhci", "collect", ...urls, `--chromePath=${CHROME_PATH}`, `--settings.chromeFlags=${chromeFlags}`])) !== 0) {
    throw new Error("Lighthouse CI could not measure the pages (see above).");
  }
  assertStatus = await run("npx", ["lhci", "assert"]);
  await run("npx", ["lhci", "upload", "--target=filesystem", `--outputDir=${reportDir}`]);
} finally {
  await Promise.all([site.stop(), twin.stop()]);
  stub.close();
  rmSync(twinBuild, { recursive: true });
}

const lhrs = readdirSync(resultsDir)
  .filter((file) => file.startsWith("lhr-") && file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(resultsDir, file), "utf8")) as Lhr & { lighthouseVersion: string });
const assertions = JSON.parse(readFileSync(join(resultsDir, "assertion-results.json"), "utf8")) as { url: string; auditProperty?: string; auditId: string; actual: number; passed: boolean }[];
const runsOf = (url: string) => lhrs.filter((lhr) => lhr.requestedUrl === url);
const html = (file: string) => readFileSync(join(clientDir(defaultBuildDir), file), "utf8");

const rows: RouteFigures[] = pages.map(({ path, file }) => ({
  route: path,
  page: pageFigures(runsOf(site.baseUrl + path)),
  twin: pageFigures(runsOf(twin.baseUrl + path)),
  inlineBytes: inlineScriptBytes(html(file)),
  missedAssertions: assertions
    .filter((result) => !result.passed && result.url === site.baseUrl + path)
    .map((result) => `${result.auditId}${result.auditProperty ? `:${result.auditProperty}` : ""} ${result.actual}`),
}));
if (!only) rows.push({ route: "(404 page)", inlineBytes: inlineScriptBytes(html(NOT_FOUND_FILE)), missedAssertions: [] });

const table = summaryTable(rows, targets);
const conclusion = verdict(rows, targets);
console.log(`\n${table}\n\n${conclusion}\nFull reports: reports/lighthouse/`);
if (!only) {
  const runs = runsOf(site.baseUrl + "/");
  const doc = readFileSync(join(root, "docs", "performance.md"), "utf8").replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\nLatest run: ${new Date().toISOString().slice(0, 10)}, Lighthouse ${runs[0]?.lighthouseVersion}, ${runs.length} runs per page (median).\n\n${table}\n\n${conclusion}\n<!-- bench:end -->`,
  );
  writeFileSync(join(root, "docs", "performance.md"), doc);
}
// Printed above either way; the status lets a script or CI step tell a miss without reading the table.
if (assertStatus !== 0 || rows.some((row) => missedTargets(row, targets).length > 0)) process.exitCode = 1;
