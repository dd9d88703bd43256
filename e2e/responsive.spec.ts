import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { WIDTHS } from "#e2e/default-site.ts";

/** How many columns the games grid shows: the number of distinct left edges among its cards. */
async function columns(page: Page) {
  const lefts = await page
    .getByTestId("games-grid")
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test("the games grid has 1, 2 and 3 columns at 375, 800 and 1280 px, switching at 768 and 1024 px", async ({
  page,
}) => {
  await page.goto("/");
  for (const [width, expected] of [
    [WIDTHS.mobile, 1],
    [767, 1],
    [768, 2],
    [WIDTHS.tablet, 2],
    [1023, 2],
    [1024, 3],
    [WIDTHS.desktop, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => columns(page), `${width} px`).toBe(expected);
  }
});

test("the header shows its links from 768 px and a menu button below", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  for (const [width, menu] of [
    [WIDTHS.mobile, true],
    [767, true],
    [768, false],
    [WIDTHS.tablet, false],
    [WIDTHS.desktop, false],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.getByRole("button", { name: "Open menu" }), `${width} px`).toBeVisible({ visible: menu });
    await expect(header.getByRole("navigation", { name: "Main" }), `${width} px`).toBeVisible({ visible: !menu });
  }
});
