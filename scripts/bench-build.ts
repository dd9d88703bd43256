/**
 * `npm run bench:build`: how the build's cost grows with the catalogue. First a clean build of spinhaven-fi (every
 * game of the catalogue, in two languages), the same again after one word of its tagline changed, with the cache the
 * first left (src/build/build-cache.ts, and Astro's own pictures), and once more with nothing changed, then a site of 5,000 games in the same two languages: a copy of
 * spinhaven-fi whose `gameList` adds invented games to the catalogue's, 500 of them with a picture of their own,
 * built clean and then again with the cache. Each build runs in a fresh copy of the project so that no cache helps
 * the first. Prints seconds and seconds per game page at both sizes and their ratio, the build's peak memory, the
 * largest listing page and a game page (gzip), the encodings the second build reused, the size of build/ and
 * the files Cloudflare would take, then the pictures a 375 px phone loads. Figures only, never a pass or a fail.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { ASSETS_IGNORE, CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR } from "#server/hosting/cloudflare-config.ts";
import { countCloudflareAssets } from "#integrations/cloudflare-file-count.ts";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { CATEGORIES, FEATURES, THEMES, VOLATILITIES } from "#shared/game-words.ts";
import { slugOf } from "#shared/slug.ts";
import { inventedNames } from "#scripts/invented-names.ts";
import { CHROME_PATH, CHROMIUM_ARGS } from "#scripts/chromium.ts";
import { drawGamePictures } from "#scripts/game-picture-fixtures.ts";
import { startSiteServer } from "#scripts/servers.ts";

const repo = join(import.meta.dirname, "..");
const LARGE_SITE = "bench-5000";
const LARGE_GAMES = 5000;
const PICTURED = 500;
/** Both sites' languages: a game has a page in each. */
const LANGUAGES = 2;

/** What a clean checkout does not have: builds, caches, the contact store, test output. */
const NOT_IN_CHECKOUT = new Set([
  "node_modules",
  "build",
  join("deploy", "nginx"),
  ".git",
  ".astro",
  ".wrangler",
  ".lighthouseci",
  ".playwright",
  "data",
  "test-results",
  "playwright-report",
  "reports",
  "screenshots",
]);

/** The project as a clean checkout has it, with the shared node_modules. */
function freshCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "bench-build-"));
  cpSync(repo, copy, { recursive: true, filter: (source) => !NOT_IN_CHECKOUT.has(relative(repo, source)) });
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/**
 * The invented games `names`, after the catalogue's, as an operator's CSV list: a studio of the bench's own, one in
 * 24 a table or instant game as in the real catalogue, and the facts spinhaven-fi shows on a game page, varied from
 * game to game so that no page is like the next.
 */
function inventedGameList(names: readonly string[]): string {
  const rows = names.map((name, index) => {
    const number = String(index + 1).padStart(4, "0");
    const slot = index % 24 !== 0;
    return {
      name,
      studio: "bench-studio",
      launchId: `invented${number}`,
      category: slot ? CATEGORIES[0] : CATEGORIES[1 + ((index / 24) % 2)],
      rtp: (94 + (index % 300) / 100).toFixed(2),
      volatility: VOLATILITIES[index % VOLATILITIES.length],
      maxWin: slot ? String(1000 * (1 + (index % 50))) : "",
      reels: slot ? "5" : "",
      rows: slot ? String(3 + (index % 3)) : "",
      paylines: slot ? String(10 * (1 + (index % 5))) : "",
      features: slot ? [FEATURES[index % FEATURES.length], FEATURES[(index + 3) % FEATURES.length]].join("|") : "",
      themes: THEMES[index % THEMES.length],
      released: `20${String(10 + (index % 15))}-${String(1 + (index % 12)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`,
    };
  });
  // A name may hold a comma ("Hot Safari 50,000"); no value holds a quote or a line break.
  const cell = (value = "") => (value.includes(",") ? `"${value}"` : value);
  const header = Object.keys(rows[0] ?? {});
  return [header, ...rows.map((row) => Object.values(row))].map((cells) => cells.map(cell).join(",")).join("\n") + "\n";
}

/**
 * A site of `total` games in `copy`: spinhaven-fi's file and folder again as `LARGE_SITE`, with the invented games as
 * its `gameList`, their studio, and a picture for `pictured` of its games (the home page's, then A to Z, so the
 * lobby's first pages and the featured games have theirs). Returns the site's game slugs.
 */
