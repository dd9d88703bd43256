import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// The home page's rows below the featured games (home.rows of sites/spinhaven-fi.ts): the week's most played (as the
// build knew them: popular.spec.ts), the newest games, the highest RTP and one row per studio, each with a link to its
// whole listing in that order.
const ROWS = [
  { heading: "Popular this week", link: "All games, most played this week first", href: "/en/games/by/popular" },
  { heading: "New games", link: "All games, newest first", href: "/en/games/by/new" },
  { heading: "Highest RTP slots", link: "All slots, highest RTP first", href: "/en/games/slots/by/rtp" },
  { heading: "BGaming", link: "All 82 BGaming games", href: "/en/games/studios/bgaming" },
  { heading: "Play'n GO", link: "All 381 Play'n GO games", href: "/en/games/studios/playngo" },
  { heading: "Pragmatic Play", link: "All 288 Pragmatic Play games", href: "/en/games/studios/pragmatic-play" },
];

const row = (page: Page, heading: string) => page.getByRole("region", { name: heading, exact: true });

test("without JavaScript, the home page has its rows, four cards each, every game once, each with a link to its listing", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  const slugs: string[] = [];
  for (const { heading, link, href } of ROWS) {
    await expect(row(page, heading).getByRole("link", { name: link })).toHaveAttribute("href", href);
    const cards = row(page, heading).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    slugs.push(...(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-game") ?? ""))));
  }
  const featured = await page.getByTestId("games-grid").getByRole("heading", { level: 3 }).allTextContents();
  expect(new Set(slugs).size).toBe(slugs.length);
  expect(featured).toHaveLength(5);
  // The rows' pictures are below the first screen: they wait until they near it.
  await expect(row(page, "New games").locator("img").first()).toHaveAttribute("loading", "lazy");
  await context.close();
});

test("the newest games lead to the listing newest first, the order chosen in Sort by, the newest on top", async ({
  page,
}) => {
  await page.goto("/en");
  const newest = await row(page, "New games").getByRole("heading", { level: 3 }).allTextContents();
  await row(page, "New games").getByRole("link", { name: "All games, newest first" }).click();
  await expect(page).toHaveURL("/en/games/by/new");
  await expect(page.getByRole("heading", { level: 2, name: "Games, newest first" })).toBeVisible();
  // The order is the page's own: the filters stay closed, with the order chosen in them.
  await expect(page.locator("[data-lobby-filters] details")).not.toHaveAttribute("open");
  await expect(page.locator("select[name='sort']")).toHaveValue("new");
  await expect(page.locator("[data-games-list] > li h3").first()).toHaveText(newest[0] ?? "");
  expect((await page.locator("[data-games-list] > li h3").allTextContents()).slice(0, 4)).toEqual(newest);
});

test("in Finnish, the rows and their links are the Finnish listing's", async ({ page }) => {
  await page.goto("/");
  await expect(row(page, "Uudet pelit").getByRole("link", { name: "Kaikki pelit, uusimmat ensin" })).toHaveAttribute(
    "href",
    "/games/by/new",
  );
  await expect(
    row(page, "Korkeimman palautusprosentin kolikkopelit").getByRole("link", {
      name: "Kaikki kolikkopelit, korkein palautusprosentti ensin",
    }),
  ).toHaveAttribute("href", "/games/slots/by/rtp");
  await expect(row(page, "Play'n GO").getByRole("link", { name: "Kaikki 381 Play'n GO -peliä" })).toHaveAttribute(
    "href",
    "/games/studios/playngo",
  );
  await expect(row(page, "BGaming").getByRole("link", { name: "Kaikki 82 BGaming-peliä" })).toHaveAttribute(
    "href",
    "/games/studios/bgaming",
  );
});

for (const width of [375, 768, 1280]) {
  test(`at ${width} px the featured games fill every row of their grid, with no empty cell at its end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/en");
    const grid = page.getByTestId("games-grid");
    const box = await grid.boundingBox();
    const cards = await grid
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map(({ top, left, right }) => ({ top, left, right })),
      );
    // Each line of cards reaches from the grid's left edge to its right.
    for (const top of new Set(cards.map((card) => Math.round(card.top)))) {
      const line = cards.filter((card) => Math.round(card.top) === top);
      expect(Math.min(...line.map((card) => card.left))).toBeCloseTo(box?.x ?? 0, 0);
      expect(Math.max(...line.map((card) => card.right))).toBeCloseTo((box?.x ?? 0) + (box?.width ?? 0), 0);
    }
  });
}
