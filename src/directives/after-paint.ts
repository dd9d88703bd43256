import type { ClientDirective } from "astro";

/**
 * `client:afterpaint`: hydrates an island once the page has painted its content. With
 * `client:load` the island's scripts (React, about 70 KB) start downloading while the page is
 * parsed and compete with the stylesheet and the text on a slow connection; here the first paint
 * never waits for them. The page's `load` event starts them too, should no paint be reported.
 */
const afterPaint: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Once the browser is idle after that paint: the paint is then on screen, not just recorded.
    // Safari has no requestIdleCallback; a timeout is the nearest it offers.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 50));
    idle(
      async () => {
        const hydrate = await load();
        // Evaluating React and rendering the island are two tasks, not one long one that holds the page.
        setTimeout(hydrate);
      },
      { timeout: 1000 },
    );
  };
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", start, { once: true });
};

export default afterPaint;
