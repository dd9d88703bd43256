/**
 * Screenshots of every page of the sitemap, and the 404 page, at phone and desktop widths, for looking at the site by eye.
 * On a site with a consent banner, the first page is taken as a new visitor sees it, banner open, and the rest after
 * Reject all.
 * Usage: npm run build && npm run screenshots  (writes to screenshots/, which git ignores)
 * The launcher and thumbnails are external and unreachable here, so they are answered with stubs.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROME_PATH, CHROMIUM_ARGS } from "#scripts/chromium.ts";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname),
  "/no-such-page",
];
const widths = [375, 1280];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
mkdirSync("screenshots", { recursive: true });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().resourceType() === "image"
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: "text/html", body: "<body style='background:#123;color:#fff'>Game stub</body>" }),
  );
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
    const consent = page.locator('#consent-banner button[value="reject"]');
    if (await consent.isVisible()) {
      await page.screenshot({ path: `screenshots/${name}-consent-${width}.png` });
      await consent.click();
    }
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
