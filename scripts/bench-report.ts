/** The pure part of `npm run bench`: the no-JavaScript reference page, inline script sizes, medians, targets and the table. */
import { gzipSync } from "node:zlib";
import { inlineCode } from "./inline-code.ts";

/**
 * The same page without JavaScript: every <script> and every <link rel="modulepreload"> removed.
 * JSON-LD and speculation rules go too: the reference is the page with nothing for the browser to run.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}

/**
 * The address of a built page (Astro's `build.format: "file"` layout): index.html is "/", contact.html
 * "/contact", games/x.html "/games/x"; 404.html becomes "/404", the page the reference serves for unknown paths.
 */
export function routeOfPage(file: string): string {
  const route = `/${file.replaceAll("\\", "/").replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route.replace(/\/index$/, "");
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

/** The viewport widths the JavaScript is measured at: a phone and a desktop (the menu differs between them). */
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** The JavaScript one page load fetched and ran before any interaction, at one width. Sizes in bytes (gzip). */
export type ScriptLoad = {
  /** Same-origin responses of resource type "script". */
  files: number;
  fileBytes: number;
  /** Inline scripts of the HTML (scripts/inline-code.ts). */
  inlineBytes: number;
};

/** One route's Lighthouse medians. Scores are 0–100, times in ms, sizes in bytes (gzip). */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  cssBytes: number;
  htmlBytes: number;
  /** LCP and TBT of the same page without JavaScript, measured in the same run. */
  referenceLcp: number;
  referenceTbt: number;
  /** Lighthouse's benchmark index of the machine during the runs: simulated CPU times grow as it falls. */
  cpuIndex: number;
};

export type RouteFigures = {
  route: string;
  scripts: Record<Width, ScriptLoad>;
  /** Absent for pages Lighthouse cannot audit (the 404 page: Lighthouse refuses 4xx answers). */
  lighthouse?: LighthouseFigures;
};

const KB = 1024;

export const TARGETS = {
  score: 100,
  lcpRatio: 1.05,
  /** TBT may exceed the no-JavaScript page's TBT of the same run by this much. */
  tbtAboveReferenceMs: 20,
  cls: 0,
  /** Game pages and /contact: React islands, files and inline scripts together. */
  islandJsBytes: 75 * KB,
  /** Every other page: no script file at all, and this much inline script. */
  inlineJsBytes: 3 * KB,
};

/** The pages that hydrate React islands (the game player, the contact form); every other page ships no script file. */
export function isIslandRoute(route: string): boolean {
  return route === "/contact" || route.startsWith("/games/");
}

/** The targets a route misses, in words; empty when it meets them all. */
export function missedTargets(figures: RouteFigures): string[] {
  return [...missedLighthouseTargets(figures.lighthouse), ...missedScriptBudgets(figures.route, figures.scripts)];
}

function missedLighthouseTargets(figures: LighthouseFigures | undefined): string[] {
  if (!figures) return [];
  const missed: string[] = [];
  const scores = {
    Performance: figures.performance,
    Accessibility: figures.accessibility,
    "Best Practices": figures.bestPractices,
    SEO: figures.seo,
  };
  for (const [name, score] of Object.entries(scores)) if (!(score >= TARGETS.score)) missed.push(`${name} ${score}`);
  const ratio = figures.lcp / figures.referenceLcp;
  // Written as !(within target) so that a missing figure (NaN) counts as missed.
  if (!(ratio <= TARGETS.lcpRatio)) missed.push(`LCP ratio ${ratio.toFixed(2)}`);
  if (!(figures.tbt <= figures.referenceTbt + TARGETS.tbtAboveReferenceMs)) missed.push(`TBT ${ms(figures.tbt)} (no-JS ${ms(figures.referenceTbt)})`);
  if (figures.cls !== TARGETS.cls) missed.push(`CLS ${figures.cls}`);
  return missed;
}

function missedScriptBudgets(route: string, scripts: Record<Width, ScriptLoad>): string[] {
  const missed: string[] = [];
  for (const width of WIDTHS) {
    const { files, fileBytes, inlineBytes } = scripts[width];
    if (isIslandRoute(route)) {
      if (!(fileBytes + inlineBytes <= TARGETS.islandJsBytes)) missed.push(`JS at ${width} px ${kb(fileBytes + inlineBytes)}`);
      continue;
    }
    if (files !== 0) missed.push(`${files} script ${files === 1 ? "file" : "files"} at ${width} px (${kb(fileBytes)})`);
    if (!(inlineBytes <= TARGETS.inlineJsBytes)) missed.push(`inline JS at ${width} px ${kb(inlineBytes)}`);
  }
  return missed;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

/** One width's JavaScript in a table cell: the files (count and size) and the inline scripts. */
function scriptCell({ files, fileBytes, inlineBytes }: ScriptLoad): string {
  const fileText = files === 0 ? "no file" : `${files} ${files === 1 ? "file" : "files"} ${kb(fileBytes)}`;
  return `${fileText} + ${kb(inlineBytes)} inline`;
}

function lighthouseCells(figures: LighthouseFigures | undefined): (string | number)[] {
  // The 404 page: Lighthouse refuses to audit a page answered with a 4xx status.
  if (!figures) return Array.from({ length: 11 }, () => "n/a");
  return [
    figures.performance,
    figures.accessibility,
    figures.bestPractices,
    figures.seo,
    ms(figures.fcp),
    ms(figures.lcp),
    ms(figures.referenceLcp),
    (figures.lcp / figures.referenceLcp).toFixed(2),
    ms(figures.tbt),
    ms(figures.referenceTbt),
    figures.cls.toFixed(3),
  ];
}

/** A Markdown table: readable in a terminal and in docs/performance.md alike. */
export function summaryTable(rows: readonly RouteFigures[]): string {
  const header = ["Route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "LCP no-JS", "Ratio", "TBT", "TBT no-JS", "CLS"];
  header.push(...WIDTHS.map((width) => `JS gz ${width} px`), "CSS gz", "HTML gz", "CPU index", "Targets");
  const lines = rows.map((row) => {
    const missed = missedTargets(row);
    const { lighthouse } = row;
    return [
      row.route,
      ...lighthouseCells(lighthouse),
      ...WIDTHS.map((width) => scriptCell(row.scripts[width])),
      lighthouse ? kb(lighthouse.cssBytes) : "n/a",
      lighthouse ? kb(lighthouse.htmlBytes) : "n/a",
      lighthouse ? Math.round(lighthouse.cpuIndex) : "n/a",
      missed.length ? `missed: ${missed.join(", ")}` : lighthouse ? "all met" : "JS budget met (no Lighthouse on a 404)",
    ].join(" | ");
  });
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...lines.map((line) => `| ${line} |`)].join("\n");
}

/** The last line of the bench: whether every target was met on every route, and what was not measured. */
export function verdict(rows: readonly RouteFigures[]): string {
  const missedRoutes = rows.filter((row) => missedTargets(row).length > 0).map((row) => row.route);
  const unaudited = rows.filter((row) => !row.lighthouse).map((row) => row.route);
  const summary = missedRoutes.length
    ? `Targets missed on ${missedRoutes.length} of ${rows.length} routes: ${missedRoutes.join(", ")} (see the Targets column).`
    : `Every target met on every route (${rows.length} routes).`;
  const note = unaudited.length ? ` ${unaudited.join(", ")}: JavaScript budget only, Lighthouse cannot audit a 404 page.` : "";
  return summary + note;
}
