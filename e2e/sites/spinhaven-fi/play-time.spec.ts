import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { LAUNCHER_PROBE } from "#e2e/default-site.ts";

// The play-time reminder (every 60 minutes on this site) and breaks, on a fake clock that starts at six in the
// evening in Helsinki, the visitor's time zone.
test.use({ timezoneId: "Europe/Helsinki" });
const EVENING = new Date("2026-11-26T18:00:00+02:00");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const stubGame = (page: Page) => page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" });
const reminder = (page: Page) => page.getByRole("dialog", { name: /^(You have been playing|Olet pelannut)/ });
/** The launchers the game pages asked for, without the probes of their host. */
const launchers = (external: string[]) => external.filter((url) => url !== LAUNCHER_PROBE);

/** Everything this site keeps in the tab's session storage and in local storage. */
const stored = (page: Page) => page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));

/** When the tab's first game started, and when the next reminder is due: kept once the reminder's script, which waits for the paint, has seen the game start. */
async function playTime(page: Page): Promise<{ start: number; next: number }> {
  let playTime = null;
  await expect
    .poll(async () => (playTime = JSON.parse((await stored(page)).session["play-time"] ?? "null")))
    .not.toBeNull();
  return playTime ?? { start: NaN, next: NaN };
}

async function playAfterAge(page: Page, play: string, confirm: string) {
  await page.getByRole("button", { name: play, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: confirm }).click();
  await expect(stubGame(page)).toBeVisible();
}

test("the reminder comes after 60 minutes of play counted across game pages, not a second before, and again an hour after Keep playing", async ({
  page,
  gotoHydrated,
}) => {
  await page.clock.install({ time: EVENING });
  await gotoHydrated("/en/games/moon-princess");
  expect(await stored(page)).toEqual({ session: {}, local: {} });
  await playAfterAge(page, "Play", "I am 18 or older");
  const { start, next } = await playTime(page);
  expect(next - start).toBe(HOUR);

  // Half an hour on this game, then another: its page keeps the tab's start.
  await page.clock.fastForward("30:00");
  await gotoHydrated("/en/games/reactoonz");
  await expect(stubGame(page)).toBeVisible();
  expect(await playTime(page)).toEqual({ start, next });

  await page.clock.pauseAt(start + HOUR - 1000);
  await expect(reminder(page)).toBeHidden();
  await page.clock.runFor(1000);
  await expect(reminder(page)).toBeVisible();
  await expect(reminder(page).getByRole("heading")).toHaveText("You have been playing for 1 hour");
  await expect(reminder(page)).toContainText("The time is now 7:00 PM.");
  await expect(reminder(page)).toContainText("have no value");
  await expect(reminder(page).getByRole("link", { name: "Peluuri" })).toHaveAttribute("href", "https://www.peluuri.fi");
  await expect(reminder(page).getByRole("link", { name: "Take a break" })).toHaveAttribute(
    "href",
    "/en/responsible-gaming#take-a-break",
  );
  // Focus starts on the way out; the game cannot be reached behind the dialog.
  const leave = reminder(page).getByRole("link", { name: "Leave the game" });
  await expect(leave).toBeFocused();
  await expect(leave).toHaveAttribute("href", "/en/games");
  expect(await page.locator("dialog[open]").evaluate((dialog) => dialog.matches(":modal"))).toBe(true);

  // Escape means Keep playing: the next reminder an hour later.
  await page.keyboard.press("Escape");
  await expect(reminder(page)).toBeHidden();
  // Written by the dialog's close event, which comes in a task after the dialog has gone.
  await expect.poll(() => playTime(page)).toEqual({ start, next: start + 2 * HOUR });
  await page.clock.runFor(HOUR - 1000);
  await expect(reminder(page)).toBeHidden();
  await page.clock.runFor(1000);
  await expect(reminder(page).getByRole("heading")).toHaveText("You have been playing for 2 hours");
  await reminder(page).getByRole("button", { name: "Keep playing" }).click();
  await expect(reminder(page)).toBeHidden();
  await expect.poll(() => playTime(page)).toEqual({ start, next: start + 3 * HOUR });
});

