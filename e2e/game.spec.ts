import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { games, LAUNCHER_PROBE, launcherUrl } from "#e2e/default-site.ts";

/** The game's frame, once the launcher has loaded in it. */
async function loadedFrame(page: Page) {
  const frame = page.getByTestId("game-box").locator("iframe");
  await expect(frame).toBeAttached();
  await expect(
    page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
  ).toBeVisible();
  return frame;
}

for (const [index, game] of games.entries()) {
  test(`${game.name}: its card's name and description, the launcher frame in practice mode, About This Game`, async ({
    page,
    watch,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const card = page.getByTestId("games-grid").getByRole("article").nth(index);
    const description = await card.locator("p").innerText();
    expect(description.length).toBeGreaterThan(40);
    const fromHome = watch.external.length;
    await card.getByRole("link").click();

    await expect(page).toHaveURL(`/games/${game.slug}`);
    await expect(page).toHaveTitle(`${game.name} – SpinHaven`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.name);
    await expect(page.locator("main h1 + p")).toHaveText(description);

    const frame = await loadedFrame(page);
    await expect(frame).toHaveAttribute("src", launcherUrl(game.gid));
    await expect(frame).toHaveAttribute("title", game.name);
    await expect(frame).toHaveAttribute("allow", /\bfullscreen\b/);
    const params = new URL((await frame.getAttribute("src")) ?? "").searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      gid: game.gid,
      practice: "1",
      lang: "en_GB",
      channel: "desktop",
    });
    // The loading notice goes once the launcher has loaded.
    await expect(page.getByTestId("game-box").getByRole("status")).toHaveCount(0);
    // The game page asked the outside world for the launcher, once, and nothing else but whether its host answers.
    await expect.poll(() => watch.external.slice(fromHome).toSorted()).toEqual([LAUNCHER_PROBE, launcherUrl(game.gid)]);

    // A 16:9 box.
    const box = await page.getByTestId("game-box").boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);

    const about = page.getByRole("region", { name: "About This Game" });
    await expect(about.getByRole("heading", { level: 2 })).toHaveText("About This Game");
    await expect(about).toContainText("entertainment only");
  });
}

test("a game page loaded directly shows its launcher frame", async ({ page, watch }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    const own = new URL(request.url()).hostname === "127.0.0.1";
    if (own && request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto("/games/rise-of-olympus");
  const frame = await loadedFrame(page);
  await expect(frame).toHaveAttribute("src", launcherUrl("riseofolympus"));
  await expect(page.getByTestId("game-box").getByRole("status")).toHaveCount(0);
  await expect.poll(() => watch.external.toSorted()).toEqual([LAUNCHER_PROBE, launcherUrl("riseofolympus")]);
  // The default site keeps nothing of a game played (no recentlyPlayed) and tells its own host nothing of it (no plays):
  // its page's scripts have all run by now.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(sent).toEqual([]);
});

test("Back to Home and Explore More Games both lead home", async ({ page, gotoHydrated }) => {
  for (const name of ["Back to Home", "Explore More Games"]) {
    await gotoHydrated("/games/gigantoonz");
    const link = page.getByRole("main").getByRole("link", { name });
    await expect(link).toHaveAttribute("href", "/");
    await link.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to SpinHaven");
  }
});

test("Full screen puts the game's box into full screen", async ({ page }) => {
  await page.goto("/games/fire-joker");
  await loadedFrame(page);
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect
    .poll(() => page.evaluate(() => (document.fullscreenElement as HTMLElement | null)?.dataset.testid))
    .toBe("game-box");
  // The frame itself may go full screen too: the launcher's own button needs it.
  await expect(page.getByTestId("game-box").locator("iframe")).toHaveAttribute("allow", /\bfullscreen\b/);
  await page.evaluate(() => document.exitFullscreen());
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test.describe("without the Fullscreen API (iPhone Safari)", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false });
    });
  });

  test("Full screen covers the viewport, with a visible way out", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/games/reactoonz");
    await loadedFrame(page);
    const box = page.getByTestId("game-box");
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect(box).toHaveCSS("position", "fixed");
    expect(await box.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 });
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    // Nothing of the page, the fixed header included, is drawn over the game.
    expect(
      await page.evaluate(() => document.elementFromPoint(200, 20)?.closest("[data-testid=game-box]") !== null),
    ).toBe(true);

    const exit = page.getByRole("button", { name: "Exit full screen" });
    await expect(exit).toBeVisible();
    await exit.click();
    await expect(box).not.toHaveCSS("position", "fixed");
    await expect(exit).toHaveCount(0);
  });

  test("Escape also leaves the covering view", async ({ page }) => {
    await page.goto("/games/reactoonz");
    await loadedFrame(page);
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("game-box")).not.toHaveCSS("position", "fixed");
  });
});
