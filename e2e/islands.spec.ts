import { type Page, expect as baseExpect, test as baseTest } from "@playwright/test";
import { expect, OTHER_HOSTS, test } from "#e2e/fixtures.ts";
import { headerLinks, pages, WIDTHS } from "#e2e/default-site.ts";

/** Pages that are only content: they must load no script file, before or after the menu is used. */
const STATIC = ["/", "/privacy-policy", "/terms-and-conditions", "/no-such-page"];
/** Pages with an island, and the module of the island each hydrates (its script file is named after it). */
const ISLANDS: Record<string, string> = { "/contact": "contact-form", "/games/moon-princess": "game-player" };

/** Every script file the page fetches from now on, by path. */
function scriptFiles(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.frame() === page.mainFrame())
      files.push(new URL(request.url()).pathname);
  });
  return files;
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test.describe(`script files at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of STATIC) {
      test(`${path} loads none, even once the menu is used`, async ({ page }) => {
        const files = scriptFiles(page);
        await page.goto(path, { waitUntil: "networkidle" });
        const button = page.getByRole("button", { name: "Open menu" });
        if (await button.isVisible()) {
          await button.click();
          await expect(page.locator("#mobile-menu")).toBeVisible();
          await page.keyboard.press("Escape");
        }
        await page.waitForLoadState("networkidle");
        expect(files).toEqual([]);
      });
    }

    for (const [path, island] of Object.entries(ISLANDS)) {
      test(`${path} loads its own island and React, from the hashed assets`, async ({ page, gotoHydrated }) => {
        const files = scriptFiles(page);
        // The islands start after the first paint, once the browser is idle, or (the player) on the visitor's
        // first interaction, which gotoHydrated gives: wait for them, not for a quiet network.
        await gotoHydrated(path);
        expect(
          files.every((file) => file.startsWith("/_astro/")),
          files.join(", "),
        ).toBe(true);
        expect(
          files.some((file) => file.includes(island)),
          files.join(", "),
        ).toBe(true);
        const otherIslands = Object.values(ISLANDS).filter((other) => other !== island);
        expect(files.filter((file) => otherIslands.some((other) => file.includes(other)))).toEqual([]);
      });
    }
  });
}

test("the game page loads none of its player's scripts, nor React, until the visitor reaches for the player", async ({
  page,
}) => {
  const files = scriptFiles(page);
  // The network quiet for half a second (the launcher's probe answered): past the paint, after which an island
  // started by itself. (Waiting for the page's idle callback too left the headless shell's page unanswering now and
  // then, under load.)
  await page.goto("/games/moon-princess", { waitUntil: "networkidle" });
  const player = (list: string[]) => list.filter((file) => /\/(game-player|client|react)\./.test(file));
  expect(player(files), files.join(", ")).toEqual([]);
  await page.getByRole("button", { name: "Full screen" }).focus();
  await expect.poll(() => player(files).length).toBeGreaterThanOrEqual(3);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
});

test.describe("the mobile menu before any script (JavaScript turned off)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: WIDTHS.mobile, height: 740 } });

  test("opens and closes by touch, and its links lead to their pages", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/privacy-policy");
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveText(headerLinks.map((link) => link.name));
    await expect(panel.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("aria-current", "page");
    // The button tells its state by its name, in CSS alone.
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(panel).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).tap();
    // A tap outside the menu, on the dimmed page below it, closes it too.
    const box = await panel.boundingBox();
    await page.touchscreen.tap(40, (box?.y ?? 0) + (box?.height ?? 0) + 60);
    await expect(panel).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).tap();
    await panel.getByRole("link", { name: "Contact Us" }).tap();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await context.close();
  });

  test("works with the keyboard alone: Enter and Space open it, Tab enters it, Escape closes it", async ({ page }) => {
    await page.goto("/");
    for (let step = 0; step < 3; step++) await page.keyboard.press("Tab");
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Contact Us" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

baseTest.describe("an island that throws", () => {
  baseTest(
    "shows the fallback screen with the error's message in its place; the rest of the page works",
    async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.route(OTHER_HOSTS, (route) => route.fulfill({ contentType: "text/html", body: "<p>Stub game</p>" }));
      // The player listens to its frame's load event as soon as it hydrates; make that throw.
      await page.addInitScript(() => {
        HTMLIFrameElement.prototype.addEventListener = () => {
          throw new Error("Frame events are not available");
        };
      });
      await page.goto("/games/reactoonz");
      // The player hydrates when the visitor first reaches for it.
      await page.getByRole("button", { name: "Full screen" }).focus();
      const fallback = page.getByRole("alert");
      await baseExpect(fallback.getByRole("heading", { level: 2 })).toHaveText("Unexpected Application Error!");
      await baseExpect(fallback).toContainText("Frame events are not available");
      await baseExpect(page.getByRole("button", { name: "Full screen" })).toHaveCount(0);
      // Only the island is replaced: the page's own content, header and footer stay.
      await baseExpect(page.getByRole("heading", { level: 1 })).toHaveText("Reactoonz");
      await baseExpect(page.getByRole("region", { name: "About This Game" })).toBeVisible();
      await baseExpect(page.getByRole("contentinfo")).toBeVisible();
      // The developer finds the error in the console.
      baseExpect(errors.join("\n")).toContain("Frame events are not available");
    },
  );
});

test("every page's prerendered HTML names each island it hydrates, and no other", async ({ request }) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((match) => match[1] ?? "");
    const expected = Object.entries(ISLANDS).find(
      ([islandPath]) => path === islandPath || (islandPath.startsWith("/games/") && path.startsWith("/games/")),
    );
    expect(islands.length, path).toBe(expected ? 1 : 0);
    if (expected) expect(islands[0], path).toContain(expected[1]);
  }
});
