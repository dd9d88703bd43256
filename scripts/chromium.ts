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

/**
 * Roboto, the system face of Android phones, where most visitors are: a site's own typefaces fall back on it, adjusted
 * to their metrics, until they arrive. Debian's `fonts-roboto-unhinted` puts it where Chromium finds it, so that
 * tests and benches see the swap a phone sees (without it, Chromium here draws DejaVu Sans, which no phone has).
 */
export const PHONE_FACE_FILE = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf";

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
