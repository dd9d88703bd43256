/**
 * `npm run bench`: Lighthouse CI on every page of the sitemap (on a site of hundreds of pages, a representative
 * few in every language), beside the same page without scripts, and one table of the medians; on a site with a
 * lobby, its HTML and script sizes and the search's keystrokes in the browser too. lighthouserc.yml holds the runs, the settings and every budget: Lighthouse
 * CI checks its assertions; this script checks the `bench` section, which Lighthouse cannot see (inline
 * script, and LCP and TBT against the page without scripts). The table goes to the terminal and to
 * docs/performance.md (the site's own section), the reports to reports/lighthouse/; the exit status is 1 when a
 * target is missed.
 * BENCH_ROUTES=/,/contact limits the routes; BENCH_SKIP_BUILD=1 reuses the build.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { parse } from "yaml";
import { clientDir, defaultBuildDir, readBuildManifest } from "#server/hosting/build-manifest.ts";
import { NOT_FOUND_FILE } from "#server/hosting/route-table.ts";
import { buildFiles } from "#server/hosting/static-files.ts";
import {
  benchRoutes,
  everyImport,
  inlineScriptBytes,
  type FilterFigures,
  type KeystrokeFigures,
  type Lhr,
  lobbyLines,
  missedFilters,
  missedKeystrokes,
  missedTargets,
  pageFigures,
  pageKind,
  type RouteFigures,
  scriptClosure,
  scriptsOf,
  siteWideScripts,
  summaryTable,
  type TwinTargets,
  verdict,
  withoutScripts,
} from "#scripts/bench-report.ts";
import { CHROME_PATH, CHROMIUM_ARGS, PHONE_FACE_FILE } from "#scripts/chromium.ts";
import { compress } from "#integrations/hosting-files.ts";
import { startSiteServer } from "#scripts/servers.ts";
import { seedPlays } from "#scripts/seed-plays.ts";
import { inventedNames } from "#scripts/invented-names.ts";
import type { FilterData } from "#shared/lobby-choice.ts";
import { entryOf, type IndexRow } from "#browser/search-loader.ts";
import type { CardRow } from "#shared/site-cards.ts";

const root = join(import.meta.dirname, "..");

/** The week's plays of the site's server: another order than the build's, the first two of the build's row replaced. */
const BENCH_PLAYS: Record<string, number[]> = {
  "fire-joker": [4, 4],
  "legacy-of-dead": [3, 3],
  reactoonz: [3, 2],
  "book-of-dead": [2, 2],
  "sweet-bonanza": [3],
};
const resultsDir = join(root, ".lighthouseci");
const reportDir = join(root, "reports", "lighthouse");

/**
 * Runs a command to its end without blocking this process, which answers for the launcher's host (the
 * stub): a blocked stub would leave every game frame on the browser's error page.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
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
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, ...subject], {
    stdio: "ignore",
  });
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

/** Queries typed into a lobby's search, character by character: names of the catalogue, so that every keystroke finds some. */
const QUERIES = ["book of dead", "moon princess", "fire joker", "reactoonz"];

/** The size of a lobby the search is measured at besides the site's own: the issue's 5,000 games. */
const LARGE_LOBBY = 5000;

/**
 * A search index of `count` games (search-index.json's format): the site's own rows, then invented names made of
 * the words of the real ones, so that the index compresses and matches as a real one of that size would.
 */
function largeIndex(rows: readonly IndexRow[], count: number): IndexRow[] {
  return [...rows, ...inventedNames(rows.map(entryOf), count - rows.length)];
}

/**
 * A search keystroke's time in the browser, on a lobby page: the field focused (which loads the search's code and
 * index: their bytes gzip are counted), each query typed one character at a time, and for each keystroke the time
 * from its keydown (a capturing listener added before the search's own) to the first change of the listbox's
 * options (a MutationObserver). `index` replaces the site's own; `slowdown` slows the processor as a phone's
 * would be (Chromium's CPU throttling), 1 being this machine's speed.
 */
