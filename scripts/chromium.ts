/**
 * Debian's Chromium, as every script and test here launches it. Browser downloads cannot run on
 * these machines, and without the networking flags Chromium keeps dialling a closed network.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
