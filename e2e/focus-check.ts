import { expect, type Page } from "@playwright/test";

/** The narrowest width a page must work at (WCAG's reflow width, on a small phone), and a laptop's screen. */
export const FOCUS_VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
] as const;

/** The focused element as the page draws it, measured once the page stands still. */
type Focus = {
  element: string;
  /** An outline of at least 2 px or a ring (box-shadow); inside the game's frame the launcher draws its own. */
  indicator: boolean;
  /** What is drawn at the centre of one of its boxes is the element itself, not something over it. */
  uncovered: boolean;
  isFrame: boolean;
  /** Its box grown by its focus outline, which must be seen too. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  inHeader: boolean;
  overHeader: boolean;
  headerBottom: number;
  viewport: { width: number; height: number };
};

/**
 * Runs in the page: every element Tab should stop at (visible, enabled, not taken out of the order), in
 * document order, when `listStops` is set; and the focused element, measured once the page has stood still
 * for a frame (a scroll to the focus may still be under way). Self-contained, as Playwright sends its source.
 */
async function inspectFocus(listStops: boolean) {
  const describe = (el: Element) => {
    const label = (el.id ? document.querySelector(`label[for="${el.id}"]`) : el.closest("label"))?.textContent;
    const name =
      label ?? el.getAttribute("aria-label") ?? el.getAttribute("title") ?? (el as HTMLElement).innerText ?? "";
    return `${el.tagName.toLowerCase()} "${name.replace(/\s+/g, " ").trim()}"`;
  };
  const selector =
    "a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, iframe, [tabindex]";
  const stops = listStops
    ? [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }))
        .filter((el) => el.getBoundingClientRect().width > 0 || el.matches(".sr-only"))
        .filter((el) => {
          // A group of radio buttons is one stop: its checked one, or its first while none is.
          if (!(el instanceof HTMLInputElement) || el.type !== "radio" || !el.name) return true;
          const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${el.name}"]`)];
          return el === (group.find((radio) => radio.checked) ?? group[0]);
        })
        .map(describe)
    : [];
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let at = window.scrollY; ; at = window.scrollY) {
    await nextFrame();
    if (window.scrollY === at) break;
  }
  const el = document.activeElement;
  if (!el || el === document.body) return { stops, focus: null };
  const header = document.querySelector("body > header");
  if (!header) throw new Error("no header");
  const rect = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const isFrame = el.tagName === "IFRAME";
  const ring =
    isFrame || style.outlineStyle === "none"
      ? 0
      : parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
  const uncovered = [...el.getClientRects()].some((box) => {
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return !!top && (top === el || el.contains(top));
  });
  const focus: Focus = {
    element: describe(el),
    indicator:
      isFrame || (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none",
    uncovered,
    isFrame,
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
  return { stops, focus };
}

/** Inside the game's frame, the element focused is the launcher's own: its box is placed by the frame's position. */
async function intoFrame(page: Page, focus: Focus): Promise<Focus> {
  const inner = await page
    .locator("[data-testid=game-box] iframe")
    .contentFrame()
    .locator(":root")
    .evaluate(() => {
      const rect = document.activeElement?.getBoundingClientRect();
      return {
        name: document.activeElement?.textContent ?? "",
        top: rect?.top ?? 0,
        bottom: rect?.bottom ?? 0,
        left: rect?.left ?? 0,
        right: rect?.right ?? 0,
      };
    });
  return {
    ...focus,
    element: `${focus.element} > "${inner.name}"`,
    top: focus.top + inner.top,
    bottom: focus.top + inner.bottom,
    left: focus.left + inner.left,
    right: focus.left + inner.right,
  };
}

/** The focused element's description (`a "Skip to content"`), or null when nothing has the focus. */
export async function focusedElement(page: Page) {
  return (await page.evaluate(inspectFocus, false)).focus?.element ?? null;
}

/**
 * Presses the key and checks the element it focuses: a visible focus indicator, nothing drawn over it, and
 * its box with its focus ring in full view below the fixed header. Retried until it holds: the page may
 * still be moving (the check itself waits for it to stand still).
 */
async function stepAndCheck(page: Page, key: "Tab" | "Shift+Tab", step: string) {
  await page.keyboard.press(key);
  let element = "";
  await expect(async () => {
    const { focus } = await page.evaluate(inspectFocus, false);
    expect(focus, `${step}: something has the focus`).not.toBeNull();
    if (!focus) return;
    const box = focus.isFrame ? await intoFrame(page, focus) : focus;
    element = focus.element;
    const where = `${step}: ${box.element} at ${Math.round(box.top)}–${Math.round(box.bottom)} px`;
    expect(focus.indicator, `${where}: a visible focus indicator`).toBe(true);
    expect(box.left, `${where}: inside the viewport's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${where}: inside the viewport's right edge`).toBeLessThanOrEqual(box.viewport.width);
    expect(box.bottom, `${where}: above the viewport's bottom edge`).toBeLessThanOrEqual(box.viewport.height);
    if (box.inHeader || box.overHeader) expect(box.top, `${where}: inside the viewport`).toBeGreaterThanOrEqual(0);
    else
      expect(box.top, `${where}: below the header (${box.headerBottom} px)`).toBeGreaterThanOrEqual(box.headerBottom);
    // Inside the frame, the page can only bring the frame into view; the launcher draws over its own controls.
    if (!focus.isFrame) expect(focus.uncovered, `${where}: not covered by anything`).toBe(true);
  }).toPass();
  return element;
}

/**
 * One keyboard pass of the page: Tab from the top reaches the skip link first, then every element a keyboard
 * user should reach, in document order, each with a visible focus indicator, uncovered and in full view
 * below the fixed header; then Shift+Tab walks back to the first, each step in full view as the page
 * scrolls up. Returns the stops met going forwards.
 *
 * The page is asked for reduced motion first: where each focus ends up is what is checked, not the animation
 * that brings it there, and the site honours that wish with an instant scroll to the same place, so no step
 * waits for a smooth scroll (focus-not-obscured.spec.ts checks the smooth case).
 */
export async function tabBothWays(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { stops } = await page.evaluate(inspectFocus, true);
  expect(stops[0]).toBe('a "Skip to content"');
  const forwards: string[] = [];
  for (let step = 1; step <= stops.length; step++) forwards.push(await stepAndCheck(page, "Tab", `Tab ${step}`));
  expect(forwards).toEqual(stops);
  const backwards: string[] = [];
  for (let step = 1; step < stops.length; step++)
    backwards.push(await stepAndCheck(page, "Shift+Tab", `Shift+Tab ${step}`));
  expect(backwards.toReversed()).toEqual(forwards.slice(0, -1));
  return forwards;
}
