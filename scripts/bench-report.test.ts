import { describe, expect, it } from "vitest";
import { median, missedTargets, type RouteFigures, summaryTable, withoutScripts } from "./bench-report.ts";

describe("withoutScripts", () => {
  it("removes every script and module preload and keeps the rest of the page", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/app.css"/>
      <script type="application/ld+json">{"a":1}</script></head><body><h1>Hi</h1><script>window.x = "</p>";</script>
      <script type="module" async="">import "/b.js";</script><link rel="modulepreload" href="/c.js"></body>`;
    const stripped = withoutScripts(html);
    expect(stripped).not.toMatch(/script|modulepreload/);
    expect(stripped).toContain(`<link rel="stylesheet" href="/app.css"/>`);
    expect(stripped).toContain("<h1>Hi</h1>");
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

const perfect: RouteFigures = {
  route: "/",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1100,
  tbt: 10,
  cls: 0,
  jsBytes: 90 * 1024,
  cssBytes: 7000,
  htmlBytes: 6000,
  referenceLcp: 1000,
  cpuIndex: 1200,
};

describe("missedTargets", () => {
  it("finds nothing missed when every target is met", () => {
    expect(missedTargets(perfect)).toEqual([]);
  });

  it("names each missed target", () => {
    const missed = missedTargets({ ...perfect, seo: 92, lcp: 1200, tbt: 50, cls: 0.01, jsBytes: 100 * 1024 });
    expect(missed).toEqual(["SEO 92", "LCP ratio 1.20", "TBT 50 ms", "CLS 0.01", "JS 100.0 KB"]);
  });
});

describe("summaryTable", () => {
  it("prints one Markdown row per route with its verdict", () => {
    const table = summaryTable([perfect, { ...perfect, route: "/contact", performance: 97 }]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe("| / | 100 | 100 | 100 | 100 | 800 ms | 1100 ms | 1000 ms | 1.10 | 10 ms | 0.000 | 90.0 KB | 6.8 KB | 5.9 KB | 1200 | all met |");
    expect(lines[3]).toContain("missed: Performance 97");
  });
});
