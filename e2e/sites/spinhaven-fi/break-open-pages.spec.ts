import type { BrowserContext, Page, Route } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { LAUNCHER_PROBE, launcherUrl } from "#e2e/default-site.ts";

// A break reaches the game pages already open when it starts: a game playing in another tab stops, and a game
// that failed to load offers no way back to its launcher. break-back-forward-cache.spec.ts and
// break-back-history.spec.ts check a game page that Back shows again.

const HOUR = 3_600_000;
const LAUNCHER = launcherUrl("moonprincess");
const GAME_PAGE = "/en/games/moon-princess";

const stubGame = (page: Page) => page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" });
const notice = (page: Page) => page.getByText(/^You are taking a break until /);
const reminder = (page: Page) => page.getByRole("dialog", { name: /^You have been playing/ });
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: "Moon Princess could not be loaded." });

/** Every request for the game's launcher from any tab of the browser, new tabs included: listed, then answered by `answer`. */
async function routeLauncher(context: BrowserContext, answer: (route: Route) => unknown): Promise<string[]> {
  const requests: string[] = [];
  await context.route(LAUNCHER, (route) => {
    requests.push(route.request().url());
    return answer(route);
  });
  return requests;
}

/** Opens the game page and plays, once the visitor has confirmed their age. */
async function play(page: Page, gotoHydrated: (path: string) => Promise<unknown>) {
  await gotoHydrated(GAME_PAGE);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "I am 18 or older" }).click();
}

/** Starts a break of 24 hours on the responsible play page. */
async function startBreak(page: Page): Promise<void> {
  await page.goto("/en/responsible-gaming#take-a-break");
  const section = page.getByRole("region", { name: "Take a break" });
  await section.getByRole("radio", { name: "24 hours" }).check();
  await section.getByRole("button", { name: "Start my break" }).click();
  await expect(section).toContainText("You are taking a break until");
}

/**
 * A break this page has not heard of: written by the page itself, which gets no storage event for its own writes.
 * It stands for a break started anywhere else the page did not learn of, and leaves only the page's own check.
 */
const breakUnheard = (page: Page) =>
  page.evaluate((end) => localStorage.setItem("break-until", new Date(end).toISOString()), Date.now() + HOUR);

/** The game is gone from the page, and the break's notice in its place. */
async function expectStopped(page: Page) {
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Peluuri" })).toBeVisible();
  await expect(page.locator("iframe[data-launcher]")).toHaveCount(0);
  // No frame of the launcher's is left running in the page.
  expect(page.frames()).toHaveLength(1);
}

test("a game playing in another tab stops as the break starts, and asks for its launcher no more", async ({
  page,
  context,
  gotoHydrated,
}) => {
  const requests = await routeLauncher(context, (route) => route.fallback());
  await page.clock.install();
  await play(page, gotoHydrated);
  await expect(stubGame(page)).toBeVisible();
  // Time stands still in every tab from here: the game stops on the break's own news, not on a timer that would
  // have to come round first (the promise of a second at most holds because nothing waits at all).
  await page.clock.pauseAt(Date.now() + 1000);
  await startBreak(await context.newPage());
  await expectStopped(page);
  expect(requests).toEqual([LAUNCHER]);
});

test("a play reminder open over the game closes when a break stops it, and no other comes", async ({
  page,
  context,
  gotoHydrated,
}) => {
  await page.clock.install();
  await play(page, gotoHydrated);
  await expect(stubGame(page)).toBeVisible();
  // The reminder's script has seen the game start: an hour later the reminder comes over it.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("play-time"))).not.toBeNull();
  await page.clock.fastForward("01:00:00");
  await expect(reminder(page)).toBeVisible();
  await startBreak(await context.newPage());
  await expect(reminder(page)).toBeHidden();
  await expectStopped(page);
  // The hour after which the next reminder would have come over the game.
  await page.clock.fastForward("01:00:01");
  await expect(reminder(page)).toBeHidden();
  await expect(notice(page)).toBeVisible();
});

test("confirming the age during a break the page has not heard of shows the notice and asks for no launcher", async ({
  page,
  context,
  gotoHydrated,
}) => {
  const requests = await routeLauncher(context, (route) => route.fallback());
  await gotoHydrated(GAME_PAGE);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await breakUnheard(page);
  await page.getByRole("dialog").getByRole("button", { name: "I am 18 or older" }).click();
  await expect(notice(page)).toBeVisible();
  // The frame is left without an address, as on a game page opened during a break.
  await expect(page.locator("iframe[src]")).toHaveCount(0);
  expect(requests).toEqual([]);
});

test.describe("a game that failed to load, during a break the page has not heard of", () => {
  test.beforeEach(async ({ context }) => {
    await context.route(LAUNCHER_PROBE, (route) => route.abort("addressunreachable"));
  });
  test.afterEach(({ watch }) => {
    // The browser reports the failed check of the launcher's host, as it should.
    watch.errors.splice(
      0,
      watch.errors.length,
      ...watch.errors.filter((error) => !error.includes("ERR_ADDRESS_UNREACHABLE")),
    );
  });

  test("Try again shows the break's notice and asks for no launcher", async ({ page, context, gotoHydrated }) => {
    const requests = await routeLauncher(context, (route) => route.abort("addressunreachable"));
    await play(page, gotoHydrated);
    await expect(failure(page)).toBeVisible();
    await breakUnheard(page);
    await failure(page).getByRole("button", { name: "Try again" }).click();
    await expectStopped(page);
    expect(requests).toEqual([LAUNCHER]);
  });

  for (const button of ["left", "middle"] as const) {
    test(`Open in a new tab (${button} click) shows the break's notice and opens no tab`, async ({
      page,
      context,
      gotoHydrated,
    }) => {
      const requests = await routeLauncher(context, (route) => route.abort("addressunreachable"));
      const tabs: Page[] = [];
      context.on("page", (tab) => tabs.push(tab));
      await play(page, gotoHydrated);
      await expect(failure(page)).toBeVisible();
      await breakUnheard(page);
      await failure(page).getByRole("link", { name: "Open in a new tab" }).click({ button });
      await expectStopped(page);
      expect(tabs).toEqual([]);
      expect(requests).toEqual([LAUNCHER]);
    });
  }
});
