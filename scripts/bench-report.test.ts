import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  benchRoutes,
  dynamicImports,
  everyImport,
  inlineScriptBytes,
  type Lhr,
  lobbyLines,
  median,
  missedFilters,
  missedKeystrokes,
  missedTargets,
  pageFigures,
  pageKind,
  type RouteFigures,
  scriptClosure,
  scriptsOf,
  siteWideScripts,
  staticImports,
  summaryTable,
  type TwinTargets,
  verdict,
  withoutScripts,
} from "#scripts/bench-report.ts";

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

/** One Lighthouse result with the figures the table reads. */
function lhr(
  url: string,
  figures: { performance?: number; lcp: number; tbt: number; scripts?: [number, number]; cpu?: number },
): Lhr {
  const [requestCount, transferSize] = figures.scripts ?? [0, 0];
  return {
    requestedUrl: url,
    categories: {
      performance: { score: figures.performance ?? 1 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 0.92 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 800 },
      "largest-contentful-paint": { numericValue: figures.lcp },
      "total-blocking-time": { numericValue: figures.tbt },
      "cumulative-layout-shift": { numericValue: 0 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", requestCount: 9 },
            { resourceType: "script", requestCount, transferSize },
          ],
        },
      },
    },
    environment: { benchmarkIndex: figures.cpu ?? 1200 },
  };
}

describe("pageFigures", () => {
  it("takes the median of each figure over the runs, the script files from the resource summary", () => {
    const runs = [
      lhr("/", { performance: 0.97, lcp: 1100, tbt: 40, scripts: [3, 60_000], cpu: 1000 }),
      lhr("/", { lcp: 900, tbt: 0, scripts: [3, 61_000], cpu: 1400 }),
      lhr("/", { lcp: 1000, tbt: 10, scripts: [3, 62_000], cpu: 1200 }),
    ];
    expect(pageFigures(runs)).toEqual({
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcp: 800,
      lcp: 1000,
      tbt: 10,
      cls: 0,
      scriptFiles: 3,
      scriptBytes: 61_000,
      cpuIndex: 1200,
    });
  });

  it("leaves the site-wide script files out of the page's, by their path", () => {
    const run = lhr("http://127.0.0.1:4000/games", { lcp: 1000, tbt: 0, scripts: [3, 14_000] });
    run.audits["network-requests"] = {
      details: {
        items: [
          { url: "http://127.0.0.1:4000/_astro/consent.js", resourceType: "Script", transferSize: 10_000 },
          { url: "http://127.0.0.1:4000/_astro/search.js", resourceType: "Script", transferSize: 3_000 },
          { url: "http://127.0.0.1:4000/_astro/site.css", resourceType: "Stylesheet", transferSize: 5_000 },
        ],
      },
    };
    expect(pageFigures([run], new Set(["/_astro/consent.js", "/_astro/site.css"]))).toMatchObject({
      scriptFiles: 2,
      scriptBytes: 4_000,
    });
    expect(pageFigures([run])).toMatchObject({ scriptFiles: 3, scriptBytes: 14_000 });
  });

  it("counts no script file when the summary has no script line", () => {
    const run = lhr("/", { lcp: 1000, tbt: 0 });
    run.audits["resource-summary"] = { details: { items: [] } };
    expect(pageFigures([run])).toMatchObject({ scriptFiles: 0, scriptBytes: 0 });
  });
});

const targets: TwinTargets = {
  lcpRatio: 1.05,
  tbtAboveTwinMs: 10,
  inlineScriptKb: 3,
  islandScriptKb: 75,
  lobbyScriptKb: 6,
  lobbyHtmlKb: 60,
  homeHtmlKb: 13.5,
  searchKeystrokeMs: 50,
  searchLoadKb: 60,
  filterMs: 100,
  filterDataKb: 60,
  everyPageUpTo: 4,
  representativePages: ["/", "/games", "/games/table-games", "/contact"],
};
const page = pageFigures([lhr("/", { lcp: 1050, tbt: 20 })]);
const twin = pageFigures([lhr("/", { lcp: 1000, tbt: 10 })]);
const home: RouteFigures = { route: "/", kind: "plain", page, twin, inlineBytes: 3 * 1024, missedAssertions: [] };
const notFound: RouteFigures = { route: "(404 page)", kind: "plain", inlineBytes: 600, missedAssertions: [] };
const lobbyPage = pageFigures([lhr("/games", { lcp: 1000, tbt: 0, scripts: [3, 2_000] })]);
const lobby: RouteFigures = {
  ...home,
  route: "/games",
  kind: "lobby",
  page: lobbyPage,
  lobby: {
    htmlBytes: 60 * 1024,
    scriptBytes: 7 * 1024,
    scriptFiles: ["/_astro/search-loader.js", "/_astro/preload-helper.js", "/_astro/favourites.js"],
    homeScriptBytes: 1024,
  },
};

