import { describe, expect, it } from "vitest";
import { startAfterFirstPaint } from "./head-order.ts";

const page =
  `<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/app.css"/></head>` +
  `<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.js");</script></body></html>`;

describe("startAfterFirstPaint", () => {
  const out = startAfterFirstPaint(page);

  it("takes the module preloads out of the HTML and keeps everything else", () => {
    expect(out).not.toContain(`<link rel="modulepreload"`);
    expect(out).toContain(`<head><meta charSet="utf-8"/><link rel="stylesheet" href="/app.css"/></head>`);
    expect(out).toContain(`<h1>Hi</h1><script>window.__reactRouterContext = {};</script>`);
  });

  it("starts the same modules, in the same order, only once the first contentful paint is observed", async () => {
    const code = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    expect(code).not.toMatch(/^\s*import /m);
    const events: string[] = [];
    let paintObserved: (() => void) | undefined;
    const globals = {
      document: { head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) }, createElement: () => ({}) },
      PerformanceObserver: class {
        constructor(callback: (list: unknown, observer: unknown) => void) {
          paintObserved = () => callback({ getEntriesByName: () => [{}] }, { disconnect: () => events.push("disconnect") });
        }
        observe() {}
      },
      addEventListener: () => {},
      setTimeout: (callback: () => void) => callback(),
      window: {} as Record<string, unknown>,
    };
    const load = async (path: string) => {
      events.push(`import ${path}`);
      return { path };
    };
    const run = new Function(...Object.keys(globals), "load", `return (async () => { ${code.replaceAll("import(", "load(")} })();`);
    await run(...Object.values(globals), load);
    expect(events).toEqual([]);
    paintObserved?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([
      "disconnect",
      "preload /assets/manifest.js",
      "preload /assets/entry.js",
      "import /assets/manifest.js",
      "import /assets/root.js",
      "import /assets/home.js",
      "import /assets/entry.js",
    ]);
    expect(globals.window.__reactRouterRouteModules).toEqual({ root: { path: "/assets/root.js" }, "routes/home": { path: "/assets/home.js" } });
  });

  it("leaves a page without the app's script unchanged", () => {
    const html = `<html><head><title>x</title></head><body></body></html>`;
    expect(startAfterFirstPaint(html)).toBe(html);
  });
});
