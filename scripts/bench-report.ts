/**
 * The pure part of `npm run bench`: the page without scripts, inline script sizes, the medians of
 * Lighthouse CI's runs, the targets it cannot check itself, and the table.
 */
import { gzipSync } from "node:zlib";
import { inlineCode } from "#integrations/inline-code.ts";

/**
 * The same page without JavaScript: every <script> and every <link rel="modulepreload"> removed.
 * JSON-LD and speculation rules go too: the twin is the page with nothing for the browser to run.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}

/**
 * Gzip size of a page's inline scripts, compressed together: they travel inside one compressed
 * document, so one gzip stream is closer to their real cost than a header and trailer per script.
 */
export function inlineScriptBytes(html: string): number {
  const { scripts } = inlineCode(html);
  return scripts.length ? gzipSync(scripts.join("\n"), { level: 9 }).length : 0;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  // An odd count takes the one middle value twice; an even count averages the two middle ones.
  return ((sorted[Math.ceil(middle) - 1] ?? 0) + (sorted[Math.floor(middle)] ?? 0)) / 2;
}

/** The part of a Lighthouse result that the table reads. */
export type Lhr = {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; requestCount?: number; transferSize?: number; url?: string }[] };
    }
  >;
  environment: { benchmarkIndex: number };
};

