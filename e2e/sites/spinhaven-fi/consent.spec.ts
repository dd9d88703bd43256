import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// A new visitor: nothing chosen yet, so the banner shows.
test.use({ storageState: { cookies: [], origins: [] } });

const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|google)\.com\//;
const TAG = "https://www.googletagmanager.com/gtag/js?id=G-SPNHVN0001";
const googleRequests = (external: string[]) => external.filter((url) => GOOGLE.test(url));
const banner = (page: Page) => page.locator("#consent-banner");
const focusInBanner = (page: Page) => page.evaluate(() => document.activeElement?.closest("#consent-banner") !== null);
/** The banner's library (its code and its styles), which only a visitor who has not chosen, or opens the settings, loads. */
const LIBRARY = /\/_astro\/consent\.[\w-]+\.(js|css)$/;
const consentCookie = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: unknown[][] }).dataLayer.map((entry) => [...entry]));

test("a new visitor is asked first: nothing is requested from Google and no cookie is set before they choose", async ({
  page,
  context,
  watch,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("Haluaisimme laskea käyntejä Google Analyticsilla");
  await page.goto("/contact");
  await expect(banner(page)).toBeVisible();
  // Nothing more on its way: the page asked for all it would.
  await page.waitForLoadState("networkidle");
  expect(googleRequests(watch.external)).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(["", 0, 0]);
});

test("the banner is in the page, open from its first paint in the site's colours: none of it is painted later, and it has no stylesheet of its own", async ({
  page,
}) => {
  const html = await (await page.request.get("/contact")).text();
  expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([expect.stringMatching(/site-layout\.[\w-]+\.css/)]);
  expect(html).toContain('<dialog id="consent-banner"');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/contact");
  await expect(banner(page)).toBeVisible();
  // Once the library has come and nothing more is on its way: every paint of the banner came with the page's first,
  // and on a short page on a phone, its text is the largest thing painted.
  await page.waitForLoadState("networkidle");
  const paints = await page.evaluate(
    () =>
      new Promise<{ first: number; banner: number[] }>((resolve) => {
        new PerformanceObserver((list) =>
          resolve({
            first: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
            banner: list
              .getEntries()
              .filter((entry) =>
                (entry as PerformanceEntry & { element?: Element }).element?.closest("#consent-banner"),
              )
              .map((entry) => entry.startTime),
          }),
        ).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(paints.banner.length).toBeGreaterThan(0);
  for (const time of paints.banner) expect(time).toBeLessThanOrEqual(paints.first);
  const look = await banner(page).evaluate((dialog) => {
    const ink = document.body.appendChild(document.createElement("div"));
    ink.style.backgroundColor = "var(--color-ink-900)";
    return {
      background: getComputedStyle(dialog).backgroundColor,
      ink: getComputedStyle(ink).backgroundColor,
      modal: dialog.matches(":modal"),
    };
  });
  expect(look.background).toBe(look.ink);
  expect(look.modal).toBe(true);
});

test("Accept all and Reject all are equal buttons side by side, neither chosen in advance", async ({ page }) => {
  await page.goto("/");
  const accept = banner(page).getByRole("button", { name: "Hyväksy kaikki" });
  const reject = banner(page).getByRole("button", { name: "Hylkää kaikki" });
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      const { width, height } = element.getBoundingClientRect();
      return {
        font: `${style.fontWeight} ${style.fontSize}`,
        colours: `${style.color} ${style.backgroundColor} ${style.borderColor}`,
        width,
        height,
      };
    });
  const [accepting, rejecting] = [await look(accept), await look(reject)];
  expect(rejecting.font).toBe(accepting.font);
  expect(rejecting.colours).toBe(accepting.colours);
  expect(Math.abs(rejecting.width - accepting.width)).toBeLessThanOrEqual(1);
  expect(rejecting.height).toBe(accepting.height);
  await expect(accept).not.toBeFocused();
  await expect(reject).not.toBeFocused();
  await expect(banner(page).getByRole("button", { name: "Katso, mitä tallennetaan" })).toBeVisible();
});

test("Accept all loads Google's tag, with analytics consent granted, on this page and the next", async ({
  page,
  context,
  watch,
  gotoHydrated,
}) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Hyväksy kaikki" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => googleRequests(watch.external)).toEqual([TAG]);
  expect(await dataLayer(page)).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
  expect(await consentCookie(context)).toEqual(["cc_cookie"]);
  // Hydrated: the form's script sends the message and announces it (sent before that, it is a plain form post).
  await gotoHydrated("/contact");
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => googleRequests(watch.external)).toEqual([TAG, TAG]);
  // A sent message is counted, never its content.
  await page.getByRole("textbox", { name: "Nimi" }).fill("Aino");
  await page.getByRole("textbox", { name: "Sähköposti" }).fill("aino@example.com");
  await page.getByRole("textbox", { name: "Viesti" }).fill("Salainen viesti");
  await page.getByRole("button", { name: "Lähetä viesti" }).click();
  await expect.poll(() => dataLayer(page)).toContainEqual(["event", "contact_sent"]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain("Salainen");
});

test("Reject all requests nothing from Google, on this page or the next, and asks no more", async ({
  page,
  context,
  watch,
}) => {
  await page.goto("/en");
  await expect(banner(page)).toContainText("We would like to count visits with Google Analytics");
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  await expect(banner(page)).toBeHidden();
  // Kept by the banner's library, which comes after the first paint: a click before it is taken once it has come.
  await expect.poll(() => consentCookie(context)).toEqual(["cc_cookie"]);
  await page.goto("/en/contact");
  await expect(banner(page)).toBeHidden();
  // Nothing more on its way: the page asked for all it would.
  await page.waitForLoadState("networkidle");
  expect(googleRequests(watch.external)).toEqual([]);
});

test("a visitor who has chosen loads none of the banner's library, until Cookie settings in the footer opens the banner again: accepting after rejecting works without a reload", async ({
  page,
  context,
  watch,
}) => {
  await page.goto("/en");
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  await expect.poll(() => consentCookie(context)).toEqual(["cc_cookie"]);
  const library: string[] = [];
  page.on("request", (request) => LIBRARY.test(new URL(request.url()).pathname) && library.push(request.url()));
  await page.goto("/contact");
  await expect(banner(page)).toBeHidden();
  // The banner's script has run: the footer's link opens the banner rather than the policy.
  await page.waitForLoadState("networkidle");
  expect(library).toEqual([]);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Evästeasetukset" }).click();
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => library.length).toBeGreaterThan(0);
  await banner(page).getByRole("button", { name: "Hyväksy kaikki" }).click();
  await expect.poll(() => googleRequests(watch.external)).toEqual([TAG]);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page).toHaveURL("/contact");
});

