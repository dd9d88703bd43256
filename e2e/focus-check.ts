import { expect, type Page } from "@playwright/test";

/** The narrowest width a page must work at (WCAG's reflow width, on a small phone), and a laptop's screen. */
export const FOCUS_VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
] as const;

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

/** Whether the page stood still for a frame: a smooth scroll to the focus may still be on its way. */
function standsStill(page: Page) {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const at = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === at)));
      }),
  );
}

/**
 * Presses the key and checks, once the page has stopped scrolling, that the newly focused element is in full view.
 * The next key waits for that too: pressed while a smooth scroll is under way, it can leave its element out of view.
 */
async function stepAndCheck(page: Page, key: "Tab" | "Shift+Tab", step: string) {
  await page.keyboard.press(key);
  let element = "";
  await expect(async () => {
    expect(await standsStill(page), `${step}: the page has stopped scrolling`).toBe(true);
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

/**
 * Tabs forwards through every stop of the page, then backwards to the first, checking at each step that
 * the focused element is in full view below the fixed header; returns the stops met going forwards.
 */
export async function tabBothWays(page: Page) {
  const count = await tabStops(page);
  const forwards: string[] = [];
  for (let step = 1; step <= count; step++) forwards.push(await stepAndCheck(page, "Tab", `Tab ${step}`));
  // Backwards from the end of the page: the page scrolls up, and what comes into view must clear the header.
  const backwards: string[] = [];
  for (let step = 1; step < count; step++) backwards.push(await stepAndCheck(page, "Shift+Tab", `Shift+Tab ${step}`));
  expect(forwards[0]).toBe('a "Skip to content"');
  expect(backwards.toReversed()).toEqual(forwards.slice(0, -1));
  return forwards;
}