describe("missedTargets", () => {
  it("finds nothing missed when every target is met, at the limits", () => {
    expect(missedTargets(home, targets)).toEqual([]);
    expect(missedTargets(notFound, targets)).toEqual([]);
  });

  it("names Lighthouse CI's missed budgets, then each target of the page against its twin, and its inline script", () => {
    const slow = pageFigures([lhr("/", { lcp: 1060, tbt: 21 })]);
    const row = { ...home, page: slow, inlineBytes: 3 * 1024 + 1, missedAssertions: ["categories:seo 0.92"] };
    expect(missedTargets(row, targets)).toEqual([
      "categories:seo 0.92",
      "inline JS 3.0 KB",
      "LCP ratio 1.06",
      "TBT 21 ms (no-JS 10 ms)",
    ]);
  });

  it("weighs an island page's script files and inline script together against the island budget", () => {
    const island = (fileBytes: number) =>
      pageFigures([lhr("/contact", { lcp: 1000, tbt: 0, scripts: [4, fileBytes] })]);
    const contact: RouteFigures = { ...home, route: "/contact", kind: "island", inlineBytes: 5 * 1024 };
    expect(missedTargets({ ...contact, page: island(70 * 1024) }, targets)).toEqual([]);
    expect(missedTargets({ ...contact, page: island(70 * 1024 + 1) }, targets)).toEqual(["JS 75.0 KB with inline"]);
  });

  it("names a script file that a page without an island loads before any interaction", () => {
    const loading = pageFigures([lhr("/", { lcp: 1000, tbt: 0, scripts: [1, 900] })]);
    expect(missedTargets({ ...home, page: loading }, targets)).toEqual([
      "1 script file before any interaction (HTML: 0)",
    ]);
  });

  it("holds a lobby page to its HTML budget, its script to its home page's and a budget more, gzip, and to the files its HTML loads", () => {
    expect(missedTargets(lobby, targets)).toEqual([]);
    const heavy = {
      ...lobby,
      lobby: {
        htmlBytes: 60 * 1024 + 1,
        scriptBytes: 7 * 1024 + 1,
        scriptFiles: ["/_astro/search-loader.js"],
        homeScriptBytes: 1024,
      },
    };
    expect(missedTargets(heavy, targets)).toEqual([
      "3 script files before any interaction (HTML: 1)",
      "lobby JS 6.0 KB gzip above its home page's",
      "HTML 60.0 KB gzip",
    ]);
  });

  it("holds a home page's HTML to its budget, gzip, its rows of cards included", () => {
    expect(missedTargets({ ...home, homeHtmlBytes: 13.5 * 1024 }, targets)).toEqual([]);
    expect(missedTargets({ ...home, homeHtmlBytes: 13.5 * 1024 + 1 }, targets)).toEqual(["home HTML 13.5 KB gzip"]);
  });

  it("counts a missing figure as missed, and a page without its twin", () => {
    expect(missedTargets({ ...home, twin: { ...twin, lcp: Number.NaN } }, targets)).toEqual(["LCP ratio NaN"]);
    expect(missedTargets({ ...home, twin: undefined }, targets)).toEqual(["no figures without scripts"]);
  });
});

describe("summaryTable", () => {
  it("prints one Markdown row per route with its verdict", () => {
    const withFiles = pageFigures([lhr("/", { performance: 0.97, lcp: 1000, tbt: 0, scripts: [3, 60 * 1024] })]);
    const game: RouteFigures = {
      route: "/games/moon-princess",
      kind: "island",
      page: withFiles,
      twin,
      inlineBytes: 2048,
      missedAssertions: ["categories:performance 0.97"],
    };
    const lines = summaryTable([home, game, notFound], targets).split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      "| Route | Perf | A11y | BP | SEO | FCP | LCP | LCP no-JS | Ratio | TBT | TBT no-JS | CLS | JS files | Inline JS | CPU index | Targets |",
    );
    expect(lines[2]).toBe(
      "| / | 100 | 100 | 100 | 92 | 800 ms | 1050 ms | 1000 ms | 1.05 | 20 ms | 10 ms | 0.000 | none | 3.0 KB | 1200 | all met |",
    );
    expect(lines[3]).toBe(
      "| /games/moon-princess | 97 | 100 | 100 | 92 | 800 ms | 1000 ms | 1000 ms | 1.00 | 0 ms | 10 ms | 0.000 | 3 (60.0 KB) | 2.0 KB | 1200 | missed: categories:performance 0.97 |",
    );
    expect(lines[4]).toBe(
      "| (404 page) | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | 0.6 KB | n/a | inline JS met (no Lighthouse on a 404) |",
    );
  });
});

