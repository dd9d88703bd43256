import { expect, test } from "#e2e/fixtures.ts";
import { pages, WIDTHS } from "#e2e/default-site.ts";

const BANNER = [
  "SpinHaven is a social gaming platform for fun only.",
  "Virtual rewards have no cash value.",
  "By using this site you agree to our Terms & Conditions.",
  /at least 18, or of legal age in your area/,
];

for (const { path, title, heading, status } of pages) {
  test(`${path}: status, title, main heading, banner after the content, footer, at every width, without errors`, async ({
    page,
    gotoHydrated,
  }) => {
    await page.clock.setFixedTime(new Date("2027-03-05T12:00:00"));
    const response = await gotoHydrated(path);
    expect(response?.status()).toBe(status);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("main h1")).toHaveCount(1);
    // Give the game's frame time to load, so any error it causes is seen.
    if (path.startsWith("/games/")) {
      await expect(
        page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
      ).toBeVisible();
    }

    const main = page.getByRole("main");
    const banner = page.getByRole("complementary", { name: "Disclaimer" });
    const footer = page.getByRole("contentinfo");
    // One of each, in document order: main, then the banner, then the footer.
    await expect(main).toHaveCount(1);
    await expect(banner).toHaveCount(1);
    await expect(footer).toHaveCount(1);
    const order = await page.evaluate(() => {
      const [mainEl, asideEl, footerEl] = ["main", "aside[aria-label=Disclaimer]", "footer"].map((s) =>
        document.querySelector(s),
      );
      const follows = (a?: Element | null, b?: Element | null) =>
        !!a && !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { bannerAfterMain: follows(mainEl, asideEl), footerAfterBanner: follows(asideEl, footerEl) };
    });
    expect(order).toEqual({ bannerAfterMain: true, footerAfterBanner: true });
    await expect(banner.getByRole("listitem")).toHaveText(BANNER);
    await expect(banner.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );

    await expect(footer).toContainText("Free-to-play social games, made purely for fun.");
    const navigation = footer.getByRole("navigation", { name: "Navigation" });
    await expect(navigation.getByRole("heading")).toHaveText(/Navigation/i);
    await expect(navigation.getByRole("link")).toHaveText(["Home", "Featured Games", "Contact Us"]);
    await expect(navigation.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(navigation.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("heading")).toHaveText(/Legal/i);
    await expect(legal.getByRole("link")).toHaveText(["Privacy Policy", "Terms & Conditions"]);
    await expect(legal.getByRole("link").nth(0)).toHaveAttribute("href", "/privacy-policy");
    await expect(legal.getByRole("link").nth(1)).toHaveAttribute("href", "/terms-and-conditions");
    await expect(footer.getByRole("link", { name: "support@spinhaven.example" })).toHaveAttribute(
      "href",
      "mailto:support@spinhaven.example",
    );
    await expect(footer).toContainText("© 2027 SpinHaven");

    for (const width of [WIDTHS.mobile, WIDTHS.tablet, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      // The fixed header never hides the start of the page.
      const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
      const headingTop = await main.getByRole("heading", { level: 1 }).evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop, `at ${width} px`).toBeGreaterThanOrEqual(headerBottom);
      // The banner is drawn below the content and above the footer.
      const mainBox = await main.boundingBox();
      const bannerBox = await banner.boundingBox();
      const footerBox = await footer.boundingBox();
      expect(bannerBox?.y, `at ${width} px`).toBeGreaterThanOrEqual((mainBox?.y ?? 0) + (mainBox?.height ?? 0) - 1);
      expect(footerBox?.y, `at ${width} px`).toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0) - 1);
      await expect(banner).toBeVisible();
      await expect(footer).toBeVisible();
    }
  });
}

test("the footer's Featured Games link leads to the games on the home page", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Featured Games" }).click();
  await expect(page).toHaveURL("/#featured-games");
  await expect(page.getByRole("heading", { name: "Featured Games" })).toBeInViewport();
});
