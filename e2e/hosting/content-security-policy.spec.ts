import { type BrowserContext, expect, test } from "@playwright/test";
import { ROUTES } from "./site-paths.ts";

const STUB_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The launcher and thumbnail hosts are unreachable here: stand-ins answer, and the policy still applies to their addresses. */
async function stubOtherHosts(context: BrowserContext, siteHost: string) {
  await context.route(
    (url) => url.host !== siteHost,
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ contentType: "image/png", body: STUB_PNG })
        : route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stub game</title><p>Stub game</p>" }),
  );
}

test.describe("Content-Security-Policy in the browser", () => {
  for (const path of [...ROUTES, "/games/no-such-game"]) {
    test(`${path} runs, frames and loads what it needs without a policy violation`, async ({ browser, baseURL }) => {
      const context = await browser.newContext();
      await stubOtherHosts(context, new URL(baseURL ?? "").host);
      const reports: string[] = [];
      context.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) reports.push(message.text());
      });
      const page = await context.newPage();

      const response = await page.goto(path);
      // Without the header this test would pass whatever the policy said.
      expect(response?.headers()["content-security-policy"]).toContain("script-src");
      // Soft, so that a blocked script or frame still ends with the list of violations below.
      const soft = expect.configure({ soft: true });
      await soft.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window), "the inline module script ran").toBe(true);
      if (path.startsWith("/games/") && path !== "/games/no-such-game") {
        await soft(page.frameLocator("iframe").getByText("Stub game"), "the launcher frame loaded").toBeVisible();
      }
      await context.close();
      expect(reports).toEqual([]);
    });
  }
});
