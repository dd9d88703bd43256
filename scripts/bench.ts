/**
 * `npm run bench`: builds the site, serves the production build, measures the JavaScript every page
 * loads before any interaction (Playwright, at 375 and 1280 px, the 404 page included) and runs
 * Lighthouse (mobile preset, simulated throttling) on every route of the sitemap, median of
 * BENCH_RUNS runs (3), next to the same page without JavaScript. Full reports go to reports/lighthouse/,
 * the summary table to the terminal and to docs/performance.md; the exit status is 1 when a target is
 * missed. BENCH_ROUTES=/,/contact limits the routes; BENCH_SKIP_BUILD=1 reuses the build.
 * There is no internet: the game launcher's host is mapped to a local HTTPS stub, and nothing else is
 * stubbed, so the site is measured with its default configuration, as a fresh install serves it.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { type Browser, chromium } from "playwright-core";
import { CHROME_PATH, CHROMIUM_ARGS } from "./chromium.ts";
import {
  inlineScriptBytes,
  type LighthouseFigures,
  median,
  missedTargets,
  type RouteFigures,
  type ScriptLoad,
  summaryTable,
  verdict,
  type Width,
  WIDTHS,
} from "./bench-report.ts";
import { startReference, startSiteServer, startStub } from "./bench-servers.ts";
import { defaultBuildDir, readBuildManifest } from "../server/build-manifest.ts";

const root = join(import.meta.dirname, "..");
const buildDir = join(root, "build", "client");
const reportDir = join(root, "reports", "lighthouse");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/** An address the site does not have: its JavaScript is measured, though Lighthouse cannot audit a 404. */
const NOT_FOUND_ROUTE = "/no-such-page";

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The sitemap's pages. The 404 page is left out: Lighthouse refuses to audit a page answered with a 4xx status. */
function routesOfSitemap(): string[] {
  const xml = readFileSync(join(buildDir, "sitemap.xml"), "utf8");
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  return paths;
}

const stub = await startStub();
const site = await startSiteServer();
const sitePort = Number(new URL(site.baseUrl).port);
const reference = await startReference(buildDir, sitePort);
/** The launcher's host, the one outside address a default build uses. */
const LAUNCHER_HOSTS = (readBuildManifest(defaultBuildDir)?.origins.frames ?? []).map((origin) => new URL(origin).host);
const hostRules = LAUNCHER_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${stub.port}`).join(", ");
let chrome = await launchChrome();
let lighthouseVersion = "";

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--host-resolver-rules=${hostRules}`, "--ignore-certificate-errors"],
  });
}

/** One Lighthouse run, retried when Lighthouse reports a runtime error (e.g. NO_NAVSTART) or Chrome fails. */
async function audit(url: string, name: string): Promise<Result> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (result && !result.lhr.runtimeError) {
        lighthouseVersion = result.lhr.lighthouseVersion;
        const [json = "", html = ""] = result.report as string[];
        writeFileSync(join(reportDir, `${name}.report.json`), json);
        writeFileSync(join(reportDir, `${name}.report.html`), html);
        return result.lhr;
      }
      console.warn(`  ${name}: ${result?.lhr.runtimeError?.code ?? "no result"}, retrying`);
    } catch (error) {
      console.warn(`  ${name}: ${(error as Error).message}, restarting Chrome`);
      chrome.kill();
      chrome = await launchChrome();
    }
  }
  throw new Error(`Lighthouse kept failing on ${url}`);
}

/** Bytes of the site's own CSS and HTML the page loaded, each file gzip-compressed. */
async function sentBytes([lhr]: Result[], origin: string) {
  const details = lhr?.audits["network-requests"]?.details as { items: { url: string; resourceType?: string }[] } | undefined;
  const items = details?.items ?? [];
  const totals = { Stylesheet: 0, Document: 0 };
  for (const { url, resourceType } of items) {
    if (!url.startsWith(origin) || !resourceType || !(resourceType in totals)) continue;
    const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
    totals[resourceType as keyof typeof totals] += gzipSync(body, { level: 9 }).length;
  }
  return { cssBytes: totals.Stylesheet, htmlBytes: totals.Document };
}

/**
 * The JavaScript one fresh page load fetches and runs before any interaction, at one width: every
 * same-origin response of resource type "script" (what the browser fetched, whatever the files are
 * called, gzip-compressed here), and the inline scripts of the HTML it received. Lighthouse cannot
 * tell this for the 404 page, and it loads pages at one width only.
 */
