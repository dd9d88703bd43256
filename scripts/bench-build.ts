/**
 * `npm run bench:build`: how long a clean build of spinhaven-fi takes (every game of the catalogue, in two
 * languages), then the same with a synthetic catalogue of 2,000 games, each in a fresh copy of the project so
 * that no cache helps. Prints seconds and seconds per game: a build whose cost grows with the catalogue and
 * no faster shows the same seconds per game at both sizes. Then spinhaven-fi with a generated picture for every
 * game: its clean build, a second one with the cache, the size of build/, the lobby's HTML and the pictures a
 * 375 px phone loads. Figures only, never a pass or a fail.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { catalogue, CATEGORIES } from "../src/catalogue/catalogue.ts";
import { CHROME_PATH, CHROMIUM_ARGS } from "./chromium.ts";
import { drawGamePictures } from "./game-picture-fixtures.ts";
import { startSiteServer } from "./servers.ts";

const repo = join(import.meta.dirname, "..");
const SYNTHETIC_GAMES = 2000;
const CATALOGUE = join("src", "catalogue", "catalogue.json");

/** What a clean checkout does not have: builds, caches, the contact store, test output. */
const NOT_IN_CHECKOUT = new Set(["node_modules", "build", join("deploy", "nginx"), ".git", ".astro", ".wrangler", ".lighthouseci", ".playwright", "data", "test-results", "playwright-report", "reports", "screenshots"]);

/** The project as a clean checkout has it, with the shared node_modules. */
function freshCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "bench-build-"));
  cpSync(repo, copy, { recursive: true, filter: (source) => !NOT_IN_CHECKOUT.has(relative(repo, source)) });
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/** The real catalogue, then invented games after it up to `count`, with the same fields; one in 24 a table or instant game, as in the real one. */
function syntheticCatalogue(count: number): string {
  const real = JSON.parse(readFileSync(join(repo, CATALOGUE), "utf8")) as Record<string, unknown>[];
  const invented = Array.from({ length: count - real.length }, (_, index) => {
    const number = String(index + 1).padStart(4, "0");
    return {
      slug: `synthetic-game-${number}`,
      name: `Synthetic Game ${number}`,
      studio: "playngo",
      category: index % 24 === 0 ? CATEGORIES[1 + ((index / 24) % 2)] : CATEGORIES[0],
      launchId: `synthetic${number}`,
    };
  });
  return `${JSON.stringify([...real, ...invented], null, 1)}\n`;
}

/**
 * The processor time of this process's finished children, in seconds (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s); null elsewhere. Printed beside the seconds, since on a machine that others
 * share the seconds also count the time the build waited for a core.
 */
