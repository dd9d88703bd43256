/**
 * React Router's prerendered pages start the app at once: React hoists the module preloads into
 * <head>, ahead of the stylesheet, and the inline module script imports the app as soon as it is
 * parsed. On a slow phone the scripts then take the first connections, and their parsing and
 * hydration run before the first paint. These rewrites make the first paint come first, then start
 * the app exactly as React Router would have: same modules, same order.
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi;
const APP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The app's boot code, with its static imports turned into dynamic ones so that it can wait. */
function deferredImports(code: string): string {
  return code
    .replace(/import \* as (\w+) from ("[^"]+");/g, "const $1 = await import($2);")
    .replace(/import ("[^"]+");/g, "await import($1);");
}

/** Moves the module preloads out of the page and starts the app once the first contentful paint is done. */
export function startAfterFirstPaint(html: string): string {
  const app = APP_SCRIPT.exec(html);
  if (!app) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((link) => /href="([^"]+)"/.exec(link[0])?.[1]).filter(Boolean);
  const boot = `let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
${deferredImports(app[1] ?? "")}
};
new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName("first-contentful-paint").length === 0) return;
  observer.disconnect();
  setTimeout(start);
}).observe({ type: "paint", buffered: true });
addEventListener("load", () => setTimeout(start));`;
  return html.replace(MODULE_PRELOAD, "").replace(APP_SCRIPT, () => `<script type="module">${boot}</script>`);
}
