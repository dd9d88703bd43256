import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { launcherUrl } from "../../site.ts";
import { CHROME_PATH, CHROMIUM_ARGS } from "../../../scripts/chromium.ts";

// Back from the responsible play page, where a break has just started, to a game page the browser kept in its
// back/forward cache, game running. The headless shell keeps no page there (Chromium reports
// BackForwardCacheDisabledForDelegate) and Playwright turns the cache off: this spec runs Debian's full
// Chromium, headless, with the cache on, as a visitor's Chrome has it.
test.use({ launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

const LAUNCHER = launcherUrl("moonprincess");
const stubGame = (page: Page) => page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" });
type Shown = Window & { restored?: boolean };

test("a game page shown again from the back/forward cache during a break stops its game and shows the notice", async ({ page, context, gotoHydrated }) => {
  const requests: string[] = [];
  await context.route(LAUNCHER, (route) => {
    requests.push(route.request().url());
    return route.fallback();
  });
  await page.addInitScript(() => {
    // Whether the page comes back from the cache, not loaded again (where its first check would hold the game).
    addEventListener("pageshow", (event) => event.persisted && ((window as Shown).restored = true));
    // A page in the cache is sent no storage event (the HTML standard sends them to fully active documents only, as
    // Firefox and Safari do). Chromium keeps them for the page's return: held back here, before any listener of
    // the page's own, so that only the page's check on being shown again can stop the game.
    addEventListener("storage", (event) => event.stopImmediatePropagation(), { capture: true });
  });
  await gotoHydrated("/en/games/moon-princess");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "I am 18 or older" }).click();
  await expect(stubGame(page)).toBeVisible();

  await page.getByRole("link", { name: "Responsible Gaming" }).first().click();
  const section = page.getByRole("region", { name: "Take a break" });
  await section.getByRole("radio", { name: "24 hours" }).check();
  await section.getByRole("button", { name: "Start my break" }).click();
  await expect(section).toContainText("You are taking a break until");

  // A page restored from the cache fires no load event: wait for the navigation only.
  await page.goBack({ waitUntil: "commit" });
  await expect.poll(() => page.evaluate(() => (window as Shown).restored ?? false)).toBe(true);
  await expect(page.getByText(/^You are taking a break until /)).toBeVisible();
  await expect(page.locator("iframe[data-launcher]")).toHaveCount(0);
  expect(page.frames()).toHaveLength(1);
  expect(requests).toEqual([LAUNCHER]);
});