async function writeLargeSite(copy: string, total: number, pictured: number): Promise<string[]> {
  const folder = join(copy, "sites", LARGE_SITE);
  cpSync(join(copy, "sites", "spinhaven-fi"), folder, { recursive: true });
  const invented = inventedNames(catalogue(), total - catalogue().length);
  writeFileSync(join(folder, "games.csv"), inventedGameList(invented));
  const { site } = (await import(join(copy, "sites", "spinhaven-fi.ts"))) as { site: { featured: string[] } };
  const config = readFileSync(join(copy, "sites", "spinhaven-fi.ts"), "utf8")
    .replaceAll("sites/spinhaven-fi/", `sites/${LARGE_SITE}/`)
    .replace(
      "export const site = {",
      `export const site = {
  gameList: "games.csv",
  studios: [{ id: "bench-studio", name: "Bench Studio", launcher: "http://localhost:9/play/{id}?lang={lang}", languages: { fi: "fi", default: "en" } }],
  gamePictures: "sites/${LARGE_SITE}/pictures",`,
    );
  writeFileSync(join(copy, "sites", `${LARGE_SITE}.ts`), config);
  const names = new Map([
    ...catalogue().map((entry) => [entry.slug, entry.name] as const),
    ...invented.map((name) => [slugOf(name), name] as const),
  ]);
  const byName = [...names.keys()].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b, "en"));
  const chosen = [...new Set([...site.featured, ...byName])].slice(0, pictured);
  mkdirSync(join(folder, "pictures"));
  await drawGamePictures(join(folder, "pictures"), chosen);
  return [...names.keys()];
}

/**
 * Builds `siteId` in `copy` under /usr/bin/time -v where it is installed (Debian's package `time`), which reports the
 * largest resident set of any process the build ran (the kernel's maxrss of the children it waited for: Astro's
 * process, whose worker threads are counted in it). Returns the seconds it took, that peak in bytes and the output.
 */
