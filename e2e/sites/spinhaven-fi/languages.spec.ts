import { expect, test } from "#e2e/fixtures.ts";
import { LAUNCHER_PROBE } from "#e2e/default-site.ts";

// What sites/spinhaven-fi.ts asks for, written out by hand: Finnish at the root, English under /en/.
const SITE = "https://fi.spinhaven.example";
const PAGES = [
  { fi: "/", en: "/en", fiHeading: "Pelejä revontulten alla", enHeading: "Games under the northern lights" },
  { fi: "/contact", en: "/en/contact", fiHeading: "Yhteystiedot", enHeading: "Contact Us" },
  { fi: "/games/moon-princess", en: "/en/games/moon-princess", fiHeading: "Moon Princess", enHeading: "Moon Princess" },
  { fi: "/privacy-policy", en: "/en/privacy-policy", fiHeading: "Tietosuojaseloste", enHeading: "Privacy Policy" },
  {
    fi: "/terms-and-conditions",
    en: "/en/terms-and-conditions",
    fiHeading: "Käyttöehdot",
    enHeading: "Terms & Conditions",
  },
  {
    fi: "/responsible-gaming",
    en: "/en/responsible-gaming",
    fiHeading: "Vastuullinen pelaaminen",
    enHeading: "Responsible Gaming",
  },
];

