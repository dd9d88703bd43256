import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { LAUNCHER_PROBE, launcherUrl } from "#e2e/default-site.ts";

// The gate in the site's English pages, whose launcher speaks English (launcherUrl); languages.spec.ts
// checks the Finnish pages' gate and launcher.

const stubGame = (page: Page) => page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" });
/** What the game pages asked of the outside world: the launchers, and once per game started, whether their host answers. */
async function expectLaunchers(external: string[], launchers: string[]) {
  await expect.poll(() => external.filter((url) => url === LAUNCHER_PROBE).length).toBe(launchers.length);
  expect(external.filter((url) => url !== LAUNCHER_PROBE)).toEqual(launchers);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Confirm your age" });

test("the game waits for the visitor's age: no launcher request before, exactly one after confirming", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await gotoHydrated("/en/games/moon-princess");
  // Only the game is gated: the page's heading and text are there.
  await expect(page).toHaveTitle("Moon Princess – Revontuli");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moon Princess");
  await expect(page.locator("main h1 + p")).toHaveText("Play'n GO · Slot · 2016");
  await expect(page.getByRole("region", { name: "About This Game" })).toContainText("princesses");
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText("18 or older");
  expect(watch.external).toEqual([]);

  await dialog(page).getByRole("button", { name: "I am 18 or older" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(stubGame(page)).toBeVisible();
  await expect(page.getByTestId("game-box").getByRole("status")).toHaveCount(0);
  await expectLaunchers(watch.external, [launcherUrl("moonprincess")]);

  // Remembered for the session: the next game page starts its game at once, with one request.
  await gotoHydrated("/en/games/reactoonz");
  await expect(stubGame(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeHidden();
  await expectLaunchers(watch.external, [launcherUrl("moonprincess"), launcherUrl("reactoonz")]);
});

test("declining closes the dialog, says the games are for adults, and never loads the game", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await gotoHydrated("/en/games/book-of-dead");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await dialog(page).getByRole("button", { name: "I am under 18" }).click();
  await expect(dialog(page)).toBeHidden();
  const message = page.getByText("are for adults only");
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message.getByRole("link", { name: "playing responsibly" })).toHaveAttribute(
    "href",
    "/en/responsible-gaming",
  );
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeHidden();
  // Nothing more on its way: the page asked for all it would.
  await page.waitForLoadState("networkidle");
  expect(watch.external).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem("age-confirmed"))).toBeNull();
});

test("the gate works from the keyboard: focus moves into the dialog, Escape closes it and gives focus back", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await gotoHydrated("/en/games/fire-joker");
  const play = page.getByRole("button", { name: "Play", exact: true });
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByRole("button", { name: "I am 18 or older" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(play).toBeFocused();
  expect(watch.external).toEqual([]);

  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(stubGame(page)).toBeVisible();
  await expectLaunchers(watch.external, [launcherUrl("firejoker")]);
});

test("the open dialog has no WCAG 2.2 A/AA violations and fits a 320 px screen", async ({
  page,
  gotoHydrated,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated("/en/games/rise-of-olympus");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await axe()).toEqual([]);
  const box = await dialog(page).boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 320).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says the game needs JavaScript, and asks nothing of the provider", async ({ page, watch }) => {
    await page.goto("/en/games/moon-princess");
    // Playwright's text matching skips <noscript>, so check what the browser draws.
    const notice = page.locator("main noscript p");
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((element) => (element as HTMLElement).innerText)).toMatch(
      /^This game needs JavaScript\./,
    );
    await expect(page.getByRole("button", { name: "Play", exact: true })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moon Princess");
    // Nothing more on its way: the page asked for all it would.
    await page.waitForLoadState("networkidle");
    expect(watch.external).toEqual([]);
  });
});
