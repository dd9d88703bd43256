import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// A lobby players would choose: games on the first screen at a phone's and a desktop's size, cards that name their
// game once and whole with the favourite toggle beside the name, never over the art, and a splash before Play that
// shows the game's art in colour under its name, its studio and a large Play button.

/** The lobby cards of `page` whose whole box is within the first `height` pixels of the page. */
async function cardsWithin(page: Page, height: number): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.locator(".lobby-card").evaluateAll(
    (cards, bottom) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.height > 0 && box.bottom <= bottom;
      }).length,
    height,
  );
}

const STUDIOS = ["bgaming", "playngo", "pragmatic-play"];

test.describe("at 375 × 800 px, a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the listing and each studio's page show at least two cards before any scrolling", async ({ page }) => {
    for (const path of ["/games", ...STUDIOS.map((studio) => `/games/studios/${studio}`)]) {
      await page.goto(path);
      expect(await cardsWithin(page, 800), path).toBeGreaterThanOrEqual(2);
    }
  });

  test("the favourite toggle sits in the card's caption, never over its art, and every name is whole", async ({
    page,
  }) => {
    await page.goto("/games");
    const cards = page.locator("[data-games-list] > .lobby-card");
    await expect(cards.first().getByRole("button")).toBeVisible();
    const overlaps = await cards.evaluateAll((items) =>
      items.slice(0, 48).flatMap((card) => {
        const art = card.querySelector("img")?.getBoundingClientRect();
        const toggle = card.querySelector("button")?.getBoundingClientRect();
        const name = card.querySelector("h3");
        if (!art || !toggle || !name) return [`${card.dataset.game}: no art, toggle or name`];
        const over = toggle.top < art.bottom && toggle.bottom > art.top;
        // A name cut off would overflow its heading's box.
        const cut = name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1;
        return [
          ...(over ? [`${card.dataset.game}: toggle over the art`] : []),
          ...(cut ? [`${card.dataset.game}: name cut`] : []),
        ];
      }),
    );
    expect(overlaps).toEqual([]);
  });
});

test.describe("at 1280 × 900 px, a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the home page and the listing show at least four cards before any scrolling", async ({ page }) => {
    for (const path of ["/", "/games", "/en", "/en/games"]) {
      await page.goto(path);
      expect(await cardsWithin(page, 900), path).toBeGreaterThanOrEqual(4);
    }
  });

  test("the featured games fill every row of their grid at each width", async ({ page }) => {
    const grid = page.getByTestId("games-grid");
    const rows = async () =>
      grid.locator(":scope > li").evaluateAll((items) => {
        const lefts = new Map<number, number>();
        for (const item of items) {
          const { top, right } = item.getBoundingClientRect();
          lefts.set(Math.round(top), Math.max(lefts.get(Math.round(top)) ?? 0, Math.round(right)));
        }
        return [...lefts.values()];
      });
    for (const width of [375, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const ends = await rows();
      // Every row ends where the first does: at the grid's right edge.
      expect(new Set(ends).size, `${width} px`).toBe(1);
    }
  });
});

test.describe("the splash before Play", () => {
  const splash = (page: Page): Locator => page.locator("game-gate");

  test("shows the game's art in full colour, its name and studio, and a Play button at least 48 px high", async ({
    page,
  }) => {
    await page.goto("/en/games/raging-rex");
    const art = splash(page).locator("img").first();
    await expect(art).toBeVisible();
    expect(await art.evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
    await expect(splash(page).getByText("Raging Rex", { exact: true })).toBeVisible();
    await expect(splash(page).getByText("Play'n GO", { exact: true })).toBeVisible();
    const play = splash(page).getByRole("button", { name: "Play" });
    await expect(play).toBeVisible();
    expect((await play.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  });
});
