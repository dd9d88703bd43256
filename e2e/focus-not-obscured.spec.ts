import type { Locator, Page } from "@playwright/test";
import { FOCUS_VIEWPORTS, tabBothWays } from "./focus-check.ts";
import { expect, test } from "./fixtures.ts";
import { pages } from "./site.ts";

for (const viewport of FOCUS_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path } of pages) {
      test(`${path}: every focused element stays in full view below the header, tabbing forwards and backwards`, async ({
        page,
        gotoHydrated,
      }) => {
        await gotoHydrated(path);
        if (path.startsWith("/games/")) {
          await expect(page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" })).toBeVisible();
        }
        await tabBothWays(page);
      });
    }
  });
}

/** Waits until the element is drawn whole between the header's bottom edge and the viewport's bottom edge. */
async function expectBelowHeader(page: Page, target: Locator) {
  const headerBottom = await page.locator("body > header").evaluate((header) => header.getBoundingClientRect().bottom);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect(async () => {
    const box = await target.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top, `${await target.textContent()}: below the header`).toBeGreaterThanOrEqual(headerBottom);
    expect(box.bottom, `${await target.textContent()}: above the viewport's bottom edge`).toBeLessThanOrEqual(viewportHeight);
  }).toPass({ timeout: 3_000 });
}

test.describe("in-page links land with their target's heading below the header", () => {
  for (const viewport of FOCUS_VIEWPORTS) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await page.getByRole("link", { name: "Explore Games" }).click();
      await expect(page).toHaveURL(/#featured-games$/);
      await expectBelowHeader(page, page.getByRole("heading", { level: 2, name: "Featured Games" }));

      // The skip link, from the foot of a long page: the page's own heading comes into view.
      await page.goto("/terms-and-conditions");
      await page.keyboard.press("End");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.getByRole("link", { name: "Skip to content" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await expectBelowHeader(page, page.getByRole("heading", { level: 1 }));

      // Each entry of the legal page's list of sections, the last ones included (the page cannot scroll them to the top).
      const sections = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
      const names = await sections.allTextContents();
      expect(names.length).toBeGreaterThan(5);
      for (const name of names) {
        await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name, exact: true }).click();
        await expectBelowHeader(page, page.getByRole("heading", { level: 2, name, exact: true }));
      }
    });
  }
});