for (const { fi, en, fiHeading, enHeading } of PAGES) {
  test(`${fi} is in Finnish and ${en} in English, each naming both as its alternates`, async ({ page }) => {
    for (const [path, lang, heading] of [
      [fi, "fi", fiHeading],
      [en, "en", enHeading],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${path}`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(alternates, path).toEqual([
        ["fi", `${SITE}${fi}`],
        ["en", `${SITE}${en}`],
        ["x-default", `${SITE}${fi}`],
      ]);
    }
  });
}

test("no page of either language scrolls sideways on a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [...PAGES.flatMap((paths) => [paths.fi, paths.en]), "/ei-tallaista-sivua", "/en/no-such-page"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test("the header's language link leads to the same page in the other language, a plain link named in its own language", async ({
  page,
}) => {
  await page.goto("/contact");
  const english = page.getByRole("navigation", { name: "Kieli" }).getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("hreflang", "en");
  await expect(english).toHaveAttribute("lang", "en");
  await english.click();
  await expect(page).toHaveURL("/en/contact");
  const finnish = page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Suomi" });
  await expect(finnish).toHaveAttribute("hreflang", "fi");
  await expect(finnish).toHaveAttribute("lang", "fi");
  await finnish.click();
  await expect(page).toHaveURL("/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
});

test("an unknown path gets the 404 page in the language of its folder", async ({ page }) => {
  for (const [path, lang, heading] of [
    ["/ei-tallaista-sivua", "fi", "Sivua ei löytynyt"],
    ["/en/no-such-page", "en", "Page Not Found"],
    ["/en/games/unknown-game", "en", "Page Not Found"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  // Its language link leads to the other language's home page.
  await expect(page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Suomi" })).toHaveAttribute(
    "href",
    "/",
  );
  // The English home page's other spelling redirects to it.
  const redirect = await page.request.get("/en/", { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers().location]).toEqual([301, "/en"]);
});

test("the sitemap lists every page with its address in each language", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entry = sitemap.split("<url>").find((url) => url.includes(`<loc>${SITE}/en/contact</loc>`));
  expect(entry?.match(/<xhtml:link [^>]*>/g)).toEqual([
    `<xhtml:link rel="alternate" hreflang="fi" href="${SITE}/contact"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/contact"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/contact"/>`,
  ]);
  // In each language: home, contact, the two legal pages, responsible gaming, the lobby and its three categories,
  // every game of the catalogue, and the listings' later pages and studios' pages: 12 more of all games' 13, 11 of
  // the slots' 12, and BGaming's 2, Play'n GO's 7 and Pragmatic Play's 5; then those pages in each order a listing
  // offers: all games' and the slots' in four (the week's most played, as the build's plays make five of them
  // popular: scripts/seed-plays.ts; RTP, maximum win, newest), the instant games' and each studio's in three, the
  // table games' in two (none states a day of release).
  const ordered = 4 * (13 + 12) + 3 * (1 + 2 + 7 + 5) + 2 * 1;
  expect(sitemap.match(/<loc>/g)).toHaveLength(2 * (9 + 751 + 12 + 11 + 2 + 7 + 5 + ordered));
});

test("dates are written the Finnish way on Finnish pages and the English way on English ones", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 22, 12));
  await page.goto("/privacy-policy");
  await expect(page.locator("time[data-today]")).toHaveText("22. marraskuuta 2026");
  await expect(page.getByText("Päivitetty:")).toBeVisible();
  await page.goto("/en/privacy-policy");
  await expect(page.locator("time[data-today]")).toHaveText("November 22, 2026");
});

test("a Finnish game page asks the age in Finnish and starts the launcher in Finnish", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await gotoHydrated("/games/moon-princess");
  await expect(page.locator("main h1 + p")).toHaveText("Play'n GO · Kolikkopeli · 2016");
  await expect(page.getByRole("region", { name: "Tietoa pelistä" })).toContainText("prinsessaa");
  await page.getByRole("button", { name: "Pelaa", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Vahvista ikäsi" });
  await dialog.getByRole("button", { name: "Olen 18 tai vanhempi" }).click();
  await expect
    .poll(() => watch.external.filter((url) => url !== LAUNCHER_PROBE))
    .toEqual([
      "https://asccw.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=moonprincess&lang=fi_FI&practice=1&channel=desktop&demo=2",
    ]);
  await expect(page.getByRole("button", { name: "Koko näyttö" })).toBeVisible();
});

test("the Finnish pages speak Finnish: menus, banner, cards, the contact form and its answer", async ({
  page,
  gotoHydrated,
  axe,
}) => {
  await gotoHydrated("/contact");
  await expect(page.getByRole("navigation", { name: "Päävalikko" }).first()).toBeAttached();
  await expect(page.getByRole("complementary", { name: "Tärkeää tietoa" })).toContainText(
    "Virtuaalisilla palkinnoilla ei ole rahallista arvoa.",
  );
  await expect(page.getByRole("contentinfo")).toContainText("Ylläpitäjä: Revontuli Interactive Oy.");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Evästeasetukset" })).toHaveAttribute(
    "href",
    "/privacy-policy#evästeet",
  );
  await expect(page.getByRole("definition").last()).toContainText("Suomi");
  await page.getByRole("textbox", { name: "Nimi" }).fill("Aino");
  await page.getByRole("textbox", { name: "Sähköposti" }).fill("aino@example.com");
  await page.getByRole("textbox", { name: "Viesti" }).fill("Hei!");
  await page.getByRole("button", { name: "Lähetä viesti" }).click();
  await expect(page.getByRole("status")).toHaveText("Kiitos viestistäsi! Palaamme asiaan pian.");

  await page.goto("/");
  await expect(page).toHaveTitle("Revontuli – sosiaalisia pelejä huvin vuoksi");
  await expect(page.getByText("Kokeile 751 demopeliä suoraan selaimessasi.")).toBeVisible();
  await expect(page.getByTestId("games-grid").getByRole("link", { name: "Moon Princess" })).toHaveAttribute(
    "href",
    "/games/moon-princess",
  );
  expect(await axe()).toEqual([]);
});

test("the privacy policy's cookie table reads on a 320 px screen in both languages, with no axe violations", async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, cookies] of [
    ["/privacy-policy", "Evästeet"],
    ["/en/privacy-policy", "Cookies"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 3, name: cookies })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("_ga_SPNHVN0001");
    // Wider than a phone, it scrolls in a box of its own that the keyboard can reach.
    await expect(page.getByRole("region", { name: cookies })).toHaveAttribute("tabindex", "0");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    expect(await axe(), path).toEqual([]);
  }
});
