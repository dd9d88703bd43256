/**
 * Debian's Chromium, as every script and test here launches it. Browser downloads cannot run on
 * these machines, and without the networking flags Chromium keeps dialling a closed network.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser the test suites drive: Debian's build of Chromium's headless shell, the same Blink engine without the
 * desktop browser around it (Playwright's own choice for headless runs). The suites take about half the time they take
 * in the full browser, which the benches keep, so that Lighthouse measures what a visitor's Chrome does.
 */
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

/** Launch flags, without `--headless` (Playwright adds its own; Lighthouse's launcher needs it given). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
