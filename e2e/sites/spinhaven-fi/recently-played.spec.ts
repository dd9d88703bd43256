import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// "Continue playing" on sites/spinhaven-fi.ts (recentlyPlayed): the games a visitor played, newest first, kept in
// their browser only.

const stubGame = (page: Page) => page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" });
const recent = (page: Page) => page.locator("[data-recent]");
const recentNames = (page: Page) => page.locator("[data-recent-list] > li h3");
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("recent-games") ?? "null") as unknown);

/**
 * Plays a game in `page` until the page has kept it: the first of the tab's session asks the visitor's age, the next
 * start at once.
 */
async function play(page: Page, path: string, { first = false } = {}) {
  await page.goto(path);
  if (first) {
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Confirm your age" })
      .getByRole("button", { name: "I am 18 or older" })
      .click();
  }
  await expect(stubGame(page)).toBeVisible();
  await expect.poll(async () => ((await stored(page)) as string[] | null)?.[0]).toBe(path.split("/").at(-1));
}

/** Every layout shift of the page from its start, as the browser measures them. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

test("nothing for a new visitor, nothing kept before a game loads; then the games played, newest first, from the first paint", async ({
  page,
}) => {
  const shifts = await watchShifts(page);
  await page.goto("/en");
  await expect(recent(page)).toBeHidden();
  await page.goto("/en/games/moon-princess");
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await stored(page)).toBeNull();

  await play(page, "/en/games/moon-princess", { first: true });
  expect(await stored(page)).toEqual(["moon-princess"]);
  await play(page, "/en/games/fire-joker");
  expect(await stored(page)).toEqual(["fire-joker", "moon-princess"]);
  await play(page, "/en/games/moon-princess");
  expect(await stored(page)).toEqual(["moon-princess", "fire-joker"]);

  for (const path of ["/en", "/en/games", "/en/games/by/rtp/page/2"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: "Continue playing" })).toBeVisible();
    await expect(recentNames(page)).toHaveText(["Moon Princess", "Fire Joker"]);
    // In place before the page first painted: nothing below it moved.
    await page.waitForLoadState("networkidle");
    expect(await shifts(), path).toEqual([]);
  }
  await page.goto("/games");
  await expect(page.getByRole("heading", { level: 2, name: "Jatka pelaamista" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tyhjennä lista" })).toBeVisible();
});

test("the list is the same in every tab: a game played in one shows in another, and clearing it in one clears both", async ({
  context,
  page,
}) => {
  await play(page, "/en/games/reactoonz", { first: true });
  const other = await context.newPage();
  await other.goto("/en");
  await expect(recentNames(other)).toHaveText(["Reactoonz"]);
  // Its script listens from the moment its button shows.
  await expect(other.getByRole("button", { name: "Clear the list" })).toBeVisible();

  await play(page, "/en/games/book-of-dead");
  await expect(recentNames(other)).toHaveText(["Book of Dead", "Reactoonz"]);

  await page.goto("/en/games");
  await expect(recentNames(page)).toHaveText(["Book of Dead", "Reactoonz"]);
  const clear = page.getByRole("button", { name: "Clear the list" });
  // Shown once its script has come: until then it holds its place, invisible, and takes no focus.
  await expect(clear).toBeVisible();
  await clear.focus();
  await page.keyboard.press("Enter");
  await expect(recent(page)).toBeHidden();
  await expect(page.locator("#main-content")).toBeFocused();
  expect(await stored(page)).toBeNull();
  await expect(recent(other)).toBeHidden();
});

test("axe finds nothing with the row shown, and at 320 px the row scrolls in itself, never the page", async ({
  page,
  axe,
}) => {
  await play(page, "/en/games/moon-princess", { first: true });
  for (const slug of ["fire-joker", "reactoonz", "book-of-dead", "gates-of-olympus"])
    await play(page, `/en/games/${slug}`);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/en");
  await expect(recentNames(page)).toHaveCount(5);
  expect(await axe({ include: "[data-recent]" })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const row = page.locator("[data-recent-list]");
  expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
});
