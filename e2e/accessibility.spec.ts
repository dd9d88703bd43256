import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { pages, WIDTHS } from "#e2e/default-site.ts";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe-core's WCAG 2.2 A and AA rules on the page as it is now; violations listed by rule and element. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
}

/** On a game page, waits for the launcher's frame too: axe checks the page with it loaded. */
async function frameLoaded(page: Page, path: string) {
  if (path.startsWith("/games/")) {
    await expect(page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" })).toBeVisible();
  }
}

for (const { path } of pages) {
  test(`${path} has no WCAG 2.2 A/AA violations at 375 and 1280 px`, async ({ page, gotoHydrated }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await gotoHydrated(path);
    await frameLoaded(page, path);
    expect(await violations(page), `at ${WIDTHS.mobile} px`).toEqual([]);
    // The same page, laid out again for a desktop screen.
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await violations(page), `at ${WIDTHS.desktop} px`).toEqual([]);
  });
}

test.describe("in their other states", () => {
  test("the open mobile menu", async ({ page, gotoHydrated }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
    await gotoHydrated("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the contact form, refused and then confirmed", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await send.click();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel("Name", { exact: true }).fill("Ada");
    await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    await send.click();
    await expect(page.getByRole("status")).toContainText("Thank you for your message!");
    expect(await violations(page)).toEqual([]);
  });

  test("a card on hover, and the game covering the screen", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await page.getByTestId("games-grid").getByRole("article").first().hover();
    expect(await violations(page)).toEqual([]);

    await page.addInitScript(() => Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false }));
    await gotoHydrated("/games/book-of-dead");
    await frameLoaded(page, "/games/book-of-dead");
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
