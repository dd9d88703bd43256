import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { pages } from "./site.ts";

/**
 * Where the focused element is drawn, against the fixed header: its box grown by its focus outline
 * (which must be seen too), the header's bottom edge and the viewport. Inside the game's frame, the
 * element focused is the launcher's own, placed by the frame's position.
 */
async function focusedBox(page: Page) {
  const box = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ring =
      el.tagName === "IFRAME" || style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
    const header = document.querySelector("body > header");
    if (!header) throw new Error("no header");
    const label = (el.getAttribute("aria-label") ?? el.getAttribute("title") ?? (el as HTMLElement).innerText ?? "").replace(/\s+/g, " ").trim();
    return {
      element: `${el.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
      isFrame: el.tagName === "IFRAME",
      top: rect.top - ring,
      bottom: rect.bottom + ring,
      left: rect.left - ring,
      right: rect.right + ring,
      inHeader: header.contains(el),
      // The skip link is drawn over the header, in its corner, only while it has the focus.
      overHeader: el.matches("a[href='#main-content']"),
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
  if (!box?.isFrame) return box;
  const frame = await page.locator("[data-testid=game-box] iframe").contentFrame().locator(":root").evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect();
    return { name: document.activeElement?.textContent ?? "", top: rect?.top ?? 0, bottom: rect?.bottom ?? 0, left: rect?.left ?? 0, right: rect?.right ?? 0 };
  });
  return {
    ...box,
    element: `${box.element} > "${frame.name}"`,
    top: box.top + frame.top,
    bottom: box.top + frame.bottom,
    left: box.left + frame.left,
    right: box.left + frame.right,
  };
}

/** Every element Tab stops at, counted as the keyboard tests count them: visible, enabled and not taken out of the order. */
function tabStops(page: Page) {
  return page.evaluate(() => {
    const selector = "a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, iframe, [tabindex]";
    return [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }) && (el.getBoundingClientRect().width > 0 || el.matches(".sr-only")),
    ).length;
  });
}

/** Presses the key and checks, once the page has stopped scrolling, that the newly focused element is in full view. */
async function stepAndCheck(page: Page, key: "Tab" | "Shift+Tab", step: string) {
  await page.keyboard.press(key);
  let element = "";
  await expect(async () => {
    const box = await focusedBox(page);
    expect(box, `${step}: something has the focus`).not.toBeNull();
    if (!box) return;
    element = box.element;
    const where = `${step}: ${box.element} at ${Math.round(box.top)}–${Math.round(box.bottom)} px`;
    expect(box.left, `${where}: inside the viewport's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${where}: inside the viewport's right edge`).toBeLessThanOrEqual(box.viewport.width);
    expect(box.bottom, `${where}: above the viewport's bottom edge`).toBeLessThanOrEqual(box.viewport.height);
    if (box.inHeader || box.overHeader) expect(box.top, `${where}: inside the viewport`).toBeGreaterThanOrEqual(0);
    else expect(box.top, `${where}: below the header (${box.headerBottom} px)`).toBeGreaterThanOrEqual(box.headerBottom);
  }).toPass({ timeout: 3_000 });
  return element;
}

for (const viewport of [
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
]) {
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
        const count = await tabStops(page);
        const forwards: string[] = [];
        for (let step = 1; step <= count; step++) forwards.push(await stepAndCheck(page, "Tab", `Tab ${step}`));
        // Backwards from the end of the page: the page scrolls up, and what comes into view must clear the header.
        const backwards: string[] = [];
        for (let step = 1; step < count; step++) backwards.push(await stepAndCheck(page, "Shift+Tab", `Shift+Tab ${step}`));
        expect(forwards[0]).toBe('a "Skip to content"');
        expect(backwards.at(-1)).toBe('a "Skip to content"');
        expect(backwards.toReversed()).toEqual(forwards.slice(0, -1));
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
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 1280, height: 800 },
  ]) {
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
