import type { Locator, Page } from "@playwright/test";
import { FOCUS_VIEWPORTS } from "#e2e/focus-check.ts";
import { expect, test } from "#e2e/fixtures.ts";

/**
 * Waits until the page has stopped scrolling with the element drawn whole between the header's bottom edge and
 * the viewport's bottom edge. A smooth scroll passes its target through that band before it ends: judged
 * earlier, the next click would race the scroll still under way.
 */
async function expectLandedBelowHeader(page: Page, target: Locator) {
  const headerBottom = await page.locator("body > header").evaluate((header) => header.getBoundingClientRect().bottom);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect(async () => {
    const { box, still } = await target.evaluate(async (el) => {
      const at = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { box: el.getBoundingClientRect().toJSON() as DOMRect, still: window.scrollY === at };
    });
    const name = await target.textContent();
    expect(still, `${name}: the page has stopped scrolling`).toBe(true);
    expect(box.top, `${name}: below the header`).toBeGreaterThanOrEqual(headerBottom);
    expect(box.bottom, `${name}: above the viewport's bottom edge`).toBeLessThanOrEqual(viewportHeight);
  }).toPass();
}

test.describe("in-page links land with their target's heading below the header", () => {
  for (const viewport of FOCUS_VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("with smooth scrolling: Explore Games, and the skip link from the foot of a long page", async ({ page }) => {
        await page.goto("/");
        await page.getByRole("link", { name: "Explore Games" }).click();
        await expect(page).toHaveURL(/#featured-games$/);
        await expectLandedBelowHeader(page, page.getByRole("heading", { level: 2, name: "Featured Games" }));

        // The page's own heading comes into view.
        await page.goto("/terms-and-conditions");
        // End scrolls smoothly too: the skip link is followed from the foot, once that scroll has ended. Followed
        // while it is still under way, the two scrolls meet, and the page can stay where End takes it.
        await page.keyboard.press("End");
        await expect
          .poll(() =>
            page.evaluate(
              () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
            ),
          )
          .toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        await page.getByRole("link", { name: "Skip to content" }).focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        await expectLandedBelowHeader(page, page.getByRole("heading", { level: 1 }));
      });

      test.describe(() => {
        // Where each link lands is what is checked here, not the animation that takes it there: the site honours
        // the visitor's wish for less motion with an instant scroll to the same place.
        test.use({ reducedMotion: "reduce" });

        test("each entry of a legal page's list of sections, the last ones included (the page cannot scroll them to the top)", async ({
          page,
        }) => {
          await page.goto("/terms-and-conditions");
          const sections = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
          const names = await sections.allTextContents();
          expect(names.length).toBeGreaterThan(5);
          for (const name of names) {
            await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name, exact: true }).click();
            await expectLandedBelowHeader(page, page.getByRole("heading", { level: 2, name, exact: true }));
          }
        });
      });
    });
  }
});