function timedBuild(
  copy: string,
  siteId: string,
): { seconds: number; cpu: number | null; peak: number | null; output: string } {
  const timed = existsSync("/usr/bin/time");
  const [command, args] = timed ? ["/usr/bin/time", ["-v", "npm", "run", "build"]] : ["npm", ["run", "build"]];
  const started = performance.now();
  const build = spawnSync(command, args, {
    cwd: copy,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, SITE: siteId },
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}${build.stderr}`);
  const rss = build.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1];
  const [user, system] = [/User time \(seconds\): ([\d.]+)/, /System time \(seconds\): ([\d.]+)/].map(
    (pattern) => build.stderr.match(pattern)?.[1],
  );
  // Processor seconds beside the seconds: on a machine that others share, the seconds also count the time the build waited for a core.
  const cpu = user === undefined || system === undefined ? null : Number(user) + Number(system);
  return { seconds, cpu, peak: rss === undefined ? null : Number(rss) * 1024, output: build.stdout + build.stderr };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The lobby's listings in `client` (build/client), with their gzip sizes, largest first: every page below games/ in
 * each language that is not a game's own page (the lobby's later pages, the categories' and the studios'), and the
 * lobby itself.
 */
function listingPages(client: string, gameSlugs: ReadonlySet<string>): { path: string; gzip: number }[] {
  const pages: string[] = [];
  for (const prefix of ["", "en/"]) {
    pages.push(`${prefix}games.html`);
    for (const name of readdirSync(join(client, prefix, "games"), { recursive: true }) as string[]) {
      const gamePage = !name.includes("/") && gameSlugs.has(name.replace(/\.html$/, ""));
      if (name.endsWith(".html") && !gamePage) pages.push(`${prefix}games/${name}`);
    }
  }
  return pages.map((path) => ({ path, gzip: gzipped(join(client, path)) })).sort((a, b) => b.gzip - a.gzip);
}

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
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The launcher's host is unreachable here, and no picture comes from it.
  await page.route(/^https:\/\//, (route) => route.abort());
  await page.goto(url, { waitUntil: "load" });
  const figures = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const pictures = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
      /\.(avif|webp|png|jpe?g)$/.test(entry.name),
    );
    const bytes = (entries: PerformanceResourceTiming[]) =>
      entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    const beforePaint = pictures.filter((entry) => entry.responseEnd <= paint);
    return {
      paint,
      beforePaint: bytes(beforePaint),
      beforePaintCount: beforePaint.length,
      byLoad: bytes(pictures),
      byLoadCount: pictures.length,
    };
  });
  await page.close();
  return figures;
}

const seconds = (value: number) => `${value.toFixed(1).padStart(6)} s`;
const perPage = (value: number, pages: number) => `${(value / pages).toFixed(4)} s per game page`;
const processor = (cpu: number | null, pages: number) =>
  cpu === null ? "" : ` (processor ${cpu.toFixed(0)} s, ${(cpu / pages).toFixed(4)} s per game page)`;
const peakOf = (peak: number | null) => (peak === null ? "not measured (no /usr/bin/time)" : mb(peak));

/** The figures of a finished build in `copy` that both sizes print: its largest listing page, a game page and its peak memory. */
function pageFigures(copy: string, gameSlugs: ReadonlySet<string>) {
  const client = join(copy, "build", "client");
  const [largest] = listingPages(client, gameSlugs);
  return { largest, gamePages: GAME_PAGES.map((slug) => gzipped(join(client, "games", `${slug}.html`))) };
}

/**
 * The game pages both sizes compare: a featured game, pictured in the large site, and the catalogue's last game from A
 * to Z, which the large site's pictures (its first games from A to Z) never reach, so that page differs in its games alone.
 */
const GAME_PAGES = [
  "book-of-dead",
  [...catalogue()].sort((a, b) => a.name.localeCompare(b.name, "en")).at(-1)?.slug ?? "book-of-dead",
];
const gamePagesLine = (sizes: readonly number[], note: (index: number) => string) =>
  GAME_PAGES.map(
    (slug, index) =>
      `  a game page                 ${kb(sizes[index] ?? 0).padStart(8)} gzip  (games/${slug}.html${note(index)})`,
  ).join("\n");

const realGames = catalogue().length;
const realPages = realGames * LANGUAGES;
console.log(
  `SITE=spinhaven-fi npm run build, from a clean copy of the project (its ${realGames} games, in fi and en: ${realPages} game pages):`,
);
const realCopy = freshCopy();
let real: ReturnType<typeof timedBuild> & ReturnType<typeof pageFigures>;
let changed: ReturnType<typeof timedBuild>;
let again: ReturnType<typeof timedBuild>;
/** One word of the site's English tagline, changed for the second build: a text an operator changes. */
const TAGLINE = ["made purely for fun", "made only for fun"] as const;
try {
  const build = timedBuild(realCopy, "spinhaven-fi");
  real = { ...build, ...pageFigures(realCopy, new Set(catalogue().map((entry) => entry.slug))) };
  const siteFile = join(realCopy, "sites", "spinhaven-fi.ts");
  writeFileSync(siteFile, readFileSync(siteFile, "utf8").replace(...TAGLINE));
  changed = timedBuild(realCopy, "spinhaven-fi");
  // The figure holds only if the second build is whole: every page says the new words, none the old.
  const footer = readFileSync(join(realCopy, "build", "client", "en", "games", `${GAME_PAGES[0]}.html`), "utf8");
  if (!footer.includes(TAGLINE[1]) || footer.includes(TAGLINE[0]))
    throw new Error("The changed build kept the old tagline");
  // Nothing changed: what bench-5000's second build is weighed against, each reading back its cards and twins.
  again = timedBuild(realCopy, "spinhaven-fi");
} finally {
  rmSync(realCopy, { recursive: true, force: true });
}
console.log(
  `  clean build                 ${seconds(real.seconds)}  ${perPage(real.seconds, realPages)}${processor(real.cpu, realPages)}; peak memory ${peakOf(real.peak)}`,
);
console.log(
  `  one word of the tagline changed, built again with the cache ${seconds(changed.seconds)}${processor(changed.cpu, realPages)}: ${(changed.seconds / real.seconds).toFixed(2)} of the clean build`,
);
console.log(
  `  nothing changed, built again with the cache ${seconds(again.seconds)}  ${perPage(again.seconds, realPages)}${processor(again.cpu, realPages)}`,
);
console.log(`  largest listing page        ${kb(real.largest?.gzip ?? 0).padStart(8)} gzip  (${real.largest?.path})`);
console.log(gamePagesLine(real.gamePages, () => ""));
console.log(
  `  ${real.output.match(/Cloudflare: [\d,]+ static files/)?.[0] ?? "(the build printed no Cloudflare count)"}`,
);

const largePages = LARGE_GAMES * LANGUAGES;
console.log(
  `\n${LARGE_SITE}: spinhaven-fi with ${(LARGE_GAMES - realGames).toLocaleString("en")} invented games of its gameList beside the catalogue's, ` +
    `${LARGE_GAMES.toLocaleString("en")} in all (${largePages.toLocaleString("en")} game pages), ${PICTURED} of them with a picture (JPEGs of 1500 by 1000 px):`,
);
const copy = freshCopy();
try {
  const slugs = new Set(await writeLargeSite(copy, LARGE_GAMES, PICTURED));
  const first = timedBuild(copy, LARGE_SITE);
  const figures = pageFigures(copy, slugs);
  const encoded = first.output.match(/\(before: /g)?.length ?? 0;
  console.log(
    `  ${first.output.match(new RegExp(`${LARGE_SITE}: \\d+ of its \\d+ games have their own picture[^\\n]*`))?.[0] ?? "(the build printed no pictures line)"}`,
  );
  console.log(
    `  clean build                 ${seconds(first.seconds)}  ${perPage(first.seconds, largePages)}${processor(first.cpu, largePages)}; peak memory ${peakOf(first.peak)}  (${encoded} encodings)`,
  );
  console.log(
    `  largest listing page        ${kb(figures.largest?.gzip ?? 0).padStart(8)} gzip  (${figures.largest?.path})`,
  );
  console.log(
    gamePagesLine(
      figures.gamePages,
      (index) => `${index === 0 ? ", pictured here" : ""}; ${kb(real.gamePages[index] ?? 0)} in spinhaven-fi's build`,
    ),
  );
  const second = timedBuild(copy, LARGE_SITE);
  const reused = second.output.match(/reused cache entry/g)?.length ?? 0;
  console.log(
    `  second build, with the cache ${seconds(second.seconds).trimStart().padStart(5)}  ${perPage(second.seconds, largePages)}${processor(second.cpu, largePages)}; peak memory ${peakOf(second.peak)}  (${reused} encodings reused)`,
  );
  console.log(
    `  seconds per game page, ${LARGE_GAMES} / ${realGames} games: ${(first.seconds / largePages / (real.seconds / realPages)).toFixed(2)} for the clean build, ` +
      `whose time includes encoding the pictures; ${(second.seconds / largePages / (again.seconds / realPages)).toFixed(2)} for the second, ` +
      `which encodes none, against spinhaven-fi built again with nothing changed (each reads back its cards and twins)`,
  );
  if (again.cpu !== null && second.cpu !== null) {
    console.log(
      `  processor seconds per game page, ${LARGE_GAMES} / ${realGames} games, the second builds: ${(second.cpu / largePages / (again.cpu / realPages)).toFixed(2)}`,
    );
  }
  const cloudflareFiles = countCloudflareAssets(
    join(copy, "build", CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR),
    ASSETS_IGNORE,
  );
  console.log(
    `  build/                      ${mb(diskBytes(join(copy, "build"))).padStart(9)}  (build/client ${mb(diskBytes(join(copy, "build", "client")))}, files linked into build/cloudflare counted once)`,
  );
  console.log(
    `  Cloudflare static files     ${cloudflareFiles.toLocaleString("en").padStart(9)}  (${second.output.match(/Cloudflare: [\d,]+ static files/)?.[0] ?? "the build printed no count"})`,
  );
  const server = await startSiteServer({}, { project: copy });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    console.log("  pictures on a 375 px phone at twice the pixels, on slow 4G with a 4 times slower processor:");
    for (const path of ["/games", "/en/games", "/", "/games/book-of-dead"]) {
      const { paint, beforePaint, beforePaintCount, byLoad, byLoadCount } = await picturesLoaded(
        browser,
        server.baseUrl + path,
      );
      console.log(
        `    ${path.padEnd(22)} first paint ${(paint / 1000).toFixed(2)} s, pictures before it ${kb(beforePaint).padStart(8)} (${beforePaintCount}); by load ${kb(byLoad).padStart(8)} (${byLoadCount})`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
