/**
 * Calls `start` once, when the page has painted its content and the browser is idle after that paint (the paint
 * is then on screen, not just recorded). What waits here neither delays the first paint nor competes with it for
 * the network. A short page can fire `load` before its first paint, so `load` starts it only in a browser that
 * reports no paints; a tab opened in the background paints, and so starts it, once it is shown.
 */
export function afterPaint(start: () => void) {
  // Safari has no requestIdleCallback; a timeout is the nearest it offers.
  const idle = () =>
    (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 50)))(start, { timeout: 1000 });
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    addEventListener("load", idle, { once: true });
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    idle();
  }).observe({ type: "paint", buffered: true });
}