describe("verdict", () => {
  it("says when every target was met on every route", () => {
    expect(verdict([home, notFound], targets)).toBe("Every target met on every route (2 routes).");
  });

  it("names the routes that missed a target", () => {
    const slow = { ...home, route: "/contact", missedAssertions: ["cumulative-layout-shift 0.1"] };
    expect(verdict([home, slow], targets)).toBe("Targets missed on 1 of 2 routes: /contact (see the Targets column).");
  });

  it("adds the targets missed outside the table", () => {
    expect(verdict([home], targets, ["search keystroke on /games, max 51 ms"])).toBe(
      "Every target met on every route (1 route). Also missed: search keystroke on /games, max 51 ms.",
    );
  });
});

describe("benchRoutes", () => {
  it("takes every page of a small site", () => {
    expect(benchRoutes(["/", "/contact", "/games/a", "/games/b"], [], targets)).toEqual([
      "/",
      "/contact",
      "/games/a",
      "/games/b",
    ]);
  });

  it("takes the representative pages that exist, in every language, on a large one", () => {
    const paths = [
      "/",
      "/contact",
      "/games",
      "/games/a",
      "/games/b",
      "/en",
      "/en/contact",
      "/en/games",
      "/en/games/a",
      "/en/games/b",
    ];
    expect(benchRoutes(paths, ["/en/"], targets)).toEqual([
      "/",
      "/games",
      "/contact",
      "/en",
      "/en/games",
      "/en/contact",
    ]);
  });
});

describe("pageKind", () => {
  it("tells a page with an island, a lobby page and a plain one from their HTML", () => {
    expect(pageKind(`<main><astro-island uid="1" component-url="/_astro/a.js"></astro-island></main>`)).toBe("island");
    expect(pageKind(`<div data-game-search data-index="/games/search-index.json"></div>`)).toBe("lobby");
    // A home page of the lobby's sections of cards that follow the visitor and the host.
    expect(pageKind(`<section data-recent data-cards="/games/cards/{shard}.js" hidden></section>`)).toBe("lobby");
    expect(pageKind(`<section data-popular-row="/api/popular"></section>`)).toBe("lobby");
    expect(pageKind(`<main><h1>Games</h1></main>`)).toBe("plain");
  });
});

describe("scriptsOf", () => {
  it("lists the site's script files and module preloads a page loads at once, without other hosts' or a comment's", () => {
    const html = `<head><script type="module" src="/_astro/consent.js"></script><link rel=modulepreload href='/_astro/chunk.js'>
      <link rel="stylesheet" href="/_astro/site.css"><script async src="https://www.googletagmanager.com/gtag/js"></script>
      <!-- <script src="/_astro/old.js"></script> --></head><body><script>inline()</script>
      <script type="module" src="/_astro/search.js"></script><script src="/_astro/consent.js"></script></body>`;
    expect(scriptsOf(html)).toEqual(["/_astro/consent.js", "/_astro/chunk.js", "/_astro/search.js"]);
  });
});

describe("staticImports", () => {
  it("resolves a module's static imports and re-exports, and leaves out its dynamic imports", () => {
    const code = `import{t as e}from"./favourites.js";import"../shared.js";export{a}from './a.js';const s=Array.from("x");
      import(\`./search-combobox.js\`);import("./later.js");import{x}from"react";`;
    expect(staticImports(code, "/_astro/lobby.js")).toEqual(["/_astro/favourites.js", "/shared.js", "/_astro/a.js"]);
  });
});

describe("dynamicImports", () => {
  it("resolves the modules a module may import later, however quoted, and leaves out its static imports", () => {
    const code = `import{t as e}from"./favourites.js";e(()=>import(\`./consent.js\`),[]);import("../later.js");import( './a.js' );import(x);`;
    expect(dynamicImports(code, "/_astro/banner.js")).toEqual(["/_astro/consent.js", "/later.js", "/_astro/a.js"]);
  });
});

describe("scriptClosure", () => {
  it("follows static imports through every file once, and dynamic ones too where asked", () => {
    const files: Record<string, string> = {
      "/_astro/lobby.js": `import{t}from"./favourites.js";import"./helper.js";t();`,
      "/_astro/favourites.js": `import"./helper.js";export const t=()=>{}`,
      "/_astro/helper.js": `import("./combobox.js")`,
      "/_astro/search.js": `import"./helper.js"`,
    };
    expect(scriptClosure(["/_astro/lobby.js", "/_astro/search.js"], (path) => files[path] ?? "")).toEqual([
      "/_astro/lobby.js",
      "/_astro/favourites.js",
      "/_astro/helper.js",
      "/_astro/search.js",
    ]);
    expect(scriptClosure(["/_astro/lobby.js"], (path) => files[path] ?? "", everyImport)).toEqual([
      "/_astro/lobby.js",
      "/_astro/favourites.js",
      "/_astro/helper.js",
      "/_astro/combobox.js",
    ]);
  });
});

