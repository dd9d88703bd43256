import { expect, test } from "@playwright/test";
import { OTHER_HOSTS } from "#e2e/fixtures.ts";

// A fresh install with every other host unreachable, as with no network: the pages that embed no
// game must not need one, nor complain about it.
for (const path of ["/", "/contact", "/privacy-policy", "/terms-and-conditions", "/no-such-page"]) {
  test(`${path} asks nothing of any other host and logs no error`, async ({ page }) => {
    const outside: string[] = [];
    await page.route(OTHER_HOSTS, (route) => {
      outside.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      // The 404 page's own status is reported by Chromium; that is the page working.
      if (message.type() === "error" && !(path === "/no-such-page" && message.text().includes("404")))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path, { waitUntil: "networkidle" });
    // Scroll through, so lazy images load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const images = await page
      .locator("img")
      .evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(images.every((width) => width > 0)).toBe(true);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
}
