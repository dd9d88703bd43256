import { FOCUS_VIEWPORTS, focusedElement, tabBothWays } from "#e2e/focus-check.ts";
import { consoleLogs, expect, test } from "#e2e/fixtures.ts";
import { pages, WIDTHS } from "#e2e/default-site.ts";

// Every page at the narrowest width and a laptop's, and the busiest ones on a common phone too.
const passes = [
  ...FOCUS_VIEWPORTS.map((viewport) => ({ viewport, paths: pages.map((page) => page.path) })),
  { viewport: { width: WIDTHS.mobile, height: 800 }, paths: ["/", "/contact", "/games/moon-princess"] },
];
for (const { viewport, paths } of passes) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of paths) {
      test(`${path}: Tab reaches the skip link, then everything in order, each focus visible and in full view below the header; Shift+Tab walks back`, async ({
        page,
        gotoHydrated,
      }) => {
        await gotoHydrated(path);
        if (path.startsWith("/games/")) {
          await expect(
            page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
          ).toBeVisible();
        }
        await tabBothWays(page);
      });
    }
  });
}

test("the skip link moves the focus to the page's content", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/privacy-policy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab goes into the content, past the header: the first of the policy's sections.
  await page.keyboard.press("Tab");
  expect(await focusedElement(page)).toBe('a "1. Introduction"');
});

test("the mobile menu works with the keyboard alone", async ({ page, gotoHydrated }) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
  await gotoHydrated("/");
  const button = page.getByRole("button", { name: /menu/ });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  await page.keyboard.press("Space");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact Us" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/contact");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the contact form works with the keyboard alone", async ({ page, gotoHydrated }) => {
  const logs = consoleLogs(page);
  await gotoHydrated("/contact");
  await page.getByRole("heading", { name: "Send a Message" }).click();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeFocused();
  await page.keyboard.type("Typed with the keys.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Thank you for your message!");
  await expect.poll(() => logs).toHaveLength(1);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");

  // Enter in a field submits too, and the browser's checks still apply.
  await page.getByRole("textbox", { name: "Name" }).focus();
  await page.keyboard.type("Bo");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
  expect(logs).toHaveLength(1);
  // Once the form is complete, Enter in a field sends it.
  await page.keyboard.type("bo@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Hi");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => logs)
    .toEqual([
      [{ name: "Ada", email: "ada@example.com", message: "Typed with the keys." }],
      [{ name: "Bo", email: "bo@example.com", message: "Hi" }],
    ]);
});

test("the game's full-screen controls work with the keyboard", async ({ page, gotoHydrated }) => {
  await page.addInitScript(() => Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false }));
  await gotoHydrated("/games/moon-princess");
  const open = page.getByRole("button", { name: "Full screen" });
  await open.focus();
  await page.keyboard.press("Enter");
  const exit = page.getByRole("button", { name: "Exit full screen" });
  await expect(exit).toBeVisible();
  await exit.focus();
  await page.keyboard.press("Enter");
  await expect(exit).toHaveCount(0);
});
