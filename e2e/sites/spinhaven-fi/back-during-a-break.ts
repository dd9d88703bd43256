import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "#e2e/fixtures.ts";
import { launcherUrl } from "#e2e/default-site.ts";

// Back to a game page during a break, from the responsible play page, where the play reminder's `Take a break` led
// and the break has just started: break-back-forward-cache.spec.ts, where the page comes back from the browser's
// back/forward cache, its game running and the reminder open, and break-back-history.spec.ts, where it is loaded
// again from the browser's history, which takes each frame the page has before its load event back to that frame's
// last page: the launcher. Either way the launcher is asked for once, by the first play, and never again.

export const LAUNCHER = launcherUrl("moonprincess");
const stubGame = (page: Page) => page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" });
const reminder = (page: Page) => page.getByRole("dialog", { name: /^You have been playing/ });

/** Whether the page Back showed came from the back/forward cache (`pageshow`'s `persisted`). */
export const restored = (page: Page) => page.evaluate(() => (window as Window & { restored?: boolean }).restored);

/** Plays until the reminder comes, takes its way to a break of 24 hours, and goes Back: returns the launcher's requests. */
export async function backDuringABreak(
  page: Page,
  context: BrowserContext,
  gotoHydrated: (path: string) => Promise<unknown>,
): Promise<string[]> {
  const requests: string[] = [];
  await context.route(LAUNCHER, (route) => {
    requests.push(route.request().url());
    return route.fallback();
  });
  await page.addInitScript(() => {
    addEventListener("pageshow", (event) => ((window as Window & { restored?: boolean }).restored = event.persisted));
    // A page in the cache is sent no storage event (the HTML standard sends them to fully active documents only, as
    // Firefox and Safari do). Chromium keeps them for the page's return: held back here, before any listener of
    // the page's own, so that only the page's check on being shown again can stop the game.
    addEventListener("storage", (event) => event.stopImmediatePropagation(), { capture: true });
  });
  await page.clock.install();
  await gotoHydrated("/en/games/moon-princess");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "I am 18 or older" }).click();
  await expect(stubGame(page)).toBeVisible();
  // The reminder's script has seen the game start: an hour later the reminder comes over it.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("play-time"))).not.toBeNull();
  await page.clock.fastForward("01:00:00");
  await reminder(page).getByRole("link", { name: "Take a break" }).click();
  const section = page.getByRole("region", { name: "Take a break" });
  await section.getByRole("radio", { name: "24 hours" }).check();
  await section.getByRole("button", { name: "Start my break" }).click();
  await expect(section).toContainText("You are taking a break until");
  // A page restored from the cache fires no load event: wait for the navigation only.
  await page.goBack({ waitUntil: "commit" });
  return requests;
}

/** The break's notice in the player's place, and no reminder and no frame over or under it. */
export async function expectHeld(page: Page) {
  await expect(page.getByText(/^You are taking a break until /)).toBeVisible();
  await expect(reminder(page)).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(page.frames()).toHaveLength(1);
}
