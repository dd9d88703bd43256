/** The pure part of `npm run bench`: the no-JavaScript reference page, medians, targets and the table. */

/** The same page without JavaScript: every <script> and every <link rel="modulepreload"> removed. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  // An odd count takes the one middle value twice; an even count averages the two middle ones.
  return ((sorted[Math.ceil(middle) - 1] ?? 0) + (sorted[Math.floor(middle)] ?? 0)) / 2;
}

/** One route's medians. Scores are 0–100, times in ms, sizes in bytes (gzip). */
export type RouteFigures = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  /** LCP of the same page without JavaScript. */
  referenceLcp: number;
  /** Lighthouse's benchmark index of the machine during the runs: simulated CPU times grow as it falls. */
  cpuIndex: number;
};

export const TARGETS = { score: 100, lcpRatio: 1.15, tbtMs: 50, cls: 0, jsBytes: 100 * 1024 };

/** The targets a route misses, in words; empty when it meets them all. */
export function missedTargets(figures: RouteFigures): string[] {
  const missed: string[] = [];
  const scores = {
    Performance: figures.performance,
    Accessibility: figures.accessibility,
    "Best Practices": figures.bestPractices,
    SEO: figures.seo,
  };
  for (const [name, score] of Object.entries(scores)) if (score < TARGETS.score) missed.push(`${name} ${score}`);
  const ratio = figures.lcp / figures.referenceLcp;
  if (!(ratio <= TARGETS.lcpRatio)) missed.push(`LCP ratio ${ratio.toFixed(2)}`);
  if (!(figures.tbt < TARGETS.tbtMs)) missed.push(`TBT ${Math.round(figures.tbt)} ms`);
  if (figures.cls !== TARGETS.cls) missed.push(`CLS ${figures.cls}`);
  if (!(figures.jsBytes < TARGETS.jsBytes)) missed.push(`JS ${kb(figures.jsBytes)}`);
  return missed;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A Markdown table: readable in a terminal and in docs/performance.md alike. */
export function summaryTable(rows: readonly RouteFigures[]): string {
  const header = ["Route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "LCP no-JS", "Ratio", "TBT", "CLS", "JS gz", "CSS gz", "HTML gz", "CPU index", "Targets"];
  const lines = rows.map((row) => {
    const missed = missedTargets(row);
    return [
      row.route,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      `${Math.round(row.fcp)} ms`,
      `${Math.round(row.lcp)} ms`,
      `${Math.round(row.referenceLcp)} ms`,
      (row.lcp / row.referenceLcp).toFixed(2),
      `${Math.round(row.tbt)} ms`,
      row.cls.toFixed(3),
      kb(row.jsBytes),
      kb(row.cssBytes),
      kb(row.htmlBytes),
      Math.round(row.cpuIndex),
      missed.length ? `missed: ${missed.join(", ")}` : "all met",
    ].join(" | ");
  });
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...lines.map((line) => `| ${line} |`)].join("\n");
}