async function measureKeystrokes(
  url: string,
  slowdown: number,
  index?: IndexRow[],
): Promise<{ times: number[]; loadedBytes: number }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (index) await page.route("**/games/search-index.json", (route) => route.fulfill({ json: index }));
    await page.goto(url);
    // A site that asks for consent opens its banner as a modal dialog, which keeps the focus (and so the keys) in
    // itself: the bench is a visitor who has chosen already.
    if (await page.locator("#consent-banner").isVisible())
      await page.locator('#consent-banner button[value="reject"]').click();
    // What the first focus loads, as it comes over the wire compressed, once the field's script has shown it after
    // the paint (a field not yet shown takes no focus) and the page has nothing of its own still loading: the loaders
    // of "Show more games" and of the filters, coming after the field showed, were counted as the search's in some
    // runs and not in others.
    await page.locator("[data-game-search] [role=combobox]").waitFor({ state: "visible" });
    await page.waitForLoadState("networkidle");
    const loaded: Promise<number>[] = [];
    page.on(
      "response",
      (response) =>
        void loaded.push(
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        ),
    );
    await page.locator("[data-game-search] [role=combobox]").focus();
    // Ready once an input event opens the options: the code and the index have loaded.
    await page.waitForFunction(
      () => {
        const input = document.querySelector<HTMLInputElement>("[data-game-search] [role=combobox]");
        const listbox = document.querySelector<HTMLElement>("[data-game-search] [role=listbox]");
        if (!input || !listbox) return false;
        input.value = "a";
        input.dispatchEvent(new Event("input"));
        const open = !listbox.hidden;
        input.value = "";
        input.dispatchEvent(new Event("input"));
        return open;
      },
      undefined,
      { polling: 100, timeout: 15_000 },
    );
    const loadedBytes = (await Promise.all(loaded)).reduce((sum, bytes) => sum + bytes, 0);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.evaluate(() => {
      const listbox = document.querySelector<HTMLElement>("[data-game-search] [role=listbox]");
      const times: number[] = [];
      let start: number | undefined;
      Object.assign(window, { keystrokeTimes: times });
      window.addEventListener("keydown", () => (start = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (start === undefined) return;
        times.push(performance.now() - start);
        start = undefined;
      }).observe(listbox as HTMLElement, { childList: true });
    });
    const count = () => page.evaluate(() => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes.length);
    for (const query of QUERIES) {
      for (const character of query) {
        const before = await count();
        await page.keyboard.type(character);
        // A key that leaves the same words (a space) may leave the list as it was: that one is not timed.
        await page
          .waitForFunction(
            (n) => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes.length > n,
            before,
            { timeout: 1_000 },
          )
          .catch(() => undefined);
      }
      // Cleared without a key, so that only the typed characters are timed.
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>("[data-game-search] [role=combobox]");
        if (input) input.value = "";
        input?.dispatchEvent(new Event("input"));
      });
    }
    return {
      times: await page.evaluate(() => (window as unknown as { keystrokeTimes: number[] }).keystrokeTimes),
      loadedBytes,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The filters' data of `count` invented games (filters.json's format, with the site's own values), every one with
 * facts drawn at random (a volatility, two features, a theme, an RTP between 94 % and 97.5 %, a maximum win for
 * four in five), and their cards' shards: a copy of a real card each, named for the game.
 */
function largeFilters(site: FilterData, count: number, card: string) {
  const random = (below: number) => Math.floor(Math.random() * below);
  const bit = (values: readonly string[]) => 1 << random(values.length);
  // The shards of a catalogue A to Z: about 400 at 5,000 games, a dozen games each, named by two letters as the
  // games' slugs start (src/shared/site-cards.ts).
  const shardOf = (place: number) => {
    const shard = Math.floor((place * 400) / count);
    return String.fromCharCode(97 + Math.floor(shard / 26), 97 + (shard % 26));
  };
  const slugOf = (place: number) => `${shardOf(place)}-invented-game-${place}`;
  const rows = Array.from({ length: count }, () => [
    0,
    0,
    1 + random(site.values.volatility.length),
    bit(site.values.features) | bit(site.values.features),
    bit(site.values.themes),
    9400 + random(350),
    random(5) ? 500 * (1 + random(100)) : 0,
    0,
    0,
  ]).flat();
  const data: FilterData = { ...site, rows, slugs: Array.from({ length: count }, (_, place) => slugOf(place)) };
  const shards = new Map<string, CardRow[]>();
  for (let place = 0; place < count; place++) {
    const slug = slugOf(place);
    const html = card
      .replace(/data-game="[^"]*"/, `data-game="${slug}"`)
      .replace(/>[^<>]+<\/a>/, `>Invented Game ${place}</a>`);
    shards.set(shardOf(place), [...(shards.get(shardOf(place)) ?? []), [slug, html, place]]);
  }
  return { data, shards };
}

/**
 * A lobby's filters in the browser, with the data of `LARGE_LOBBY` invented games and their cards in place of the
 * site's, the processor slowed `slowdown` times, on the page of the listing's last order (`/games/by/new`), so that
 * every choice sorts the games it keeps too: for each of a few choices made in turn (a value of each group, one taken
 * back, an RTP floor), the time from the form's change (a capturing listener, before the filters' own)
 * to the list's cards replaced by those at hand (a MutationObserver), and to the list filled with the first 60
 * found, once the shards of those not at hand have come (from this machine, through Playwright).
 */
async function measureFilters(url: string, slowdown: number): Promise<FilterFigures> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    if (await page.locator("#consent-banner").isVisible())
      await page.locator('#consent-banner button[value="reject"]').click();
    // Each order is a page of its own, built in it: the last one offered.
    const order = (
      await page
        .locator("[data-lobby-filters] select[name=sort] option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    ).at(-1);
    const route = `${new URL(url).pathname}${order ? `/by/${order}` : ""}`;
    await page.goto(new URL(route, url).href);
    const site = (await (
      await page.request.get(
        new URL((await page.locator("[data-lobby-filters]").getAttribute("data-filters")) ?? "", url).href,
      )
    ).json()) as FilterData;
    const card = await page
      .locator("[data-games-list] > li")
      .first()
      .evaluate((item) => item.outerHTML);
    const { data, shards } = largeFilters(site, LARGE_LOBBY, card);
    await page.route("**/games/filters.json", (route) => route.fulfill({ json: data }));
    await page.route("**/games/cards/*.js", (route) => {
      const shard = new URL(route.request().url()).pathname.split("/").at(-1)?.replace(".js", "") ?? "";
      return route.fulfill({
        contentType: "text/javascript",
        body: `(self.lobbyCards??={})[${JSON.stringify(shard)}]=${JSON.stringify(shards.get(shard) ?? [])};`,
      });
    });
    const summary = page.locator("[data-lobby-filters] summary");
    await summary.waitFor();
    const loaded = page.waitForResponse("**/games/filters.json");
    await summary.click();
    await loaded;
    await page.evaluate(() => {
      const times: number[] = [];
      const filledTimes: number[] = [];
      let start: number | undefined;
      let narrowed = false;
      Object.assign(window, { filterTimes: times, filledTimes });
      const list = document.querySelector("[data-games-list]") as HTMLElement;
      const status = document.querySelector("[data-lobby-filters] [role=status]");
      document.querySelector("[data-lobby-filters] form")?.addEventListener(
        "change",
        () => {
          start = performance.now();
          narrowed = false;
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (start === undefined) return;
        const now = performance.now() - start;
        if (!narrowed) times.push(now);
        narrowed = true;
        // Filled once the list holds the first 60 of the games found, or all of them.
        const found = Number(/\d+/.exec(status?.textContent ?? "")?.[0] ?? 0);
        if (list.children.length < Math.min(60, found)) return;
        filledTimes.push(now);
        start = undefined;
      }).observe(list, { childList: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const count = () => page.evaluate(() => (window as unknown as { filledTimes: number[] }).filledTimes.length);
    const boxes = page.locator("[data-lobby-filters] input[type=checkbox]");
    // The first box of a group, where the site's games give the form one: a group none of them has is not offered.
    const firstBox = async (group: string) => {
      const box = boxes.and(page.locator(`[name=${group}]`)).first();
      return (await box.count()) > 0 ? box : undefined;
    };
    const [volatility, feature, theme] = await Promise.all(["volatility", "features", "themes"].map(firstBox));
    const select = (name: string, value: string) => () =>
      page.locator(`[data-lobby-filters] select[name=${name}]`).selectOption(value);
    const choices = [
      ...(volatility ? [() => volatility.check()] : []),
      ...(feature ? [() => feature.check()] : []),
      ...(volatility ? [() => volatility.uncheck()] : []),
      ...(theme ? [() => theme.check()] : []),
      select("rtp", "96"),
    ];
    for (const choose of choices) {
      const before = await count();
      await choose();
      await page
        .waitForFunction((n) => (window as unknown as { filledTimes: number[] }).filledTimes.length > n, before, {
          timeout: 10_000,
        })
        .catch(() => undefined);
    }
    return {
      route,
      games: LARGE_LOBBY,
      slowdown,
      dataBytes: gzipSync(JSON.stringify(data), { level: 9 }).length,
      ...(await page.evaluate(() => {
        const { filterTimes, filledTimes } = window as unknown as { filterTimes: number[]; filledTimes: number[] };
        return { times: filterTimes, filledTimes };
      })),
    };
  } finally {
    await browser.close();
  }
}

// A site's own typefaces are measured swapping in over the face a phone draws first, not over this machine's.
if (!existsSync(PHONE_FACE_FILE)) throw new Error("Missing Roboto (fonts-roboto-unhinted): run npm run system-tools.");
// On a site that counts plays, a build with a week of plays (scripts/seed-plays.ts), so that its pages have their
// popular row and order, and a server whose plays make another order (BENCH_PLAYS), so that the pages measured take
// the fresher order after their paint, as a visitor's would. Another site's build reads none of them.
const siteId = process.env.SITE || "spinhaven";
const buildData = mkdtempSync(join(tmpdir(), "bench-plays-"));
seedPlays(buildData, siteId);
if (
  !process.env.BENCH_SKIP_BUILD &&
  (await run("npm", ["run", "build"], { ...process.env, DATA_DIR: buildData })) !== 0
)
  process.exit(1);
const manifest = readBuildManifest(defaultBuildDir);
if (!manifest) throw new Error('No build found. Run "npm run build" first.');
const config = parse(readFileSync(join(root, "lighthouserc.yml"), "utf8")) as {
  ci: { collect: { numberOfRuns: number } };
  bench: TwinTargets;
};
const { bench: targets } = config;
const { numberOfRuns } = config.ci.collect;

const only = process.env.BENCH_ROUTES?.split(",");
// Every page of a small site; on a large one (780 pages: 4,700 Lighthouse runs with the twins, most of a day), the
// representative pages of lighthouserc.yml in every language.
const routes =
  only ??
  benchRoutes(
    manifest.pages.map((page) => page.path),
    manifest.languageFolders,
    targets,
  );
const pages = manifest.pages
  .filter((page) => routes.includes(page.path))
  .sort((a, b) => routes.indexOf(a.path) - routes.indexOf(b.path));
const clientRoot = clientDir(defaultBuildDir);
const html = (file: string) => readFileSync(join(clientRoot, file), "utf8");
const readScript = (path: string) => readFileSync(join(clientRoot, path), "utf8");
const closure = (file: string) => scriptClosure(scriptsOf(html(file)), readScript);
const gzipBytes = (path: string) => gzipSync(readFileSync(join(clientRoot, path)), { level: 9 }).length;
const notFoundFiles = [NOT_FOUND_FILE, ...manifest.languageFolders.map((folder) => `${folder}404.html`)];
// The scripts every page loads or may load, the 404 pages' included (a site's consent banner and its library): no page's own.
const siteWide = siteWideScripts(
  [...manifest.pages.map((page) => page.file), ...notFoundFiles].map((file) =>
    scriptClosure(scriptsOf(html(file)), readScript, everyImport),
  ),
);
const stub = await startStub();
// Each server with a contact store of its own: a store is served by one server at a time.
const dataDirs = [mkdtempSync(join(tmpdir(), "bench-data-")), mkdtempSync(join(tmpdir(), "bench-data-"))] as const;
seedPlays(dataDirs[0], siteId, BENCH_PLAYS);
const site = await startSiteServer({ DATA_DIR: dataDirs[0] });
// The twin on a loopback address of its own: lighthouserc.yml's assertions match the site's address only.
const twinBuild = await scriptFreeCopy(defaultBuildDir);
const twin = await startSiteServer({ BUILD_DIR: twinBuild, HOST: "127.0.0.2", DATA_DIR: dataDirs[1] });
// No internet: the launcher's host is answered by the stub, and nothing else is stubbed.
const hostRules = manifest.origins.frames
  .map((origin) => `MAP ${new URL(origin).host} 127.0.0.1:${stub.port}`)
  .join(", ");
const chromeFlags = [...CHROMIUM_ARGS, `--host-resolver-rules="${hostRules}"`, "--ignore-certificate-errors"].join(" ");

let assertStatus: number;
const keystrokes: KeystrokeFigures[] = [];
const filters: FilterFigures[] = [];
try {
  for (const dir of [resultsDir, reportDir]) rmSync(dir, { recursive: true, force: true });
  // One run of every page and its twin at a time, the page first in one round and the twin in the next: the two
  // runs compared are made side by side, under the same load of the machine, not a minute and a half apart.
  for (let round = 0; round < numberOfRuns; round += 1) {
    const urls = pages.flatMap(({ path }) =>
      (round % 2 ? [twin, site] : [site, twin]).map((server) => `--url=${server.baseUrl}${path}`),
    );
    const collect = [
      "lhci",
      "collect",
      "--additive",
      "--numberOfRuns=1",
      ...urls,
      `--chromePath=${CHROME_PATH}`,
      `--settings.chromeFlags=${chromeFlags}`,
    ];
    if ((await run("npx", collect)) !== 0) throw new Error("Lighthouse CI could not measure the pages (see above).");
  }
  assertStatus = await run("npx", ["lhci", "assert"]);
  await run("npx", ["lhci", "upload", "--target=filesystem", `--outputDir=${reportDir}`]);
  // On each page of every game A to Z (`/games`, `/en/games`) measured: the search on the whole catalogue at this
  // machine's speed, then on the first of them, on 5,000 games with a processor 4 times slower.
  const lobbies = pages.filter((page) => /(?:^|\/)games$/.test(page.path) && pageKind(html(page.file)) === "lobby");
  const [first] = lobbies;
  // A site without a lobby (the default site's home page lists its few games) has no search to measure.
  if (first) {
    const rows = JSON.parse(html("/games/search-index.json")) as IndexRow[];
    for (const { path } of lobbies)
      keystrokes.push({
        route: path,
        games: rows.length,
        slowdown: 1,
        ...(await measureKeystrokes(site.baseUrl + path, 1)),
      });
    const index = largeIndex(rows, LARGE_LOBBY);
    keystrokes.push({
      route: first.path,
      games: index.length,
      slowdown: 4,
      ...(await measureKeystrokes(site.baseUrl + first.path, 4, index)),
    });
    if (html(first.file).includes("data-lobby-filters"))
      filters.push(await measureFilters(site.baseUrl + first.path, 4));
  }
} finally {
  await Promise.all([site.stop(), twin.stop()]);
  stub.close();
  for (const dir of [twinBuild, ...dataDirs]) rmSync(dir, { recursive: true });
}

const lhrs = readdirSync(resultsDir)
  .filter((file) => file.startsWith("lhr-") && file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(resultsDir, file), "utf8")) as Lhr & { lighthouseVersion: string });
const assertions = JSON.parse(readFileSync(join(resultsDir, "assertion-results.json"), "utf8")) as {
  url: string;
  auditProperty?: string;
  auditId: string;
  actual: number;
  passed: boolean;
}[];
const runsOf = (url: string) => lhrs.filter((lhr) => lhr.requestedUrl === url);

/** A page's own script files before any interaction, from the build: what its HTML loads and imports, site-wide files left out. */
const ownScripts = (file: string) => closure(file).filter((script) => !siteWide.has(script));
/** A page's own script before any interaction, its files and its inline scripts, gzip. */
const scriptBytes = (file: string) =>
  ownScripts(file).reduce((sum, script) => sum + gzipBytes(script), inlineScriptBytes(html(file)));
/** The home page in the language of `path` (`/en` for `/en/games`). */
const homeFile = (path: string) => {
  const folder = manifest.languageFolders.find((prefix) => path.startsWith(`/${prefix}`));
  return (
    manifest.pages.find((page) => page.path === (folder ? `/${folder.replace(/\/$/, "")}` : "/"))?.file ?? "index.html"
  );
};

const rows: RouteFigures[] = pages.map(({ path, file }) => {
  const kind = pageKind(html(file));
  return {
    route: path,
    kind,
    page: pageFigures(runsOf(site.baseUrl + path), siteWide),
    twin: pageFigures(runsOf(twin.baseUrl + path), siteWide),
    inlineBytes: inlineScriptBytes(html(file)),
    missedAssertions: assertions
      .filter((result) => !result.passed && result.url === site.baseUrl + path)
      .map((result) => `${result.auditId}${result.auditProperty ? `:${result.auditProperty}` : ""} ${result.actual}`),
    ...(kind === "lobby" && {
      lobby: {
        htmlBytes: gzipBytes(file),
        scriptBytes: scriptBytes(file),
        scriptFiles: ownScripts(file),
        homeScriptBytes: scriptBytes(homeFile(path)),
      },
    }),
    ...(homeFile(path) === file && { homeHtmlBytes: gzipBytes(file) }),
  };
});
if (!only) {
  for (const file of notFoundFiles) {
    const route = file === NOT_FOUND_FILE ? "(404 page)" : `(404 page, ${file.slice(0, -"404.html".length)})`;
    rows.push({ route, kind: pageKind(html(file)), inlineBytes: inlineScriptBytes(html(file)), missedAssertions: [] });
  }
}

const table = summaryTable(rows, targets);
const notes = lobbyLines(
  rows,
  keystrokes,
  filters,
  [...siteWide].map((path) => ({ path, bytes: gzipBytes(path) })),
  targets,
);
const missedInteractions = [
  ...keystrokes.flatMap((figures) => missedKeystrokes(figures, targets)),
  ...filters.flatMap((figures) => missedFilters(figures, targets)),
];
const conclusion = verdict(rows, targets, missedInteractions);
const report = [table, ...(notes.length ? [notes.join("\n")] : []), conclusion].join("\n\n");
console.log(`\n${report}\nFull reports: reports/lighthouse/`);
if (!only) {
  // The default site's figures between `bench:start` and `bench:end`, another site's between `bench:<id>:start` and `…:end`.
  const siteId = process.env.SITE ?? "spinhaven";
  const marker = siteId === "spinhaven" ? "bench" : `bench:${siteId}`;
  const docPath = join(root, "docs", "performance.md");
  const doc = readFileSync(docPath, "utf8");
  const [start, end] = [`<!-- ${marker}:start -->`, `<!-- ${marker}:end -->`];
  const runs = runsOf(site.baseUrl + "/");
  const latest = `${start}\nLatest run: ${new Date().toISOString().slice(0, 10)}, Lighthouse ${runs[0]?.lighthouseVersion}, ${runs.length} runs per page (median).\n\n${report}\n${end}`;
  if (doc.includes(start) && doc.includes(end))
    writeFileSync(docPath, doc.slice(0, doc.indexOf(start)) + latest + doc.slice(doc.indexOf(end) + end.length));
  else console.log(`docs/performance.md has no ${start} … ${end} section for this site: left as it is.`);
}
// Printed above either way; the status lets a script or CI step tell a miss without reading the table.
if (assertStatus !== 0 || missedInteractions.length > 0 || rows.some((row) => missedTargets(row, targets).length > 0))
  process.exitCode = 1;