test("the reminder in Finnish, and its Take a break leads to the break's choice", async ({
  page,
  gotoHydrated,
  axe,
}) => {
  await page.clock.install({ time: EVENING });
  await gotoHydrated("/games/book-of-dead");
  await playAfterAge(page, "Pelaa", "Olen 18 tai vanhempi");
  const { start } = await playTime(page);
  await page.clock.pauseAt(start + HOUR);
  await expect(reminder(page).getByRole("heading")).toHaveText("Olet pelannut 1 tunnin");
  await expect(reminder(page)).toContainText("Kello on nyt 19.00.");
  await expect(reminder(page).getByRole("link", { name: "Poistu pelistä" })).toBeFocused();
  await expect(reminder(page).getByRole("link", { name: "Poistu pelistä" })).toHaveAttribute("href", "/games");
  await expect(reminder(page).getByRole("button", { name: "Jatka pelaamista" })).toBeVisible();
  // axe waits on timers of its own.
  await page.clock.resume();
  expect(await axe({ include: "dialog[open]" })).toEqual([]);

  await reminder(page).getByRole("link", { name: "Pidä tauko" }).click();
  await expect(page).toHaveURL("/responsible-gaming#take-a-break");
  const section = page.getByRole("region", { name: "Pidä tauko" });
  await expect(section).toBeInViewport();
  for (const length of ["24 tuntia", "7 päivää", "30 päivää"])
    await expect(section.getByRole("radio", { name: length })).toBeVisible();
  await section.getByRole("radio", { name: "7 päivää" }).check();
  await section.getByRole("button", { name: "Aloita tauko" }).click();
  await expect(section.getByRole("radio")).toHaveCount(0);
  const end = Date.parse((await stored(page)).local["break-until"] ?? "");
  const now = await page.evaluate(() => Date.now());
  expect(end - now).toBeGreaterThan(7 * 24 * HOUR - MINUTE);
  expect(end - now).toBeLessThanOrEqual(7 * 24 * HOUR);
  await expect(section).toContainText(
    `Olet tauolla ${new Intl.DateTimeFormat("fi", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Helsinki" }).format(end)} asti.`,
  );

  await gotoHydrated("/games/book-of-dead");
  await expect(page.getByText(/^Olet tauolla .* asti\.$/)).toBeVisible();
  await expect(reminder(page)).toBeHidden();
});