describe("siteWideScripts", () => {
  it("keeps the script files every page loads", () => {
    const pages = [["/consent.js", "/search.js"], ["/consent.js"], ["/launcher.js", "/consent.js"]];
    expect([...siteWideScripts(pages)]).toEqual(["/consent.js"]);
    expect([...siteWideScripts([[], ["/consent.js"]])]).toEqual([]);
  });
});

describe("missedKeystrokes", () => {
  const search = { route: "/games", games: 5000, slowdown: 4, loadedBytes: 60 * 1024 };
  it("names the search's slowest keystroke past its target, and a load past its size", () => {
    expect(missedKeystrokes({ ...search, times: [3, 50] }, targets)).toEqual([]);
    expect(missedKeystrokes({ ...search, times: [3, 50.2] }, targets)).toEqual([
      "search on /games (5000 games), keystroke max 50 ms",
    ]);
    expect(missedKeystrokes({ ...search, loadedBytes: 60 * 1024 + 1, times: [3] }, targets)).toEqual([
      "search on /games (5000 games), loads 60.0 KB",
    ]);
    expect(missedKeystrokes({ ...search, times: [] }, targets)).toEqual([
      "search on /games (5000 games), no keystroke measured",
    ]);
  });
});

describe("missedFilters", () => {
  const filters = { route: "/games/by/new", games: 5000, slowdown: 4, dataBytes: 60 * 1024, filledTimes: [] };
  it("names the filters' slowest choice past its target, and data past its size", () => {
    expect(missedFilters({ ...filters, times: [30, 100] }, targets)).toEqual([]);
    expect(missedFilters({ ...filters, times: [30, 100.4] }, targets)).toEqual([
      "filters on /games/by/new (5000 games), choice max 100 ms",
    ]);
    expect(missedFilters({ ...filters, dataBytes: 60 * 1024 + 1, times: [3] }, targets)).toEqual([
      "filters on /games/by/new (5000 games), data 60.0 KB",
    ]);
    expect(missedFilters({ ...filters, times: [] }, targets)).toEqual([
      "filters on /games/by/new (5000 games), no choice measured",
    ]);
  });
});

describe("lobbyLines", () => {
  it("prints each lobby page's sizes, the search's keystrokes and the site-wide scripts", () => {
    const keystrokes = [
      { route: "/games", games: 381, slowdown: 1, loadedBytes: 10_240, times: [2, 4, 3, 9] },
      { route: "/games", games: 5000, slowdown: 4, loadedBytes: 40_960, times: [20, 40, 30, 51] },
    ];
    const filters = [
      {
        route: "/games",
        games: 5000,
        slowdown: 4,
        dataBytes: 33_792,
        times: [40, 60, 101],
        filledTimes: [100, 150, 300],
      },
    ];
    const lines = lobbyLines(
      [home, lobby],
      keystrokes,
      filters,
      [{ path: "/_astro/consent.js", bytes: 9_830 }],
      targets,
    );
    expect(lines).toEqual([
      "- Lobby /games: HTML 60.0 KB gzip (at most 60 KB); its own script before any interaction, 3 script files and inline, 7.0 KB gzip, 6.0 KB more than its home page's (at most 6 KB more).",
      "- Search on /games (381 games, processor at full speed): its code and index 10.0 KB gzip (at most 60 KB); a keystroke's options updated in 4 ms median, 9 ms at most, over 4 keystrokes (at most 50 ms: met).",
      "- Search on /games (5000 games, processor 4 times slower): its code and index 40.0 KB gzip (at most 60 KB); a keystroke's options updated in 35 ms median, 51 ms at most, over 4 keystrokes (at most 50 ms: missed).",
      "- Filters on /games (5000 games, processor 4 times slower): their data 33.0 KB gzip (at most 60 KB); a choice narrowed the cards in 60 ms median, 101 ms at most, over 3 choices (at most 100 ms: missed); the first 60 found all shown, their shards loaded, in 150 ms median, 300 ms at most.",
      "- Every page also loads /_astro/consent.js (9.6 KB gzip), left out of each page's script figures.",
    ]);
    expect(lobbyLines([home], [], [], [], targets)).toEqual([]);
  });

  it("says so when no keystroke was measured, instead of figures", () => {
    expect(
      lobbyLines(
        [home],
        [{ route: "/en/games", games: 381, slowdown: 1, loadedBytes: 10_240, times: [] }],
        [],
        [],
        targets,
      ),
    ).toEqual([
      "- Search on /en/games (381 games, processor at full speed): its code and index 10.0 KB gzip (at most 60 KB); no keystroke changed its options, so none was measured (missed).",
    ]);
  });
});
