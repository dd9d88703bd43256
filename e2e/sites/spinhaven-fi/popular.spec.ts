/**
 * "Popular this week" (`plays` and `home.rows` of sites/spinhaven-fi.ts): the home page's row and the popular order of
 * the listing, as the build knew them (`npm test` builds the site with scripts/seed-plays.ts's plays), and as they
 * follow the host's fresher order (POPULAR_ENDPOINT) against a server of their own whose plays say otherwise.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { SEEDED_FAILS, SEEDED_POPULAR, seedPlays } from "#scripts/seed-plays.ts";
import { startSiteServer } from "#scripts/servers.ts";
import { expect, test } from "#e2e/fixtures.ts";

const row = (page: Page, heading: string) => page.getByRole("region", { name: heading, exact: true });
const slugsOf = (cards: ReturnType<Page["locator"]>) =>
  cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-game") ?? ""));
const listed = (page: Page) => page.locator("[data-games-list] > li");
/** `slugs` with the games that may not load right now (failing-games.spec.ts) at the end, as every row and order has them. */
const loadingFirst = (slugs: readonly string[]) => [
  ...slugs.filter((slug) => !(slug in SEEDED_FAILS)),
  ...slugs.filter((slug) => slug in SEEDED_FAILS),
];
// The popular games that load, most played first.
const LOADING = SEEDED_POPULAR.filter((slug) => !(slug in SEEDED_FAILS));

test("without JavaScript, the row and the order show the week's most played as the build knew them", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  const popular = row(page, "Popular this week");
  expect(await slugsOf(popular.getByRole("listitem"))).toEqual(loadingFirst(SEEDED_POPULAR).slice(0, 4));
  await popular.getByRole("link", { name: "All games, most played this week first" }).click();
  await expect(page).toHaveURL("/en/games/by/popular");
  await expect(page.getByRole("heading", { level: 2, name: "Games, most played this week first" })).toBeVisible();
  await expect(page.getByText("751 free demo games, most played this week first.")).toBeVisible();
  // The popular games first, most played first; then every other game, A to Z; one that may not load at the end.
  const slugs = await slugsOf(listed(page));
  expect(slugs.slice(0, LOADING.length)).toEqual(LOADING);
  for (const failing of Object.keys(SEEDED_FAILS)) expect(slugs).not.toContain(failing);
  const names = await listed(page).locator("h3").allTextContents();
  const rest = names.slice(LOADING.length);
  expect(rest).toEqual([...rest].sort(new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare));
  expect(await page.locator("select[name='sort'] option").allTextContents()).toContain("Most played this week");

  await page.goto("/");
  expect(await slugsOf(row(page, "Suosituimmat tällä viikolla").getByRole("listitem"))).toEqual(
    loadingFirst(SEEDED_POPULAR).slice(0, 4),
  );
  await expect(
    row(page, "Suosituimmat tällä viikolla").getByRole("link", {
      name: "Kaikki pelit, tämän viikon pelatuimmat ensin",
    }),
  ).toHaveAttribute("href", "/games/by/popular");
  // A listing with fewer than four popular games offers no popular order: Play'n GO has three of them.
  await page.goto("/en/games/studios/playngo");
  await expect(page.locator("select[name='sort'] option")).toContainText(["A to Z", "Highest RTP"]);
  expect(await page.locator("select[name='sort'] option").allTextContents()).not.toContain("Most played this week");
  expect((await page.request.get("/en/games/studios/playngo/by/popular")).status()).toBe(404);
  await context.close();
});

test("with JavaScript and no fresher order from the host, the row stays as built", async ({ page }) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/popular");
  await page.goto("/en");
  await row(page, "Popular this week").scrollIntoViewIfNeeded();
  expect(await (await answered).json()).toEqual({ games: [] });
  expect(await slugsOf(row(page, "Popular this week").getByRole("listitem"))).toEqual(
    loadingFirst(SEEDED_POPULAR).slice(0, 4),
  );
});

test.describe("against a host whose plays make another order", () => {
  const FRESH = ["fire-joker", "legacy-of-dead", "gates-of-olympus", "reactoonz", "sweet-bonanza"];
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  test.beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "popular-"));
    seedPlays(dataDir, "spinhaven-fi", {
      "fire-joker": [4, 2],
      "legacy-of-dead": [3, 2],
      "gates-of-olympus": [2, 2],
      reactoonz: [3],
      "sweet-bonanza": [3],
    });
    server = await startSiteServer({ DATA_DIR: dataDir });
  });
  test.afterEach(async ({ page }) => {
    // The page first: pictures still on their way would fail, as errors, once its server has gone.
    await page.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Whatever the page's layout shifted, summed, from its first paint on. */
  const watchShifts = (page: Page) =>
    page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
  const shifted = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

  for (const width of [375, 1280])
    test(`the row takes the host's order without moving the page, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchShifts(page);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/popular") asked.push(request.url());
      });
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/popular");
      await page.goto(`${server.baseUrl}/en`);
      // The fresher order is asked for once the row nears the viewport: on a phone, not before the visitor scrolls
      // towards it; then before it is in sight.
      await page.waitForLoadState("networkidle");
      if (width < 500) {
        expect(asked).toEqual([]);
        await row(page, "Popular this week").evaluate((section) =>
          window.scrollBy(0, section.getBoundingClientRect().top - window.innerHeight - 100),
        );
      }
      await answered;
      // Gates of Olympus may not load right now: at the row's end, as the build puts it.
      await expect
        .poll(() => slugsOf(row(page, "Popular this week").getByRole("listitem")))
        .toEqual(loadingFirst(FRESH.slice(0, 4)));
      expect(await shifted(page)).toBe(0);
      // The cards are the row's own: each leads to its game.
      await expect(
        row(page, "Popular this week").getByRole("link", { name: "Fire Joker", exact: true }),
      ).toHaveAttribute("href", "/en/games/fire-joker");
    });

  test("the popular order's first page takes the host's order, and keeps it through a choice of filters and back", async ({
    page,
  }) => {
    await watchShifts(page);
    await page.goto(`${server.baseUrl}/en/games/by/popular`);
    // Gates of Olympus may not load right now: after every other game.
    const listedFresh = FRESH.filter((slug) => !(slug in SEEDED_FAILS));
    await expect.poll(async () => (await slugsOf(listed(page))).slice(0, listedFresh.length)).toEqual(listedFresh);
    expect(await shifted(page)).toBe(0);
    // The whole listing in that order, 60 at a time as the visitor scrolls: the built pages would repeat games.
    await expect(page.locator("[data-pagination]")).toBeHidden();
    await expect(page.locator("[data-lobby-filters] [role='status']")).toHaveText("");

    await page.getByText("Filter and sort games").click();
    await page.getByRole("checkbox", { name: /^High / }).check();
    await expect(page.locator("[data-lobby-filters] [role='status']")).toContainText("most played this week first");
    const high = await slugsOf(listed(page));
    // Of the fresher order's games, those of high volatility, still first and in its order.
    const highFresh = high.filter((slug) => listedFresh.includes(slug));
    expect(high.slice(0, highFresh.length)).toEqual(listedFresh.filter((slug) => highFresh.includes(slug)));
    await page.goBack();
    await expect.poll(async () => (await slugsOf(listed(page))).slice(0, listedFresh.length)).toEqual(listedFresh);
  });
});
