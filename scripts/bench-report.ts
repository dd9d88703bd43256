/**
 * The pure part of `npm run bench`: the page without scripts, inline script sizes, the medians of
 * Lighthouse CI's runs, the targets it cannot check itself, and the table.
 */
import { gzipSync } from "node:zlib";
import { inlineCode } from "./inline-code.ts";

/**
 * The same page without JavaScript: every <script> and every <link rel="modulepreload"> removed.
 * JSON-LD and speculation rules go too: the twin is the page with nothing for the browser to run.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
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
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; requestCount?: number; transferSize?: number }[] } }>;
  environment: { benchmarkIndex: number };
};

const score = (id: string) => (lhr: Lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? Number.NaN;
const scripts = (lhr: Lhr) => lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");

/** Each figure the table reads, from one run. Scores 0–100, times in ms, sizes in bytes as sent. */
const FIGURES = {
  performance: score("performance"),
  accessibility: score("accessibility"),
  bestPractices: score("best-practices"),
  seo: score("seo"),
  fcp: metric("first-contentful-paint"),
  lcp: metric("largest-contentful-paint"),
  tbt: metric("total-blocking-time"),
  cls: metric("cumulative-layout-shift"),
  scriptFiles: (lhr: Lhr) => scripts(lhr)?.requestCount ?? 0,
  scriptBytes: (lhr: Lhr) => scripts(lhr)?.transferSize ?? 0,
  /** Lighthouse's benchmark index of the machine during the runs: simulated CPU times grow as it falls. */
  cpuIndex: (lhr: Lhr) => lhr.environment.benchmarkIndex,
};

/** The medians of a page's runs, figure by figure. */
export type PageFigures = Record<keyof typeof FIGURES, number>;

export function pageFigures(runs: readonly Lhr[]): PageFigures {
  return Object.fromEntries(Object.entries(FIGURES).map(([name, read]) => [name, median(runs.map(read))])) as PageFigures;
}

/** The targets Lighthouse CI cannot check, from the `bench` section of lighthouserc.yml. */
export type TwinTargets = { lcpRatio: number; tbtAboveTwinMs: number; inlineScriptKb: number; islandScriptKb: number };

export type RouteFigures = {
  route: string;
  /** Absent for the 404 page: Lighthouse refuses to audit a page answered with a 4xx status. */
  page?: PageFigures;
  /** The same page without scripts, measured in the same run. */
  twin?: PageFigures;
  inlineBytes: number;
  /** The budgets Lighthouse CI found missed on this page (lighthouserc.yml's assertions). */
  missedAssertions: string[];
};

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Every target a route misses, in words; empty when it meets them all. */
export function missedTargets(row: RouteFigures, targets: TwinTargets): string[] {
  const missed = [...row.missedAssertions];
  const { page, twin } = row;
  // Written as !(within target) so that a missing figure (NaN) counts as missed.
  if (page && page.scriptFiles > 0) {
    const total = page.scriptBytes + row.inlineBytes;
    if (!(total <= targets.islandScriptKb * KB)) missed.push(`JS ${kb(total)} with inline`);
  } else if (!(row.inlineBytes <= targets.inlineScriptKb * KB)) missed.push(`inline JS ${kb(row.inlineBytes)}`);
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
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...lines.map((line) => `| ${line} |`)].join("\n");
}

/** The last line of the bench: whether every target was met on every route. */
export function verdict(rows: readonly RouteFigures[], targets: TwinTargets): string {
  const missedRoutes = rows.filter((row) => missedTargets(row, targets).length > 0).map((row) => row.route);
  return missedRoutes.length
    ? `Targets missed on ${missedRoutes.length} of ${rows.length} routes: ${missedRoutes.join(", ")} (see the Targets column).`
    : `Every target met on every route (${rows.length} routes).`;
}