const score = (id: string) => (lhr: Lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? Number.NaN;
const scripts = (lhr: Lhr) =>
  lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
/** The site-wide script files (paths, `siteWideScripts`) a run loaded, from its network requests. */
const siteWideLoaded = (lhr: Lhr, siteWide: ReadonlySet<string>) =>
  (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script" && item.url !== undefined && siteWide.has(new URL(item.url).pathname),
  );

/**
 * Each figure the table reads, from one run. Scores 0–100, times in ms, sizes in bytes as sent. The script
 * files are the page's own: those every page of the site loads (`siteWide`, the consent banner's) are left out.
 */
const FIGURES = {
  performance: score("performance"),
  accessibility: score("accessibility"),
  bestPractices: score("best-practices"),
  seo: score("seo"),
  fcp: metric("first-contentful-paint"),
  lcp: metric("largest-contentful-paint"),
  tbt: metric("total-blocking-time"),
  cls: metric("cumulative-layout-shift"),
  scriptFiles: (lhr: Lhr, siteWide: ReadonlySet<string>) =>
    (scripts(lhr)?.requestCount ?? 0) - siteWideLoaded(lhr, siteWide).length,
  scriptBytes: (lhr: Lhr, siteWide: ReadonlySet<string>) =>
    (scripts(lhr)?.transferSize ?? 0) -
    siteWideLoaded(lhr, siteWide).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  /** Lighthouse's benchmark index of the machine during the runs: simulated CPU times grow as it falls. */
  cpuIndex: (lhr: Lhr) => lhr.environment.benchmarkIndex,
};

/** The medians of a page's runs, figure by figure. */
export type PageFigures = Record<keyof typeof FIGURES, number>;

export function pageFigures(runs: readonly Lhr[], siteWide: ReadonlySet<string> = new Set()): PageFigures {
  return Object.fromEntries(
    Object.entries(FIGURES).map(([name, read]) => [name, median(runs.map((run) => read(run, siteWide)))]),
  ) as PageFigures;
}

/** The targets Lighthouse CI cannot check, and which pages to measure: the `bench` section of lighthouserc.yml. */
export type TwinTargets = {
  lcpRatio: number;
  tbtAboveTwinMs: number;
  inlineScriptKb: number;
  islandScriptKb: number;
  lobbyScriptKb: number;
  lobbyHtmlKb: number;
  homeHtmlKb: number;
  searchKeystrokeMs: number;
  searchLoadKb: number;
  filterMs: number;
  filterDataKb: number;
  everyPageUpTo: number;
  representativePages: string[];
};

/**
 * What a page may load before any interaction, read from its HTML: `island`, a React island (its script files and
 * inline script within `islandScriptKb`); `lobby`, the lobby's scripts (`lobbyScriptKb` more than its home page's):
 * a page with the lobby's search, or with its sections of cards that follow what the visitor does (Continue playing,
 * which follows the games played in another tab, and the week's popular row, which follows the host);
 * `plain`, no script file of its own. The site-wide files (`siteWideScripts`) are no page's own.
 */
export type PageKind = "plain" | "island" | "lobby";

export function pageKind(html: string): PageKind {
  return /<astro-island\b/.test(html)
    ? "island"
    : /\bdata-(game-search|recent|popular-row)\b/.test(html)
      ? "lobby"
      : "plain";
}

/**
 * A lobby page, from the build, gzip: its HTML, and its own script before any interaction, files and inline (the
 * site-wide files left out), and the same of the home page in its language.
 */
export type LobbyFigures = { htmlBytes: number; scriptBytes: number; scriptFiles: string[]; homeScriptBytes: number };

export type RouteFigures = {
  route: string;
  kind: PageKind;
  /** Absent for the 404 page: Lighthouse refuses to audit a page answered with a 4xx status. */
  page?: PageFigures;
  /** The same page without scripts, measured in the same run. */
  twin?: PageFigures;
  inlineBytes: number;
  /** The budgets Lighthouse CI found missed on this page (lighthouserc.yml's assertions). */
  missedAssertions: string[];
  lobby?: LobbyFigures;
  /** A home page's HTML, gzip, from the build: its rows of cards grow it. */
  homeHtmlBytes?: number;
};

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const files = (count: number) => `${count} script file${count === 1 ? "" : "s"}`;

/** Every target a route misses, in words; empty when it meets them all. */
export function missedTargets(row: RouteFigures, targets: TwinTargets): string[] {
  const missed = [...row.missedAssertions];
  const { page, twin, lobby } = row;
  // Written as !(within target) so that a missing figure (NaN) counts as missed.
  if (row.kind === "island" && page) {
    const total = page.scriptBytes + row.inlineBytes;
    if (!(total <= targets.islandScriptKb * KB)) missed.push(`JS ${kb(total)} with inline`);
  } else {
    if (!(row.inlineBytes <= targets.inlineScriptKb * KB)) missed.push(`inline JS ${kb(row.inlineBytes)}`);
    // What Lighthouse saw the page load without any interaction: its HTML's own files at most (none on a plain page).
    const allowed = lobby?.scriptFiles.length ?? 0;
    if (page && !(page.scriptFiles <= allowed))
      missed.push(`${files(page.scriptFiles)} before any interaction (HTML: ${allowed})`);
  }
  if (lobby) {
    const above = lobby.scriptBytes - lobby.homeScriptBytes;
    if (!(above <= targets.lobbyScriptKb * KB)) missed.push(`lobby JS ${kb(above)} gzip above its home page's`);
    if (!(lobby.htmlBytes <= targets.lobbyHtmlKb * KB)) missed.push(`HTML ${kb(lobby.htmlBytes)} gzip`);
  }
  if (row.homeHtmlBytes !== undefined && !(row.homeHtmlBytes <= targets.homeHtmlKb * KB))
    missed.push(`home HTML ${kb(row.homeHtmlBytes)} gzip`);
  if (!page) return missed;
  if (!twin) return [...missed, "no figures without scripts"];
  const ratio = page.lcp / twin.lcp;
  if (!(ratio <= targets.lcpRatio)) missed.push(`LCP ratio ${ratio.toFixed(2)}`);
  if (!(page.tbt <= twin.tbt + targets.tbtAboveTwinMs)) missed.push(`TBT ${ms(page.tbt)} (no-JS ${ms(twin.tbt)})`);
  return missed;
}

/** The columns of a page measured beside its twin (the page without scripts), each with its heading. */
const FIGURE_COLUMNS: Record<string, (page: PageFigures, twin: PageFigures) => string | number> = {
  Perf: (page) => page.performance,
  A11y: (page) => page.accessibility,
  BP: (page) => page.bestPractices,
  SEO: (page) => page.seo,
  FCP: (page) => ms(page.fcp),
  LCP: (page) => ms(page.lcp),
  "LCP no-JS": (_, twin) => ms(twin.lcp),
  Ratio: (page, twin) => (page.lcp / twin.lcp).toFixed(2),
  TBT: (page) => ms(page.tbt),
  "TBT no-JS": (_, twin) => ms(twin.tbt),
  CLS: (page) => page.cls.toFixed(3),
  "JS files": (page) => (page.scriptFiles === 0 ? "none" : `${page.scriptFiles} (${kb(page.scriptBytes)})`),
};

/** A Markdown table: readable in a terminal and in docs/performance.md alike. */
export function summaryTable(rows: readonly RouteFigures[], targets: TwinTargets): string {
  const header = ["Route", ...Object.keys(FIGURE_COLUMNS), "Inline JS", "CPU index", "Targets"];
  const lines = rows.map((row) => {
    const { page, twin } = row;
    const missed = missedTargets(row, targets);
    return [
      row.route,
      ...Object.values(FIGURE_COLUMNS).map((cell) => (page && twin ? cell(page, twin) : "n/a")),
      kb(row.inlineBytes),
      page ? Math.round(page.cpuIndex) : "n/a",
      missed.length ? `missed: ${missed.join(", ")}` : page ? "all met" : "inline JS met (no Lighthouse on a 404)",
    ].join(" | ");
  });
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...lines.map((line) => `| ${line} |`),
  ].join("\n");
}

