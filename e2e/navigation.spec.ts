import { expect, test } from "#e2e/fixtures.ts";
import { headerLinks, NOT_FOUND, pages, unknownPaths, WIDTHS } from "#e2e/default-site.ts";

test.describe("the 404 page", () => {
  for (const path of unknownPaths) {
    test(`${path} answers 404 with the Page Not Found page`, async ({ page, gotoHydrated }) => {
      const response = await gotoHydrated(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(NOT_FOUND.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND.heading);
      await expect(page.getByRole("main")).toContainText(NOT_FOUND.text);
      // With its scripts run, it is still the one page the server sent: one main heading.
      await expect(page.locator("main h1")).toHaveCount(1);
    });
  }

  test("Return to Home goes to the home page", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/games/unknown-game");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to SpinHaven");
  });
});

test.describe("the header at desktop width", () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 800 } });

  test("holds the logo and the four links, in order, with their targets", async ({ page }) => {
    await page.goto("/contact");
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: "SpinHaven home" });
    await expect(logo).toHaveAttribute("href", "/");
    const nav = header.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(headerLinks.map((link) => link.name));
    for (const [index, link] of headerLinks.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", link.path);
    }
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("stays fixed at the top while the page scrolls", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "SpinHaven home" })).toBeInViewport();
  });

  for (const { path, name: activeName } of [
    ...headerLinks,
    { path: "/games/reactoonz", name: null },
    { path: "/nope", name: null },
  ]) {
    test(`on ${path}, ${activeName ?? "no link"} is marked active and highlighted`, async ({ page, gotoHydrated }) => {
      await gotoHydrated(path);
      const links = page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link");
      const looks: string[] = [];
      for (const link of headerLinks) {
        const element = links.filter({ hasText: link.name });
        if (link.name === activeName) await expect(element).toHaveAttribute("aria-current", "page");
        else await expect(element).not.toHaveAttribute("aria-current");
        looks.push(
          await element.evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).backgroundColor}`),
        );
      }
      // The highlight is visible: the active link looks unlike every other one.
      const activeIndex = headerLinks.findIndex((link) => link.name === activeName);
      if (activeIndex >= 0) {
        const others = looks.filter((_, index) => index !== activeIndex);
        expect(others).not.toContain(looks[activeIndex]);
        expect(new Set(others).size).toBe(1);
      } else {
        expect(new Set(looks).size).toBe(1);
      }
    });
  }

  test("each header link navigates in the page and moves the highlight", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    for (const link of [...headerLinks.slice(1), headerLinks[0]]) {
      await nav.getByRole("link", { name: link.name }).click();
      await expect(page).toHaveURL(link.path);
      const target = pages.find((candidate) => candidate.path === link.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target?.heading ?? "");
      await expect(page).toHaveTitle(target?.title ?? "");
      await expect(nav.getByRole("link", { name: link.name })).toHaveAttribute("aria-current", "page");
    }
    await gotoHydrated("/privacy-policy");
    await page.getByRole("banner").getByRole("link", { name: "SpinHaven home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("the mobile menu at 375 px", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 740 } });

  test("replaces the header links and toggles open and closed", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/privacy-policy");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = header.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const panelId = await button.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`#${panelId}`);
    await expect(panel).toBeHidden();

    await button.click();
    const close = header.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveText(headerLinks.map((link) => link.name));
    await expect(panel.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("aria-current", "page");
    // The open panel sits below the header and within the screen.
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(WIDTHS.mobile);
    await expect(panel.getByRole("link", { name: "Terms & Conditions" })).toBeInViewport();

    await close.click();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  for (const link of headerLinks) {
    test(`closes when ${link.name} is followed, even to the current page`, async ({ page, gotoHydrated }) => {
      await gotoHydrated(link.path === "/" ? "/contact" : "/");
      const header = page.getByRole("banner");
      for (let round = 0; round < 2; round++) {
        await header.getByRole("button", { name: "Open menu" }).click();
        await page.locator("#mobile-menu").getByRole("link", { name: link.name }).click();
        await expect(page).toHaveURL(link.path);
        await expect(page.locator("#mobile-menu")).toBeHidden();
        await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      }
    });
  }

  test("closes on the logo, on back and forward, and on links in the page", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/contact");
    const header = page.getByRole("banner");
    const open = header.getByRole("button", { name: "Open menu" });
    const panel = page.locator("#mobile-menu");

    await open.click();
    await header.getByRole("link", { name: "SpinHaven home" }).click();
    await expect(page).toHaveURL("/");
    await expect(panel).toBeHidden();

    await open.click();
    await page.goBack();
    await expect(page).toHaveURL("/contact");
    await expect(panel).toBeHidden();

    await open.click();
    await page.goForward();
    await expect(page).toHaveURL("/");
    await expect(panel).toBeHidden();

    await open.click();
    await expect(panel).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect(panel).toBeHidden();
  });

  test("closes on Escape and gives the focus back to its button", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Contact Us" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page).toHaveURL("/");
  });
});
