import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { equalAccessViolations } from "#e2e/equal-access.ts";
import { pages, WIDTHS } from "#e2e/default-site.ts";

// Two engines, axe and IBM's Equal Access, on each page loaded once. The Equal Access engine is injected as an
// inline script, which the site's Content-Security-Policy rightly refuses (the hosting checks hold every page to
// that policy).
test.use({ bypassCSP: true });

/** On a game page, waits for the launcher's frame too: the engines check the page with it loaded. */
async function frameLoaded(page: Page, path: string) {
  if (path.startsWith("/games/")) {
    await expect(
      page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
    ).toBeVisible();
  }
}

/** The elements, outside the screen readers' own text, that reach past the page's right edge. */
const pastRightEdge = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 && box.right > document.documentElement.clientWidth + 0.5 && !el.closest(".sr-only, [hidden]")
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""}`.slice(0, 80)),
  );

for (const { path } of pages) {
  test(`${path}: no WCAG 2.2 A/AA (axe) or Equal Access violations at 375 and 1280 px, no horizontal scrolling at 320 px`, async ({
    page,
    gotoHydrated,
    axe,
  }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await gotoHydrated(path);
    await frameLoaded(page, path);
    // The same page, laid out again for each width.
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axe(), `axe at ${width} px`).toEqual([]);
      expect(await equalAccessViolations(page), `Equal Access at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: 640 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, "at 320 px").toBeLessThanOrEqual(clientWidth);
    // Nothing is merely clipped either: no element reaches past the right edge.
    expect(await pastRightEdge(page), "at 320 px").toEqual([]);
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

test("no Equal Access violations in the pages' other states: the open menu, the sent form, a copied link", async ({
  page,
  context,
  gotoHydrated,
}) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
  await gotoHydrated("/contact");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await equalAccessViolations(page), "the open menu").toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByLabel("Name", { exact: true }).fill("Ada");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you for your message!");
  expect(await equalAccessViolations(page), "the sent form").toEqual([]);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
  await gotoHydrated("/games/fire-joker");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await equalAccessViolations(page), "the copied link").toEqual([]);
});
