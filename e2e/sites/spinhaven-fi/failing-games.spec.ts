/**
 * A game that may not load right now (`plays` of sites/spinhaven-fi.ts): one whose launcher failed for three or more
 * visitors yesterday, as the build read it (`npm test` builds the site with scripts/seed-plays.ts's failures). Its
 * card and its page say so, and it comes at the end of every row and order.
 */
import type { Page } from "@playwright/test";
import { SEEDED_FAILS } from "#scripts/seed-plays.ts";
import { expect, test } from "#e2e/fixtures.ts";

const [FAILING = ""] = Object.keys(SEEDED_FAILS);
const slugsOf = (page: Page) =>
  page.locator("[data-games-list] > li").evaluateAll((items) => items.map((item) => item.getAttribute("data-game")));

test.use({ javaScriptEnabled: false });

test("its card and page say it may not load right now, in each language", async ({ page }) => {
  await page.goto(`/en/games/${FAILING}`);
  await expect(
    page.getByText("May not load right now: this game did not start for several players lately."),
  ).toBeVisible();
  await page.goto(`/games/${FAILING}`);
  await expect(page.getByText("Ei ehkä käynnisty juuri nyt: peli ei ole viime aikoina käynnistynyt")).toBeVisible();
  // Another game's page says nothing of it.
  await page.goto("/en/games/reactoonz");
  await expect(page.getByText("May not load right now")).toHaveCount(0);
});

test("it comes last in the listing A to Z and in every order, with the notice on its card", async ({ page }) => {
  await page.goto("/en/games/slots");
  expect(await slugsOf(page)).not.toContain(FAILING);
  // 691 slots: the twelfth page of 60 is the last.
  await page.goto("/en/games/slots/page/12");
  expect((await slugsOf(page)).at(-1)).toBe(FAILING);
  const card = page.locator(`[data-games-list] > li[data-game="${FAILING}"]`);
  await expect(card).toContainText("May not load right now");
  // Its RTP and maximum win are high: the orders by them put it last all the same.
  for (const order of ["rtp", "max-win", "new"]) {
    await page.goto(`/en/games/slots/by/${order}`);
    expect(await slugsOf(page), order).not.toContain(FAILING);
  }
  await page.goto("/en/games/studios/pragmatic-play/by/max-win/page/5");
  expect((await slugsOf(page)).at(-1)).toBe(FAILING);
  // Every other card says nothing of it.
  await expect(page.locator("[data-games-list] > li", { hasText: "May not load right now" })).toHaveCount(1);
});