/**
 * The last line of the bench: whether every target was met on every route, and `others`, the targets missed
 * outside the table (the search's keystrokes), in words.
 */
export function verdict(rows: readonly RouteFigures[], targets: TwinTargets, others: readonly string[] = []): string {
  const missedRoutes = rows.filter((row) => missedTargets(row, targets).length > 0).map((row) => row.route);
  const routes = missedRoutes.length
    ? `Targets missed on ${missedRoutes.length} of ${rows.length} routes: ${missedRoutes.join(", ")} (see the Targets column).`
    : `Every target met on every route (${rows.length} ${rows.length === 1 ? "route" : "routes"}).`;
  return others.length ? `${routes} Also missed: ${others.join("; ")}.` : routes;
}

/**
 * The pages to measure: every page of a small site; on one with more than `everyPageUpTo` pages (a catalogue of
 * hundreds of games), the `representativePages` that exist, in every language (`/en/games` for `/games`).
 */
export function benchRoutes(
  paths: readonly string[],
  languageFolders: readonly string[],
  targets: Pick<TwinTargets, "everyPageUpTo" | "representativePages">,
): string[] {
  if (paths.length <= targets.everyPageUpTo) return [...paths];
  const existing = new Set(paths);
  const prefixes = ["", ...languageFolders.map((folder) => folder.replace(/\/$/, ""))];
  return prefixes
    .flatMap((prefix) => targets.representativePages.map((path) => (path === "/" ? prefix || "/" : prefix + path)))
    .filter((path) => existing.has(path));
}

