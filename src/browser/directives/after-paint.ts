import type { ClientDirective } from "astro";
import { afterPaint } from "#browser/after-paint.ts";

/**
 * `client:afterpaint`: hydrates an island once the page has painted its content. With
 * `client:load` the island's scripts (React, about 70 KB) start downloading while the page is
 * parsed and compete with the stylesheet and the text on a slow connection; here the first paint
 * never waits for them.
 */
const afterPaintDirective: ClientDirective = (load) => {
  afterPaint(async () => {
    const hydrate = await load();
    // Evaluating React and rendering the island are two tasks, not one long one that holds the page.
    setTimeout(hydrate);
  });
};

export default afterPaintDirective;
