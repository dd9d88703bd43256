import { type BrowserContext, expect, test } from "@playwright/test";
import { ROUTES } from "#e2e/hosting/site-paths.ts";

const STUB_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The launcher and thumbnail hosts are unreachable here: stand-ins answer, and the policy still applies to their
 * addresses. A pattern, not a function, so that the site's own requests are never sent through the test runner.
 */
async function stubOtherHosts(context: BrowserContext, siteHost: string) {
  await context.route(new RegExp(`^https?://(?!${siteHost.replaceAll(".", "\\.")}/)`), (route) =>
    route.request().resourceType() === "image"
      ? route.fulfill({ contentType: "image/png", body: STUB_PNG })
      : route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stub game</title><p>Stub game</p>" }),
  );
}

/** Collects the policy violations Chromium reports in the console of every page of a context. */
function violations(context: BrowserContext): string[] {
  const reports: string[] = [];
  context.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(message.text());
  });
  return reports;
}

test.describe("Content-Security-Policy in the browser", () => {
  for (const path of [...ROUTES, "/games/no-such-game"]) {
    test(`${path} runs, frames and loads what it needs without a policy violation`, async ({ browser, baseURL }) => {
      const context = await browser.newContext();
      await stubOtherHosts(context, new URL(baseURL ?? "").host);
      const reports = violations(context);
      const page = await context.newPage();

      const response = await page.goto(path);
      // Without the header this test would pass whatever the policy said.
      expect(response?.headers()["content-security-policy"]).toContain("script-src");
      // Soft, so that a blocked script or frame still ends with the list of violations below.
      const soft = expect.configure({ soft: true });
      // The menu's inline script sets aria-expanded on its button; the islands lose `ssr` once hydrated.
      await soft(page.locator("[popovertarget=mobile-menu]"), "the inline scripts ran").toHaveAttribute(
        "aria-expanded",
        "false",
      );
      const game = path.startsWith("/games/") && path !== "/games/no-such-game";
      // The game player hydrates when the visitor first reaches for it.
      if (game) await page.getByRole("button", { name: "Full screen" }).focus();
      await soft
        .poll(() => page.evaluate(() => document.querySelectorAll("astro-island[ssr]").length), "the islands hydrated")
        .toBe(0);
      if (game) {
        await soft(page.frameLocator("iframe").getByText("Stub game"), "the launcher frame loaded").toBeVisible();
      }
      await context.close();
      expect(reports).toEqual([]);
    });
  }

  test("speculation rules prefetch a page on hover, and view transitions run, without a violation", async ({
    browser,
  }) => {
    // No stand-ins: request interception turns speculative prefetching off, and these pages need none.
    const context = await browser.newContext();
    const reports = violations(context);
    const page = await context.newPage();
    await page.goto("/contact");
    // The rules were accepted: the browser exposes them as a speculation rules script it understood.
    expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
    const link = page.getByRole("banner").getByRole("link", { name: "Privacy Policy" });
    const prefetched = context.waitForEvent(
      "request",
      (request) => new URL(request.url()).pathname === "/privacy-policy",
    );
    await link.hover();
    // "moderate" eagerness: the browser asks for the page once the pointer rests on its link.
    const request = await prefetched;
    expect(await request.headerValue("sec-purpose")).toMatch(/prefetch/);
    await link.click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    // The page came from the prefetch: its navigation entry says so.
    const deliveryType = () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType: string }).deliveryType;
    expect(await page.evaluate(deliveryType)).toBe("navigational-prefetch");
    await context.close();
    expect(reports).toEqual([]);
  });
});
