import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// What the share sheet must be given for /games/moon-princess, written out by hand.
const SHARED = { title: "Moon Princess – SpinHaven", url: "https://spinhaven.example/games/moon-princess" };

/** Stands in for the browser's share sheet: records what it is given, then resolves, or rejects as a visitor's cancel does. */
function stubShare(page: Page, outcome: "shared" | "cancelled") {
  return page.addInitScript((outcome) => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return outcome === "shared"
          ? Promise.resolve()
          : Promise.reject(new DOMException("Share canceled", "AbortError"));
      },
    });
  }, outcome);
}

const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls);

/** A browser without the Web Share API, as most desktop browsers are. */
function withoutShare(page: Page) {
  return page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
}

test("Share hands the game's name and canonical address to the browser's share sheet", async ({ page }) => {
  await stubShare(page, "shared");
  await page.goto("/games/moon-princess");
  await page.getByRole("button", { name: "Share" }).click();
  await expect.poll(() => shareCalls(page)).toEqual([SHARED]);
  // The same address the page gives search engines.
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", SHARED.url);
  // The share sheet was the answer: nothing is copied or announced.
  await expect(page.getByRole("status").filter({ hasText: /./ })).toHaveCount(0);
});

test("closing the share sheet without sharing is no error, and Share still works", async ({ page }) => {
  await stubShare(page, "cancelled");
  await page.goto("/games/moon-princess");
  const share = page.getByRole("button", { name: "Share" });
  await share.click();
  await expect.poll(() => shareCalls(page)).toHaveLength(1);
  await share.click();
  await expect.poll(() => shareCalls(page)).toEqual([SHARED, SHARED]);
  await expect(page.getByText("Link copied")).toHaveCount(0);
  // The fixture fails the test on any console error or uncaught rejection.
});

test("without the Web Share API, the address is copied and `Link copied` is announced for a few seconds", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await withoutShare(page);
  await page.clock.install();
  await page.goto("/games/moon-princess");
  // Time stands still but for runFor: a busy machine's own seconds must not count towards the few seconds checked.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole("button", { name: "Share" }).click();
  const status = page.getByRole("status").filter({ hasText: "Link copied" });
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SHARED.url);
  await page.clock.runFor(3_000);
  await expect(status).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(status).toHaveCount(0);
});

test("with neither the Web Share API nor the clipboard, the address is shown to copy by hand", async ({ page }) => {
  await withoutShare(page);
  await page.addInitScript(() => {
    Object.defineProperty(Clipboard.prototype, "writeText", {
      value: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
    });
  });
  await page.goto("/games/moon-princess");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Copy this link: ${SHARED.url}` })).toBeVisible();
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no Share button that would do nothing", async ({ page }) => {
    await page.goto("/games/moon-princess");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
    // Nor can the keyboard reach it: Tab goes from the link beside it on to the player.
    await page.getByRole("link", { name: "Back to Home" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("share-button"))).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.closest("main article") !== null)).toBe(true);
  });
});
