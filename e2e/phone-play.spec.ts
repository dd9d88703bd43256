import type { Page } from "@playwright/test";
import { expect, OTHER_HOSTS, test } from "#e2e/fixtures.ts";
import { games, launcherUrl } from "#e2e/default-site.ts";

const game = games[2];
const LAUNCHER = launcherUrl(game.gid);

// A phone held upright.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const box = (page: Page) => page.getByTestId("game-box");
const stubGame = (page: Page) =>
  page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" });
const hint = (page: Page) => page.getByText("Turn your phone sideways to play");

/** Opens the game page, scrolled so the game sits in the middle of the screen, and marks its frame element. */
async function openGame(page: Page, gotoHydrated: (path: string) => Promise<unknown>) {
  await gotoHydrated(`/games/${game.slug}`);
  await expect(stubGame(page)).toBeVisible();
  await box(page).evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  // A frame re-created or moved in the document would lose this mark, and reload the game.
  await box(page)
    .locator("iframe")
    .evaluate((frame) => Object.assign(frame, { keptFrame: true }));
  return { scrollY: await page.evaluate(() => scrollY), place: await box(page).boundingBox() };
}

/** The page is back as it was: the box in its place, the same frame with the game, asked for once. */
async function expectBackInPlace(
  page: Page,
  before: Awaited<ReturnType<typeof openGame>>,
  watch: { external: string[] },
) {
  await expect(box(page)).not.toHaveCSS("position", "fixed");
  await expect(page.getByRole("button", { name: "Exit full screen" })).toHaveCount(0);
  // Laid out again once the page has handled the way back, which comes a frame or more after the tap.
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(before.scrollY);
  await expect.poll(() => box(page).boundingBox()).toEqual(before.place);
  expect(
    await box(page)
      .locator("iframe")
      .evaluate((frame) => "keptFrame" in frame),
  ).toBe(true);
  await expect(stubGame(page)).toBeVisible();
  expect(watch.external.filter((url) => url === LAUNCHER)).toHaveLength(1);
}

test("on a phone the game keeps its place in the page, and Full screen gives it the whole screen, turned to landscape", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { orientationCalls: calls });
    // Headless Chromium has no screen to turn: record what the page asks for.
    ScreenOrientation.prototype.lock = async function (orientation: string) {
      calls.push(`lock ${orientation}`);
    } as typeof ScreenOrientation.prototype.lock;
    ScreenOrientation.prototype.unlock = () => void calls.push("unlock");
  });
  const before = await openGame(page, gotoHydrated);
  // In the page's flow, as wide as the page's text.
  await expect(box(page)).not.toHaveCSS("position", "fixed");
  expect(before.place?.width).toBeGreaterThan(300);
  expect(before.place?.width).toBeLessThan(390);

  await page.getByRole("button", { name: "Full screen", exact: true }).tap();
  await expect
    .poll(() => page.evaluate(() => (document.fullscreenElement as HTMLElement | null)?.dataset.testid))
    .toBe("game-box");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { orientationCalls: string[] }).orientationCalls))
    .toEqual(["lock landscape"]);
  expect(await box(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Exit full screen" })).toBeFocused();

  await page.getByRole("button", { name: "Exit full screen" }).tap();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  // The screen is unlocked on fullscreenchange, an event the browser fires a frame after it has left full screen.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { orientationCalls: string[] }).orientationCalls))
    .toEqual(["lock landscape", "unlock"]);
  await expectBackInPlace(page, before, watch);
  await expect(page.getByRole("button", { name: "Full screen", exact: true })).toBeFocused();
});

test.describe("without the Fullscreen API (iPhone Safari)", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (Element.prototype as Partial<Element>).requestFullscreen;
      Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false });
    });
  });

  test("Full screen covers the screen with a hint to turn the phone, which goes in landscape; Back returns to the page", async ({
    page,
    watch,
    gotoHydrated,
  }) => {
    await page.goto("/");
    const before = await openGame(page, gotoHydrated);
    await expect(hint(page)).toBeHidden();

    await page.getByRole("button", { name: "Full screen", exact: true }).tap();
    await expect(box(page)).toHaveCSS("position", "fixed");
    expect(await box(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(hint(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    // The page under the game is out of the keyboard's reach: from the way out, the keyboard goes to the game only.
    // The page is made inert by an effect, which React may run after the frame that drew the covering view.
    for (const control of [
      page.getByRole("button", { name: "Full screen", exact: true }),
      page.getByRole("banner").getByRole("link").first(),
    ]) {
      await expect.poll(() => control.evaluate((element) => element.closest("[inert]") !== null)).toBe(true);
    }
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=game-box]") !== null)).toBe(true);

    await page.setViewportSize({ width: 844, height: 390 });
    await expect(hint(page)).toBeHidden();
    expect(await box(page).boundingBox()).toEqual({ x: 0, y: 0, width: 844, height: 390 });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hint(page)).toBeVisible();

    // The browser's Back button (or back gesture) leaves the game's view, not the page.
    await page.goBack();
    await expect(page).toHaveURL(`/games/${game.slug}`);
    await expectBackInPlace(page, before, watch);

    // The close control takes away the history entry it came with: the next Back leaves the page.
    await page.getByRole("button", { name: "Full screen", exact: true }).tap();
    await page.getByRole("button", { name: "Exit full screen" }).tap();
    await expectBackInPlace(page, before, watch);
    await page.goBack();
    await expect(page).toHaveURL("/");
  });
});

test("on a phone, the message of a game that cannot load fits its box with both ways out", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await page.route(OTHER_HOSTS, (route) => route.abort("addressunreachable"));
  await gotoHydrated(`/games/${game.slug}`);
  const alert = box(page).getByRole("alert");
  await expect(alert).toContainText(`${game.name} could not be loaded.`);
  const place = await box(page).boundingBox();
  for (const control of [
    alert.getByRole("button", { name: "Try again" }),
    alert.getByRole("link", { name: "Open in a new tab" }),
  ]) {
    const area = await control.boundingBox();
    expect(area && place && area.y >= place.y && area.y + area.height <= place.y + place.height).toBe(true);
  }
  expect(await alert.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  // The browser reports the check's network error, as it should.
  watch.errors.splice(
    0,
    watch.errors.length,
    ...watch.errors.filter((error) => !error.includes("ERR_ADDRESS_UNREACHABLE")),
  );
});
