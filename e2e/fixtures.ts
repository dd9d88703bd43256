import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Locator, type Page, type Response, test as base } from "@playwright/test";

/** A 1×1 PNG: stands in for every external image, so cards show a real, loaded picture. */
const STUB_IMAGE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * What the game launcher's frame shows instead of the real, unreachable launcher: like the real
 * one, it holds a control, so the keyboard can go into the frame and must be able to leave it.
 */
const STUB_FRAME = `<!doctype html><html lang="en"><head><title>Stub game</title></head>
<body style="background:#123;color:#fff"><main><h1>Stub game</h1><button type="button">Spin</button></main></body></html>`;

const VIEW_TRANSITION_ABORTED_BY_INTERCEPTION =
  "Transition was aborted because of invalid state. ViewTransition opt-in disabled";

/**
 * Every address but the site's own. A pattern, not a function: Playwright matches a pattern in the browser's
 * process, so the site's own requests are never intercepted, where a function would send each of them through
 * the test runner and back (a round trip for every stylesheet, script and picture of every page).
 */
export const OTHER_HOSTS = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;

/** Everything the browser asked of the outside world, and every error it reported. */
type Watch = {
  external: string[];
  errors: string[];
};

/**
 * Answers every non-local request of a context (nothing in the suite needs the internet) and
 * records its address; collects console errors and uncaught exceptions of all its pages.
 */
async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { external: [], errors: [] };
  await context.route(OTHER_HOSTS, (route) => {
    const request = route.request();
    watch.external.push(request.url());
    if (request.resourceType() === "image") return route.fulfill({ contentType: "image/png", body: STUB_IMAGE });
    // An analytics tag, once the visitor allows it: a script that does nothing.
    if (request.resourceType() === "script") return route.fulfill({ contentType: "text/javascript", body: "" });
    return route.fulfill({ contentType: "text/html; charset=utf-8", body: STUB_FRAME });
  });
  // A page answered with 404 on purpose (the 404 page) makes Chromium log its status; that is not an error of the page.
  const notFoundDocuments = new Set<string>();
  context.on("response", (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    if (notFoundDocuments.has(source) && message.text().startsWith("Failed to load resource")) return;
    watch.errors.push(`console.error: ${message.text()} (${source})`);
  });
  context.on("weberror", (error) => {
    // Chromium now and then aborts a cross-document view transition while Playwright intercepts the
    // context's requests (seen only with a route set up, never without; e2e/view-transitions.spec.ts
    // checks the transitions with no interception). Any other uncaught error still fails the test.
    if (error.error().message === VIEW_TRANSITION_ABORTED_BY_INTERCEPTION) return;
    watch.errors.push(`uncaught: ${error.error().message}`);
  });
  return watch;
}

/** The rules every page and state is checked by: axe-core's WCAG 2.2 A and AA. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** A rule axe found broken, with each element that breaks it and why: what a failing test shows. */
type Violation = { rule: string; impact: string | null | undefined; elements: string[] };

/**
 * The page as it is now (or its part `include` names) checked by axe's WCAG 2.2 A and AA rules. A page of thousands of
 * elements and no frame (a lobby of 120 cards) is `large`: axe checks it in one pass, frames not entered (its legacy
 * mode), and sends back the violations alone; with every passing node sent back, the check took four times as long.
 */
async function axeViolations(
  page: Page,
  { include, large = false }: { include?: string; large?: boolean } = {},
): Promise<Violation[]> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) axe = axe.include(include);
  if (large) axe = axe.setLegacyMode(true).options({ resultTypes: ["violations"] });
  const results = await axe.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
}

/** A colour as sRGB channels of 0 to 255, and its opacity from 0 to 1. */
export type Rgba = { red: number; green: number; blue: number; alpha: number };

/**
 * An element's colour (its text's, or its background's) as sRGB, whatever syntax the stylesheet writes it in (the
 * theme's colours are oklch): painted on a canvas and read back.
 */
export function colourOf(element: Locator, property: "color" | "backgroundColor"): Promise<Rgba> {
  return element.evaluate((el, name) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = getComputedStyle(el)[name];
    context.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
    return { red, green, blue, alpha: alpha / 255 };
  }, property);
}

export const test = base.extend<{
  watch: Watch;
  /** The violations of axe's WCAG 2.2 A and AA rules on the page as it is now: `expect(await axe()).toEqual([])`. */
  axe: (options?: { include?: string; large?: boolean }) => Promise<Violation[]>;
  /**
   * Opens a path, like `page.goto`, and resolves once the page's scripts have run and every island has
   * hydrated (one that waits for the visitor is woken): before that, clicks and key presses reach only the prerendered HTML.
   */
  gotoHydrated: (path: string, options?: Parameters<Page["goto"]>[1]) => Promise<Response | null>;
}>({
  watch: [
    async ({ context }, use) => {
      const watch = await watchContext(context);
      await use(watch);
      expect(watch.errors, "console errors and uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use((options) => axeViolations(page, options));
  },
  gotoHydrated: async ({ page }, use) => {
    await use(async (path, options) => {
      const response = await page.goto(path, options);
      await hydrated(page);
      return response;
    });
  },
});

/**
 * Resolves once the page's scripts have run and every island has hydrated. An island that hydrates on the visitor's
 * first interaction (client:oninteraction) gets one: a press on the island itself, beside its controls, which clicks
 * nothing.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.locator('astro-island[client="oninteraction"][ssr]').evaluateAll((islands) => {
    for (const island of islands) island.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  });
  // Astro removes an island's `ssr` attribute when it hands the island to React, which renders it a
  // moment later: the contact form's button, disabled in the HTML, is enabled by that render. The
  // inline scripts have run once the document is parsed (the game's frame may still be loading, so
  // not "complete").
  await page.waitForFunction(
    () =>
      document.readyState !== "loading" &&
      document.querySelector("astro-island[ssr]") === null &&
      document.querySelector("astro-island [disabled]") === null,
  );
}

export { expect };

/** Everything the page writes to the console with console.log from now on, as values: one array of arguments per call. */
export function consoleLogs(page: Page): unknown[][] {
  const logs: unknown[][] = [];
  page.on("console", async (message) => {
    if (message.type() === "log") logs.push(await Promise.all(message.args().map((arg) => arg.jsonValue())));
  });
  return logs;
}
