import type { Page } from "@playwright/test";
import { consoleLogs, expect, test } from "./fixtures.ts";
import { pages, WIDTHS } from "./site.ts";

/** A short, readable name of an element: its tag and its text or label. */
function describeInPage() {
  (window as unknown as { describeElement: (el: Element | null) => string }).describeElement = (el) => {
    if (!el) return "none";
    const name = el.getAttribute("aria-label") ?? el.getAttribute("title") ?? (el as HTMLElement).innerText ?? "";
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
    return `${el.tagName.toLowerCase()} "${(label ?? name).replace(/\s+/g, " ").trim()}"`;
  };
}

/** Every element a keyboard user should reach, in document order: visible links, buttons, fields and frames. */
function reachable(page: Page) {
  return page.evaluate(() => {
    const selector = "a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, iframe, [tabindex]";
    const describe = (window as unknown as { describeElement: (el: Element | null) => string }).describeElement;
    return [...document.querySelectorAll(selector)]
      .filter((el) => (el as HTMLElement).tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => el.getBoundingClientRect().width > 0 || el.matches(".sr-only"))
      .map(describe);
  });
}

/** What has the focus, and whether a visible indicator shows it: an outline or a ring (box-shadow). */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    const describe = (window as unknown as { describeElement: (el: Element | null) => string }).describeElement;
    if (!el || el === document.body) return { element: "body", indicator: false, inView: true };
    // Inside the game's frame, the launcher draws its own focus: the page can only bring it into view.
    if (el.tagName === "IFRAME") {
      const frame = el.getBoundingClientRect();
      return { element: describe(el), indicator: true, inView: frame.top < window.innerHeight && frame.bottom > 0 };
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== "none";
    // In view and not hidden under anything, the fixed header included: the element is what is drawn at
    // the centre of one of its boxes (a link may wrap onto two lines).
    const inView = [...el.getClientRects()].some((box) => {
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (top === el || el.contains(top));
    });
    return { element: describe(el), indicator: outline || ring, inView };
  });
}

async function tabThrough(page: Page, count: number) {
  const order: string[] = [];
  for (let step = 0; step < count; step++) {
    await page.keyboard.press("Tab");
    // The page may scroll smoothly to the newly focused element: wait for it to settle in view.
    let now = await focused(page);
    await expect(async () => {
      now = await focused(page);
      expect(now.indicator, `step ${step + 1}: a visible focus indicator on ${now.element}`).toBe(true);
      expect(now.inView, `step ${step + 1}: ${now.element} in view, not covered`).toBe(true);
    }).toPass({ timeout: 3_000 });
    order.push(now.element);
  }
  return order;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(describeInPage);
});

// Every kind of page at desktop width (the six game pages share one layout), the busiest ones on a phone.
const kinds = pages.map((page) => page.path).filter((path) => !path.startsWith("/games/") || path === "/games/moon-princess");
for (const [width, paths] of [
  [WIDTHS.desktop, kinds],
  [WIDTHS.mobile, ["/", "/contact", "/games/moon-princess"]],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of paths) {
      test(`${path}: Tab reaches the skip link first, then everything in order, with visible focus`, async ({ page, gotoHydrated }) => {
        await gotoHydrated(path);
        if (path.startsWith("/games/")) {
          await expect(page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" })).toBeVisible();
        }
        const expected = await reachable(page);
        expect(expected[0]).toBe('a "Skip to content"');
        const order = await tabThrough(page, expected.length);
        expect(order).toEqual(expected);
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
  expect((await focused(page)).element).toBe('a "1. Introduction"');
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
    .toEqual([[{ name: "Ada", email: "ada@example.com", message: "Typed with the keys." }], [{ name: "Bo", email: "bo@example.com", message: "Hi" }]]);
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