test("the banner shows what is stored: each cookie, what it is for and how long it is kept", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Katso, mitä tallennetaan" }).click();
  const preferences = page.locator("#cc-main .pm");
  await expect(preferences).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await preferences.getByRole("button", { name: "Analytiikka" }).click();
  await expect(preferences.getByRole("table").last()).toContainText("_ga_SPNHVN0001");
  await preferences.getByRole("button", { name: "Välttämättömät" }).click();
  await expect(preferences.getByRole("table").first()).toContainText("cc_cookie");
  // Closed without a choice, the list gives way to the banner, which asks again.
  await page.keyboard.press("Escape");
  await expect(banner(page)).toBeVisible();
});

test("the open banner has no WCAG 2.2 A/AA violations and fits a 320 px screen", async ({ page, axe }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  expect(await axe()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("from the keyboard: nothing behind the open banner takes the focus, and Enter chooses", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  expect(await focusInBanner(page), "the banner took the focus").toBe(true);
  // Past its last control, the focus leaves the page for the browser's own controls (the body, here), then comes back.
  const focusBehind = () =>
    page.evaluate(
      () => document.activeElement !== document.body && document.activeElement?.closest("#consent-banner") === null,
    );
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press("Tab");
    expect(await focusBehind()).toBe(false);
  }
  expect(await focusInBanner(page)).toBe(true);
  await banner(page).getByRole("button", { name: "Hylkää kaikki" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no analytics can load, so no banner shows, and Cookie settings leads to the policy's part on cookies", async ({
    page,
  }) => {
    await page.goto("/en/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect(page).toHaveURL("/en/privacy-policy#cookies");
  });
});