test("a break of 24 hours holds on every game page, with and without the age confirmation, and cannot be ended early", async ({
  page,
  context,
  watch,
  gotoHydrated,
}) => {
  await page.clock.install({ time: EVENING });
  // The visitor has confirmed their age and played in this tab.
  await gotoHydrated("/en/games/moon-princess");
  await playAfterAge(page, "Play", "I am 18 or older");
  await expect.poll(() => launchers(watch.external).length).toBe(1);
  // The site keeps the games played too (recentlyPlayed), the one thing it stores before the break.
  const played = { "recent-games": '["moon-princess"]' };
  await expect.poll(async () => (await stored(page)).local).toEqual(played);

  // Another tab asks a game's age question while the break starts.
  const waiting = await context.newPage();
  await waiting.goto("/en/games/gigantoonz");
  await waiting.getByRole("button", { name: "Play", exact: true }).click();
  await expect(waiting.getByRole("dialog")).toBeVisible();

  await gotoHydrated("/en/responsible-gaming");
  const section = page.getByRole("region", { name: "Take a break" });
  await expect(section).toContainText("cannot be undone in this browser before it ends");
  await expect(section).toContainText("covers this site only");
  await expect(section).toContainText("not a self-exclusion");
  // A length chosen with the keyboard: Enter there starts nothing, nor does pressing Start without a length.
  await section.getByRole("button", { name: "Start my break" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "Choose how long your break should be, then press Start my break.",
  );
  await expect(section.getByRole("radio", { name: "24 hours" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(section.getByRole("radio", { name: "24 hours" })).toBeChecked();
  await page.keyboard.press("Enter");
  expect((await stored(page)).local).toEqual(played);
  // By keyboard alone: from the lengths to Start my break, and Enter.
  await page.keyboard.press("Tab");
  await expect(section.getByRole("button", { name: "Start my break" })).toBeFocused();
  await page.keyboard.press("Enter");
  const until = "You are taking a break until November 27, 2026 at 6:00 PM.";
  await expect(section).toContainText(until);
  await expect(section.getByRole("radio")).toHaveCount(0);
  await expect(page.locator(":focus")).toContainText(until);
  const { local } = await stored(page);
  expect(Object.keys(local).sort()).toEqual(["break-until", "recent-games"]);
  expect(Date.parse(local["break-until"] ?? "") - EVENING.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
  expect(Date.parse(local["break-until"] ?? "") - EVENING.getTime()).toBeLessThan(24 * HOUR + MINUTE);

  // There the question goes, and the break shows.
  await expect(waiting.getByText(until)).toBeVisible();
  await expect(waiting.getByRole("dialog")).toBeHidden();
  await expect(waiting.getByRole("button", { name: "Play", exact: true })).toBeHidden();
  await expect(waiting.locator("iframe[src]")).toHaveCount(0);

  // With the age confirmed in this tab, and in a new tab that has not confirmed it: the notice, no game.
  const other = await context.newPage();
  for (const [tab, path] of [
    [page, "/en/games/reactoonz"],
    [page, "/games/moon-princess"],
    [other, "/en/games/fire-joker"],
  ] as const) {
    await tab.goto(path);
    await expect(tab.getByText(/^(You are taking a break until|Olet tauolla) /)).toBeVisible();
    await expect(tab.getByRole("link", { name: "Peluuri" })).toBeVisible();
    await expect(tab.getByRole("button", { name: /^(Play|Pelaa)$/ })).toHaveCount(0);
    await expect(tab.locator("iframe[src]")).toHaveCount(0);
  }
  await expect(page.getByText(/^Olet tauolla 27\. marraskuuta 2026 klo 18\.00 asti\.$/)).toBeVisible();
  await expect(other.getByText(until)).toBeVisible();
  // Nothing on the page ends it: a reload, the break's own section and the game page again.
  await other.getByRole("link", { name: "Responsible Gaming" }).first().click();
  await expect(other.getByRole("region", { name: "Take a break" })).toContainText(until);
  await expect(other.getByRole("region", { name: "Take a break" }).getByRole("button")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Olet tauolla /)).toBeVisible();
  expect(launchers(watch.external)).toHaveLength(1);

  // A day later the game is back, and the break forgotten.
  await page.clock.fastForward("24:00:00");
  await gotoHydrated("/en/games/reactoonz");
  await expect(stubGame(page)).toBeVisible();
  expect((await stored(page)).local["break-until"]).toBeUndefined();
  await expect.poll(() => launchers(watch.external).length).toBe(2);
});

test("the break's section and the open reminder pass axe, and fit a 320 px screen", async ({
  page,
  gotoHydrated,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated("/en/responsible-gaming#take-a-break");
  const section = page.getByRole("region", { name: "Take a break" });
  await section.getByRole("button", { name: "Start my break" }).click();
  expect(await axe({ include: "#take-a-break" })).toEqual([]);

  await page.clock.install({ time: EVENING });
  await gotoHydrated("/en/games/fire-joker");
  await playAfterAge(page, "Play", "I am 18 or older");
  await page.clock.fastForward("01:00:00");
  await expect(reminder(page)).toBeVisible();
  expect(await axe()).toEqual([]);
  const box = await reminder(page).boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 320).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the responsible play page says the break and the reminder need it", async ({ page }) => {
    await page.goto("/en/responsible-gaming");
    const notices = page.locator("main noscript p");
    await expect(notices).toHaveCount(2);
    expect(
      await notices.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText)),
    ).toEqual([
      "The reminder needs JavaScript: with JavaScript turned off in your browser, no reminder comes.",
      "Taking a break needs JavaScript. Turn it on in your browser to start one.",
    ]);
    await expect(page.getByRole("button", { name: "Start my break" })).toBeHidden();
  });
});