function childrenCpuSeconds(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which is in parentheses and may hold spaces: cutime and cstime are the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Builds spinhaven-fi in `copy`; returns the seconds it took, the processor seconds and what it printed. */
function timedBuild(copy: string): { seconds: number; cpu: number | null; output: string } {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", env: { ...process.env, SITE: "spinhaven-fi" } });
  if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}${build.stderr}`);
  const cpuAfter = childrenCpuSeconds();
  return { seconds: (performance.now() - started) / 1000, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore, output: build.stdout + build.stderr };
}

/** Seconds per game of a clean build, and the seconds. */
function bench(label: string, games: number, catalogue?: string): { perGame: number; seconds: number } {
  const copy = freshCopy();
  try {
    if (catalogue) writeFileSync(join(copy, CATALOGUE), catalogue);
    const { seconds, cpu } = timedBuild(copy);
    const processor = cpu === null ? "" : `  (processor: ${cpu.toFixed(1)} s, ${(cpu / games).toFixed(4)} s per game)`;
    console.log(`${label.padEnd(22)} ${String(games).padStart(5)} games  ${seconds.toFixed(1).padStart(6)} s  ${(seconds / games).toFixed(4)} s per game${processor}`);
    return { perGame: seconds / games, seconds };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const realGames = (JSON.parse(readFileSync(join(repo, CATALOGUE), "utf8")) as unknown[]).length;
console.log("SITE=spinhaven-fi npm run build, from a clean copy of the project (every game, in fi and en):");
const real = bench("the real catalogue", realGames);
const synthetic = bench("a synthetic catalogue", SYNTHETIC_GAMES, syntheticCatalogue(SYNTHETIC_GAMES));
console.log(`seconds per game, synthetic / real: ${(synthetic.perGame / real.perGame).toFixed(2)}`);

/** The bytes of the files below `dir`, each file once however many links it has (build/cloudflare links build/client's). */
function diskBytes(dir: string): number {
  const seen = new Set<number>();
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const stat = statSync(join(entry.parentPath, entry.name));
    if (!seen.has(stat.ino)) bytes += stat.size;
    seen.add(stat.ino);
  }
  return bytes;
}

/**
 * The pictures a phone 375 px wide at twice the pixels loads on `url`, on the slow 4G and the processor four times
 * slower than this machine's that Lighthouse's mobile run applies: those done before the first paint, and those
 * done by the page's load event (the first screen's; the rest wait until they near the viewport).
 */
async function picturesLoaded(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The launcher's host is unreachable here, and no picture comes from it.
  await page.route(/^https:\/\//, (route) => route.abort());
  await page.goto(url, { waitUntil: "load" });
  const figures = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const pictures = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => /\.(avif|webp|png|jpe?g)$/.test(entry.name));
    const bytes = (entries: PerformanceResourceTiming[]) => entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    const beforePaint = pictures.filter((entry) => entry.responseEnd <= paint);
    return { paint, beforePaint: bytes(beforePaint), beforePaintCount: beforePaint.length, byLoad: bytes(pictures), byLoadCount: pictures.length };
  });
  await page.close();
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// spinhaven-fi with a picture for every game, drawn (scripts/game-picture-fixtures.ts): no studio's picture here.
const copy = freshCopy();
try {
  const folder = join(copy, "sites", "spinhaven-fi", "pictures");
  mkdirSync(folder);
  await drawGamePictures(folder, catalogue().map((entry) => entry.slug));
  const config = join(copy, "sites", "spinhaven-fi.ts");
  writeFileSync(config, readFileSync(config, "utf8").replace("export const site = {", 'export const site = {\n  gamePictures: "sites/spinhaven-fi/pictures",'));
  console.log(`\nspinhaven-fi with a picture for every game (${realGames} JPEGs of 1500 by 1000 px):`);
  const first = timedBuild(copy);
  console.log(`  ${first.output.match(/spinhaven-fi: \d+ of its \d+ games have their own picture[^\n]*/)?.[0] ?? "(the build printed no pictures line)"}`);
  const encoded = first.output.match(/\(before: /g)?.length ?? 0;
  console.log(`  clean build                 ${first.seconds.toFixed(1).padStart(6)} s  (${encoded} encodings)`);
  const second = timedBuild(copy);
  const reused = second.output.match(/reused cache entry/g)?.length ?? 0;
  console.log(`  second build, with the cache ${second.seconds.toFixed(1).padStart(5)} s  (${reused} encodings reused): ${(second.seconds / real.seconds).toFixed(2)} times the clean build without pictures`);
  console.log(`  build/                      ${(diskBytes(join(copy, "build")) / 1024 / 1024).toFixed(1).padStart(6)} MB  (build/client ${(diskBytes(join(copy, "build", "client")) / 1024 / 1024).toFixed(1)} MB, files linked into build/cloudflare counted once)`);
  for (const lobby of ["games.html", join("en", "games.html")]) {
    const html = readFileSync(join(copy, "build", "client", lobby));
    console.log(`  ${lobby.padEnd(27)} ${kb(gzipSync(html, { level: 9 }).length).padStart(8)} gzip  (${kb(html.length)} raw)`);
  }
  const server = await startSiteServer({}, { project: copy });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    console.log("  pictures on a 375 px phone at twice the pixels, on slow 4G with a 4 times slower processor:");
    for (const path of ["/games", "/en/games", "/", "/games/book-of-dead"]) {
      const { paint, beforePaint, beforePaintCount, byLoad, byLoadCount } = await picturesLoaded(browser, server.baseUrl + path);
      console.log(`    ${path.padEnd(22)} first paint ${(paint / 1000).toFixed(2)} s, pictures before it ${kb(beforePaint).padStart(8)} (${beforePaintCount}); by load ${kb(byLoad).padStart(8)} (${byLoadCount})`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
