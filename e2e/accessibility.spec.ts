import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { pages, WIDTHS } from "#e2e/default-site.ts";

/** On a game page, waits for the launcher's frame too: axe checks the page with it loaded. */
async function frameLoaded(page: Page, path: string) {
  if (path.startsWith("/games/")) {
    await expect(
      page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
    ).toBeVisible();
  }
}

for (const { path } of pages) {
  test(`${path} has no WCAG 2.2 A/AA violations at 375 and 1280 px`, async ({ page, gotoHydrated, axe }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await gotoHydrated(path);
    await frameLoaded(page, path);
    expect(await axe(), `at ${WIDTHS.mobile} px`).toEqual([]);
    // The same page, laid out again for a desktop screen.
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await axe(), `at ${WIDTHS.desktop} px`).toEqual([]);
  });
}

test.describe("in their other states", () => {
  test("the open mobile menu", async ({ page, gotoHydrated, axe }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
    await gotoHydrated("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test("the contact form, refused and then confirmed", async ({ page, gotoHydrated, axe }) => {
    await gotoHydrated("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await send.click();
    expect(await axe()).toEqual([]);
    await page.getByLabel("Name", { exact: true }).fill("Ada");
    await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    await send.click();
    await expect(page.getByRole("status")).toContainText("Thank you for your message!");
    expect(await axe()).toEqual([]);
  });

  test("a card on hover, and the game covering the screen", async ({ page, gotoHydrated, axe }) => {
    await gotoHydrated("/");
    await page.getByTestId("games-grid").getByRole("article").first().hover();
    expect(await axe()).toEqual([]);

    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false }),
    );
    await gotoHydrated("/games/book-of-dead");
    await frameLoaded(page, "/games/book-of-dead");
    await page.getByRole("button", { name: "Full screen" }).click();
    await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