/** An attribute's value in a start tag, unquoted; undefined when the tag has none. */
function attribute(tag: string, name: string): string | undefined {
  for (const [, key, ...values] of tag.matchAll(/\s([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    if (key?.toLowerCase() === name) return values.find((value) => value !== undefined) ?? "";
  }
  return undefined;
}

/**
 * The script files a page's HTML loads at once: every `<script src>` and `<link rel="modulepreload">`, as paths
 * of the site (`/_astro/a.js`). Other hosts' scripts are left out: they are not in the build.
 */
export function scriptsOf(html: string): string[] {
  const found = [...html.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<(script|link)\b[^>]*>/gi)].map(([tag, name]) =>
    name?.toLowerCase() === "script"
      ? attribute(tag, "src")
      : /\bmodulepreload\b/i.test(attribute(tag, "rel") ?? "")
        ? attribute(tag, "href")
        : undefined,
  );
  return [
    ...new Set(found.filter((src): src is string => src !== undefined && src.startsWith("/") && !src.startsWith("//"))),
  ];
}

/**
 * The files a built module imports statically (`import … from "./a.js"`, `import "./a.js"`, `export … from`), as
 * paths resolved from its own (`path`). A dynamic `import()` is left out: it loads later, when the code asks.
 */
export function staticImports(code: string, path: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bimport|\bfrom)\s*(["'])([^"'\n]+)\1/g)].map((match) => match[2] ?? "");
  return [
    ...new Set(
      specifiers
        .filter((specifier) => /^\.{0,2}\//.test(specifier))
        .map((specifier) => new URL(specifier, `http://site${path}`).pathname),
    ),
  ];
}

/** The files a built module may import later (`import("./a.js")`, quoted in any way), as paths resolved from its own. */
export function dynamicImports(code: string, path: string): string[] {
  const specifiers = [...code.matchAll(/\bimport\(\s*(["'`])(\.{1,2}\/[^"'`\n]+)\1\s*\)/g)].map(
    (match) => match[2] ?? "",
  );
  return [...new Set(specifiers.map((specifier) => new URL(specifier, `http://site${path}`).pathname))];
}

/**
 * The script files a page loads before any interaction: its HTML's (`scriptsOf`) and all they import statically;
 * with `follow` set to `everyImport`, those it may load later too.
 */
export function scriptClosure(
  entries: readonly string[],
  read: (path: string) => string,
  follow = staticImports,
): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of follow(read(path), path)) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/** What a built module imports, statically and dynamically. */
export const everyImport = (code: string, path: string) => [
  ...staticImports(code, path),
  ...dynamicImports(code, path),
];

/**
 * The script files every page loads or may load (the intersection of the pages' closures of `everyImport`; on a site
 * with analytics, the consent banner's script, and its library, which a visitor who has not chosen loads after the
 * paint): the site's, not any page's own, so each page's script figures leave them out.
 */
export function siteWideScripts(closures: readonly (readonly string[])[]): Set<string> {
  const [first = [], ...rest] = closures;
  return new Set(first.filter((path) => rest.every((closure) => closure.includes(path))));
}

/**
 * A search field on one page, with an index of `games`, the processor slowed `slowdown` times: the bytes its first
 * focus loads (code and index, gzip), and the time from each keydown to its options updated, in ms.
 */
export type KeystrokeFigures = { route: string; games: number; slowdown: number; loadedBytes: number; times: number[] };

/**
 * What an interaction of the lobby misses, in words: its bytes past `maxKb` (`bytesLabel`, the bytes), its slowest
 * `event` past `maxMs`, or no `event` measured at all.
 */
function missedInteraction({
  where,
  bytesLabel,
  bytes,
  maxKb,
  event,
  times,
  maxMs,
}: {
  where: string;
  bytesLabel: string;
  bytes: number;
  maxKb: number;
  event: string;
  times: readonly number[];
  maxMs: number;
}): string[] {
  const missed = bytes > maxKb * KB ? [`${where}, ${bytesLabel} ${kb(bytes)}`] : [];
  if (times.length === 0) return [...missed, `${where}, no ${event} measured`];
  const max = Math.max(...times);
  return max <= maxMs ? missed : [...missed, `${where}, ${event} max ${ms(max)}`];
}

/** The targets a search misses, in words: none when its slowest keystroke and what it loads are within them. */
export const missedKeystrokes = (
  { route, games, loadedBytes, times }: KeystrokeFigures,
  targets: TwinTargets,
): string[] =>
  missedInteraction({
    where: `search on ${route} (${games} games)`,
    bytesLabel: "loads",
    bytes: loadedBytes,
    maxKb: targets.searchLoadKb,
    event: "keystroke",
    times,
    maxMs: targets.searchKeystrokeMs,
  });

/**
 * A lobby's filters on one page, with data of `games`, the processor slowed `slowdown` times: the bytes of their
 * data (gzip), the time from each choice to the list's cards replaced, and to the list filled with the first 60
 * found (their shards loaded), in ms.
 */
export type FilterFigures = {
  route: string;
  games: number;
  slowdown: number;
  dataBytes: number;
  times: number[];
  filledTimes: number[];
};

/** The targets a lobby's filters miss, in words: none when their slowest choice and their data are within them. */
export const missedFilters = ({ route, games, dataBytes, times }: FilterFigures, targets: TwinTargets): string[] =>
  missedInteraction({
    where: `filters on ${route} (${games} games)`,
    bytesLabel: "data",
    bytes: dataBytes,
    maxKb: targets.filterDataKb,
    event: "choice",
    times,
    maxMs: targets.filterMs,
  });

/** How fast the processor ran for a figure: `slowdown` times slower than this machine's, 1 being its own speed. */
const processor = (slowdown: number) =>
  slowdown === 1 ? "processor at full speed" : `processor ${slowdown} times slower`;

/**
 * The lines under the table on a site with a lobby: each lobby page's HTML and own script before any interaction,
 * the search's keystrokes, the filters' choices, and the site-wide scripts left out of every page's figures, with
 * their sizes (gzip).
 */
export function lobbyLines(
  rows: readonly RouteFigures[],
  keystrokes: readonly KeystrokeFigures[],
  filters: readonly FilterFigures[],
  siteWide: readonly { path: string; bytes: number }[],
  targets: TwinTargets,
): string[] {
  const lines = rows.flatMap(({ route, lobby }) =>
    lobby
      ? [
          `- Lobby ${route}: HTML ${kb(lobby.htmlBytes)} gzip (at most ${targets.lobbyHtmlKb} KB); its own script before any interaction, ` +
            `${files(lobby.scriptFiles.length)} and inline, ${kb(lobby.scriptBytes)} gzip, ${kb(lobby.scriptBytes - lobby.homeScriptBytes)} more ` +
            `than its home page's (at most ${targets.lobbyScriptKb} KB more).`,
        ]
      : [],
  );
  for (const figures of keystrokes) {
    const { route, games, slowdown, loadedBytes, times } = figures;
    const verdict = missedKeystrokes(figures, targets).length ? "missed" : "met";
    const where =
      `- Search on ${route} (${games} games, ${processor(slowdown)}): ` +
      `its code and index ${kb(loadedBytes)} gzip (at most ${targets.searchLoadKb} KB); `;
    if (times.length === 0) {
      lines.push(`${where}no keystroke changed its options, so none was measured (${verdict}).`);
      continue;
    }
    lines.push(
      `${where}a keystroke's options updated in ${ms(median(times))} median, ${ms(Math.max(...times))} at most, ` +
        `over ${times.length} keystrokes (at most ${targets.searchKeystrokeMs} ms: ${verdict}).`,
    );
  }
  for (const figures of filters) {
    const { route, games, slowdown, dataBytes, times, filledTimes } = figures;
    const verdict = missedFilters(figures, targets).length ? "missed" : "met";
    const filled = filledTimes.length
      ? `; the first 60 found all shown, their shards loaded, in ${ms(median(filledTimes))} median, ${ms(Math.max(...filledTimes))} at most`
      : "";
    const where =
      `- Filters on ${route} (${games} games, ${processor(slowdown)}): ` +
      `their data ${kb(dataBytes)} gzip (at most ${targets.filterDataKb} KB); `;
    lines.push(
      times.length
        ? `${where}a choice narrowed the cards in ${ms(median(times))} median, ${ms(Math.max(...times))} at most, over ${times.length} choices (at most ${targets.filterMs} ms: ${verdict})${filled}.`
        : `${where}no choice changed the cards, so none was measured (${verdict}).`,
    );
  }
  if (siteWide.length) {
    const total = siteWide.reduce((sum, { bytes }) => sum + bytes, 0);
    lines.push(
      `- Every page also loads ${siteWide.map(({ path }) => path).join(", ")} (${kb(total)} gzip), left out of each page's script figures.`,
    );
  }
  return lines;
}
