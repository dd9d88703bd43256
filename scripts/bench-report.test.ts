import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  inlineScriptBytes,
  isIslandRoute,
  type LighthouseFigures,
  median,
  missedTargets,
  routeOfPage,
  type RouteFigures,
  type ScriptLoad,
  summaryTable,
  verdict,
  withoutScripts,
} from "./bench-report.ts";

describe("withoutScripts", () => {
  it("removes every script and module preload and keeps the rest of the page", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/app.css"/>
      <script type="application/ld+json">{"a":1}</script><script type="speculationrules">{"prerender":[]}</script></head>
      <body><h1>Hi</h1><script>window.x = "</p>";</script><link rel=modulepreload href="/_astro/d.js">
      <script type="module" async="">import "/b.js";</script><link rel="modulepreload" href="/c.js"></body>`;
    const stripped = withoutScripts(html);
    expect(stripped).not.toMatch(/script|modulepreload/);
    expect(stripped).toContain(`<link rel="stylesheet" href="/app.css"/>`);
    expect(stripped).toContain("<h1>Hi</h1>");
  });
});

describe("routeOfPage", () => {
  it("maps Astro's file layout to the site's addresses", () => {
    const files = ["index.html", "contact.html", "games/moon-princess.html", "404.html", "docs/index.html"];
    expect(files.map(routeOfPage)).toEqual(["/", "/contact", "/games/moon-princess", "/404", "/docs"]);
  });
});

describe("inlineScriptBytes", () => {
  const html = `<head><script type="application/ld+json">{"@type":"Organization"}</script>
    <script type='speculationrules'>{"prerender":[]}</script><script type="module" src="/_astro/a.js"></script>
    <script data-src="/x.js">self.Astro={}</script></head><body><!-- <script>commented()</script> -->
    <script type="module">menu()</script><script TYPE=application/json>{"props":1}</script><script>dates()</script></body>`;

  it("measures the inline scripts gzip-compressed together, and nothing when there are none", () => {
    const together = '{"prerender":[]}\nself.Astro={}\nmenu()\ndates()';
    expect(inlineScriptBytes(html)).toBe(gzipSync(together, { level: 9 }).length);
    expect(inlineScriptBytes(`<script type="application/ld+json">{}</script><p>Hi</p>`)).toBe(0);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("isIslandRoute", () => {
  it("counts game pages and the contact page as island pages, and nothing else", () => {
    expect(["/contact", "/games/moon-princess"].every(isIslandRoute)).toBe(true);
    expect(["/", "/privacy-policy", "/terms-and-conditions", "/no-such-page", "/contact-us"].some(isIslandRoute)).toBe(false);
  });
});

const lighthouse: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1050,
  tbt: 30,
  cls: 0,
  cssBytes: 4200,
  htmlBytes: 6000,
  referenceLcp: 1000,
  referenceTbt: 10,
  cpuIndex: 1200,
};
const noFile: ScriptLoad = { files: 0, fileBytes: 0, inlineBytes: 3 * 1024 };
const home: RouteFigures = { route: "/", scripts: { 375: noFile, 1280: noFile }, lighthouse };
const islands: ScriptLoad = { files: 3, fileBytes: 72 * 1024, inlineBytes: 3 * 1024 };
const game: RouteFigures = { route: "/games/moon-princess", scripts: { 375: islands, 1280: islands }, lighthouse };

describe("missedTargets", () => {
  it("finds nothing missed when every target is met, at the limits", () => {
    expect(missedTargets(home)).toEqual([]);
    expect(missedTargets(game)).toEqual([]);
  });

  it("names each missed Lighthouse target, TBT against the no-JavaScript TBT", () => {
    const missed = missedTargets({ ...home, lighthouse: { ...lighthouse, seo: 92, lcp: 1060, tbt: 31, cls: 0.01 } });
    expect(missed).toEqual(["SEO 92", "LCP ratio 1.06", "TBT 31 ms (no-JS 10 ms)", "CLS 0.01"]);
  });

  it("counts a missing figure as missed", () => {
    expect(missedTargets({ ...home, lighthouse: { ...lighthouse, referenceLcp: Number.NaN } })).toEqual(["LCP ratio NaN"]);
  });

  it("allows no script file on a page without islands, at either width", () => {
    const menu: ScriptLoad = { files: 2, fileBytes: 70 * 1024, inlineBytes: 1024 };
    expect(missedTargets({ ...home, scripts: { 375: menu, 1280: noFile } })).toEqual(["2 script files at 375 px (70.0 KB)"]);
  });

  it("allows at most 3 KB of inline script on a page without islands", () => {
    const inline: ScriptLoad = { files: 0, fileBytes: 0, inlineBytes: 3 * 1024 + 1 };
    expect(missedTargets({ ...home, scripts: { 375: noFile, 1280: inline } })).toEqual(["inline JS at 1280 px 3.0 KB"]);
  });

  it("allows island pages 75 KB in all, files and inline scripts together", () => {
    const heavy: ScriptLoad = { ...islands, inlineBytes: 3 * 1024 + 1 };
    expect(missedTargets({ ...game, scripts: { 375: heavy, 1280: heavy } })).toEqual(["JS at 375 px 75.0 KB", "JS at 1280 px 75.0 KB"]);
  });

  it("checks only the JavaScript of a page Lighthouse cannot audit", () => {
    expect(missedTargets({ route: "/no-such-page", scripts: home.scripts })).toEqual([]);
  });
});

describe("summaryTable", () => {
  it("prints one Markdown row per route with its verdict", () => {
    const notFound: RouteFigures = { route: "/no-such-page", scripts: home.scripts };
    const table = summaryTable([home, { ...game, lighthouse: { ...lighthouse, performance: 97 } }, notFound]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      "| Route | Perf | A11y | BP | SEO | FCP | LCP | LCP no-JS | Ratio | TBT | TBT no-JS | CLS | JS gz 375 px | JS gz 1280 px | CSS gz | HTML gz | CPU index | Targets |",
    );
    expect(lines[2]).toBe(
      "| / | 100 | 100 | 100 | 100 | 800 ms | 1050 ms | 1000 ms | 1.05 | 30 ms | 10 ms | 0.000 | no file + 3.0 KB inline | no file + 3.0 KB inline | 4.1 KB | 5.9 KB | 1200 | all met |",
    );
    expect(lines[3]).toContain("| 3 files 72.0 KB + 3.0 KB inline |");
    expect(lines[3]).toMatch(/\| missed: Performance 97 \|$/);
    expect(lines[4]).toBe(
      "| /no-such-page | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | no file + 3.0 KB inline | no file + 3.0 KB inline | n/a | n/a | n/a | JS budget met (no Lighthouse on a 404) |",
    );
  });
});

describe("verdict", () => {
  const notFound: RouteFigures = { route: "/no-such-page", scripts: home.scripts };

  it("says when every target was met on every route, and what Lighthouse could not audit", () => {
    expect(verdict([home, game, notFound])).toBe(
      "Every target met on every route (3 routes). /no-such-page: JavaScript budget only, Lighthouse cannot audit a 404 page.",
    );
  });

  it("names the routes that missed a target", () => {
    const slow = { ...game, lighthouse: { ...lighthouse, tbt: 100 } };
    expect(verdict([home, slow])).toBe("Targets missed on 1 of 2 routes: /games/moon-princess (see the Targets column).");
  });
});
