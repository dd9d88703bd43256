import { expect, test } from "#e2e/fixtures.ts";
import { equalAccessViolations as violations } from "#e2e/equal-access.ts";
import { pages, WIDTHS } from "#e2e/default-site.ts";

// IBM's Equal Access checker, beside axe (e2e/accessibility.spec.ts). Its engine is injected as an
// inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

for (const { path } of pages) {
  test(`${path} has no Equal Access violations at 375 and 1280 px`, async ({ page, gotoHydrated }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await gotoHydrated(path);
    if (path.startsWith("/games/")) {
      await expect(
        page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
      ).toBeVisible();
    }
    expect(await violations(page), `at ${WIDTHS.mobile} px`).toEqual([]);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await violations(page), `at ${WIDTHS.desktop} px`).toEqual([]);
  });
}

test("no Equal Access violations in the pages' other states: the open menu, the sent form, a copied link", async ({
  page,
  context,
  gotoHydrated,
}) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
  await gotoHydrated("/contact");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await violations(page), "the open menu").toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByLabel("Name", { exact: true }).fill("Ada");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you for your message!");
  expect(await violations(page), "the sent form").toEqual([]);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
  await gotoHydrated("/games/fire-joker");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await violations(page), "the copied link").toEqual([]);
});
