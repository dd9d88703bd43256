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

test.describe("cards that help compare", () => {
  const figures = (page: Page, slug: string) => page.locator(`[data-game="${slug}"] > p > span[aria-hidden]`).first();

  test("a card shows the RTP, the volatility and the maximum win, compact, in the page's language", async ({
    page,
  }) => {
    await page.goto("/en/games");
    await expect(figures(page, "5-lions-megaways")).toHaveText("RTP 96.5% · Very high vol. · Max 5,000×");
    // A screen reader hears them in words.
    await expect(page.locator('[data-game="5-lions-megaways"] > p > .sr-only').first()).toHaveText(
      "RTP 96.5%, Volatility Very high, Maximum win 5,000×",
    );
    await page.goto("/games");
    await expect(figures(page, "5-lions-megaways")).toHaveText("RTP 96,5 % · Vol. erittäin korkea · Maks. 5 000×");
  });

  test("two games of one name are told apart by their studios", async ({ page }) => {
    await page.goto("/en/games/table-games");
    await expect(figures(page, "multihand-blackjack")).toContainText("Pragmatic Play");
    await expect(figures(page, "multihand-blackjack-bgaming")).toContainText("BGaming");
    // A name of its own needs no studio.
    await expect(figures(page, "american-roulette")).not.toContainText("BGaming");
  });

  test("the Highest RTP row lists slots, highest first", async ({ page }) => {
    await page.goto("/en");
    const row = page.getByRole("region", { name: "Highest RTP slots", exact: true });
    const slugs = await row.getByRole("listitem").evaluateAll((items) => items.map((item) => item.dataset.game));
    expect(slugs).toHaveLength(4);
    for (const slug of slugs) {
      const page2 = await page.context().newPage();
      await page2.goto(`/en/games/${slug}`);
      // Each one's page says under its name that it is a slot.
      await expect(page2.locator("h1 + p")).toContainText(/· Slot\b/);
      await page2.close();
    }
  });

  test("every game whose name says Megaways is counted by the Megaways filter", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/en/games");
    await page.locator("[data-lobby-filters] summary").click();
    await expect(page.getByRole("checkbox", { name: "Megaways (19)" })).toBeVisible();
  });
});

test("a game page says what the game is: studio and kind under the name, its own text under About, the disclaimer one line by the player", async ({
  page,
}) => {
  const about = page.getByRole("region", { name: "About This Game" });
  await page.goto("/en/games/raging-rex");
  await expect(page.locator("main h1 + p")).toHaveText(/^Play'n GO · Slot/);
  await expect(about).toContainText("Raging Rex is a slot from Play'n GO");
  await expect(page.getByText("A free demo with virtual credits: no money to pay, and none to win.")).toBeVisible();
  const rex = await about.textContent();
  await page.goto("/en/games/gates-of-olympus");
  await expect(about).toContainText("Gates of Olympus is a slot from Pragmatic Play");
  expect(await about.textContent()).not.toBe(rex);
});