async function scriptLoad(browser: Browser, url: string, width: Width): Promise<ScriptLoad> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const files: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || new URL(response.url()).origin !== origin) return;
    // Read each body as it arrives: bodies are gone once the context closes.
    files.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  // An inline script the page's CSP refuses does not run, yet is counted: say so rather than guess.
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) console.warn(`  ${url} at ${width} px: ${message.text()}`);
  });
  try {
    const document = await page.goto(url, { waitUntil: "networkidle" });
    if (!document) throw new Error(`No answer for ${url}`);
    const sizes = await Promise.all(files);
    return { files: sizes.length, fileBytes: sizes.reduce((sum, size) => sum + size, 0), inlineBytes: inlineScriptBytes(await document.text()) };
  } finally {
    await context.close();
  }
}

/** Every route's script load at every width, in a Chromium that reaches the stub for the external hosts. */
async function scriptLoads(routes: readonly string[], origin: string): Promise<Map<string, Record<Width, ScriptLoad>>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=${hostRules}`] });
  const loads = new Map<string, Record<Width, ScriptLoad>>();
  try {
    for (const route of routes) {
      const byWidth = {} as Record<Width, ScriptLoad>;
      for (const width of WIDTHS) byWidth[width] = await scriptLoad(browser, origin + route, width);
      loads.set(route, byWidth);
    }
  } finally {
    await browser.close();
  }
  return loads;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const medianOf = (runs: Result[], read: (lhr: Result) => number) => median(runs.map(read));

/** BENCH_RUNS Lighthouse runs of the page and of its no-JavaScript reference, alternated, reduced to medians. */
async function lighthouseFigures(route: string, siteOrigin: string): Promise<LighthouseFigures> {
  const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
  const app: Result[] = [];
  const plain: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    app.push(await audit(siteOrigin + route, `${slug}-${run}`));
    plain.push(await audit(`http://127.0.0.1:${reference.port}${route}`, `${slug}-no-js-${run}`));
  }
  return {
    performance: medianOf(app, (lhr) => score(lhr, "performance")),
    accessibility: medianOf(app, (lhr) => score(lhr, "accessibility")),
    bestPractices: medianOf(app, (lhr) => score(lhr, "best-practices")),
    seo: medianOf(app, (lhr) => score(lhr, "seo")),
    fcp: medianOf(app, (lhr) => metric(lhr, "first-contentful-paint")),
    lcp: medianOf(app, (lhr) => metric(lhr, "largest-contentful-paint")),
    tbt: medianOf(app, (lhr) => metric(lhr, "total-blocking-time")),
    cls: medianOf(app, (lhr) => metric(lhr, "cumulative-layout-shift")),
    cpuIndex: medianOf([...app, ...plain], (lhr) => lhr.environment.benchmarkIndex),
    referenceLcp: medianOf(plain, (lhr) => metric(lhr, "largest-contentful-paint")),
    referenceTbt: medianOf(plain, (lhr) => metric(lhr, "total-blocking-time")),
    ...(await sentBytes(app, siteOrigin)),
  };
}

mkdirSync(reportDir, { recursive: true });
const only = process.env.BENCH_ROUTES?.split(",");
const audited = routesOfSitemap();
const routes = [...audited, NOT_FOUND_ROUTE].filter((route) => !only || only.includes(route));
const siteOrigin = site.baseUrl;
const rows: RouteFigures[] = [];
try {
  // Before Lighthouse and not beside it: a second browser at work would lengthen Lighthouse's main-thread tasks.
  const loads = await scriptLoads(routes, siteOrigin);
  for (const route of routes) {
    const scripts = loads.get(route);
    if (!scripts) throw new Error(`No script figures for ${route}`);
    const row: RouteFigures = { route, scripts, ...(audited.includes(route) && { lighthouse: await lighthouseFigures(route, siteOrigin) }) };
    rows.push(row);
    const missed = missedTargets(row);
    console.log(`${route}: ${missed.length ? `missed ${missed.join(", ")}` : "every target met"}`);
  }
} finally {
  chrome.kill();
  await site.stop();
  reference.close();
  stub.close();
}

const table = summaryTable(rows);
const conclusion = verdict(rows);
console.log(`\n${table}\n\n${conclusion}\nFull reports: reports/lighthouse/`);
if (!only) {
  const doc = readFileSync(join(root, "docs", "performance.md"), "utf8").replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\nLatest run: ${new Date().toISOString().slice(0, 10)}, Lighthouse ${lighthouseVersion}, ${RUNS} runs per page (median).\n\n${table}\n\n${conclusion}\n<!-- bench:end -->`,
  );
  writeFileSync(join(root, "docs", "performance.md"), doc);
}
// Printed above either way; the status lets a script or CI step tell a miss without reading the table.
if (rows.some((row) => missedTargets(row).length > 0)) process.exitCode = 1;
