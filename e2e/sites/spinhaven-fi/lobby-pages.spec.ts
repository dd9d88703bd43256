import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// The pages of the lobby of sites/spinhaven-fi.ts, which takes every game of the catalogue: values written out by hand.
const ALL_GAMES = 751;
const PAGES = 13;
const SITE_URL = "https://fi.spinhaven.example";

const cards = (page: Page) => page.locator("[data-games-list] > li");
const cardLinks = (page: Page) => page.locator("[data-games-list] > li h3 a");

test("without JavaScript, every page of the lobby is reached by its plain links, each with its number in its title, heading, canonical and links", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/games");
  const pagination = page.getByRole("navigation", { name: "Sivut" });
  // Page 1 keeps the lobby's address, marks itself, and links to every other page by its number.
  await expect(pagination.getByRole("link")).toHaveText([
    ...Array.from({ length: PAGES }, (_, index) => `Sivu ${index + 1}`),
    "Seuraava sivu",
  ]);
  await expect(pagination.getByRole("link", { name: "Edellinen sivu" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Näytä lisää pelejä" })).toBeHidden();
  const games = new Set<string>();
  /** Page `number` as the browser shows it: its address, title, heading, canonical, alternate, mark and cards. */
  const shown = async (number: number) => {
    const address = number === 1 ? "/games" : `/games/page/${number}`;
    await expect(page).toHaveURL(address);
    const name = number === 1 ? "Kaikki pelit" : `Kaikki pelit, sivu ${number}`;
    await expect(page).toHaveTitle(`${name} – Revontuli`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${address}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/en${address}`,
    );
    await expect(pagination.getByRole("link", { name: `Sivu ${number}`, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pagination.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(number < PAGES ? 60 : ALL_GAMES - 60 * (PAGES - 1));
    for (const href of await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      games.add(href ?? "");
    if (number > 1)
      await expect(pagination.getByRole("link", { name: "Edellinen sivu" })).toHaveAttribute(
        "href",
        number === 2 ? "/games" : `/games/page/${number - 1}`,
      );
  };
  await shown(1);
  await expect(pagination.getByRole("link", { name: "Seuraava sivu" })).toHaveAttribute("rel", "next");
  await pagination.getByRole("link", { name: "Seuraava sivu" }).click();
  await shown(2);
  // The pages between, as the server sends them to the same browser: each titled with its number and linking on to
  // the next with rel="next", so that following Next from page 1 reaches the last.
  for (let number = 3; number < PAGES; number += 1) {
    const html = await (await context.request.get(`/games/page/${number}`)).text();
    expect(html).toContain(`<title>Kaikki pelit, sivu ${number} – Revontuli</title>`);
    expect(html).toContain(`<a href="/games/page/${number + 1}" rel="next"`);
    const links = [...html.matchAll(/<h3><a href="([^"]+)"/g)].map(([, href]) => href ?? "");
    expect(links).toHaveLength(60);
    for (const href of links) games.add(href);
  }
  // The last page, by its number: no Next, and Previous leads back.
  await pagination.getByRole("link", { name: `Sivu ${PAGES}`, exact: true }).click();
  await shown(PAGES);
  await expect(pagination.getByRole("link", { name: "Seuraava sivu" })).toHaveCount(0);
  // Every game's page, once.
  expect(games.size).toBe(ALL_GAMES);
  await pagination.getByRole("link", { name: "Edellinen sivu" }).click();
  await expect(page).toHaveURL(`/games/page/${PAGES - 1}`);
  await expect(pagination.getByRole("link", { name: "Edellinen sivu" })).toHaveAttribute("rel", "prev");
  await context.close();
});

test("Show more games, its code loaded by the first press, adds the next page's cards from the keyboard, takes the focus to the first, says how many, and puts the page in the address for a reload and Back", async ({
  page,
  gotoHydrated,
}) => {
  const code: string[] = [];
  page.on("request", (request) => /\/_astro\/show-more\.[\w-]+\.js$/.test(request.url()) && code.push(request.url()));
  await gotoHydrated("/en/games");
  await expect(cards(page)).toHaveCount(60);
  const more = page.getByRole("button", { name: "Show more games" });
  await expect(more).toBeVisible();
  // Shown by a few lines of script: the button's own code waits for a press.
  await page.waitForLoadState("networkidle");
  expect(code).toEqual([]);
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(120);
  expect(code).toHaveLength(1);
  const first = cardLinks(page).nth(60);
  await expect(first).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "more games" })).toHaveText("60 more games shown");
  await expect(page).toHaveURL("/en/games/page/2");
  // The links name the page just added.
  const pagination = page.getByRole("navigation", { name: "Pages" });
  await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  const name = (await first.textContent()) ?? "";

  // Into the game just added, and Back: the page with it.
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/page\//);
  await page.goBack();
  await expect(page).toHaveURL("/en/games/page/2");
  await expect(page.locator("[data-games-list]").getByRole("link", { name, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All games, page 2");
  await expect(cardLinks(page).first()).toHaveText(name);
});

test("on the last page, Show more games adds the rest and goes", async ({ page, gotoHydrated }) => {
  await gotoHydrated(`/games/page/${PAGES - 1}`);
  const more = page.getByRole("button", { name: "Näytä lisää pelejä" });
  await expect(more).toBeVisible();
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "lisää" })).toHaveText(
    `${ALL_GAMES - 60 * (PAGES - 1)} peliä lisää näkyvissä`,
  );
  await expect(page).toHaveURL(`/games/page/${PAGES}`);
  await expect(more).toBeHidden();
  await expect(cardLinks(page).nth(60)).toBeFocused();
  // The last page has nothing more to add, nor a listing of one page: no button, and no script for it.
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  for (const path of [`/games/page/${PAGES}`, "/en/games/table-games"]) {
    await gotoHydrated(path);
    // The lobby's scripts have run: the favourites' toggles show.
    await expect(page.locator("[data-games-list]").getByRole("button").first()).toBeVisible();
    await expect(page.locator("[data-show-more]")).toHaveCount(0);
  }
  expect(scripts.some((script) => script.includes("favourites"))).toBe(true);
  expect(scripts.filter((script) => script.includes("show-more"))).toEqual([]);
});

test("the lobby lists the studios with their counts, each a listing of its own in pages, with its title, heading and canonical; a game's Studio fact leads there", async ({
  page,
}) => {
  await page.goto("/en/games");
  const studios = page.getByRole("navigation", { name: "Studios" });
  await expect(studios.getByRole("heading", { name: "Studios" })).toBeVisible();
  await expect(studios.getByRole("link")).toHaveText(["BGaming (82)", "Play'n GO (381)", "Pragmatic Play (288)"]);
  await studios.getByRole("link", { name: "Pragmatic Play (288)" }).click();
  await expect(page).toHaveURL("/en/games/studios/pragmatic-play");
  await expect(page).toHaveTitle("Pragmatic Play games – Revontuli");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pragmatic Play games");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/en/games/studios/pragmatic-play`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/games/studios/pragmatic-play`,
  );
  await expect(studios.getByRole("link", { name: "Pragmatic Play (288)" })).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: /^Page \d+$/ })).toHaveCount(
    5,
  );
  await page.goto("/en/games/studios/pragmatic-play/page/5");
  await expect(page).toHaveTitle("Pragmatic Play games, page 5 – Revontuli");
  await expect(cards(page)).toHaveCount(288 - 4 * 60);

  await page.goto("/games/studios/bgaming");
  await expect(page).toHaveTitle("BGaming-pelit – Revontuli");
  await expect(
    page.getByRole("navigation", { name: "Pelistudiot" }).getByRole("link", { name: "Play'n GO (381)" }),
  ).toHaveAttribute("href", "/games/studios/playngo");
  await page.goto("/games/studios/playngo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Play'n GO -pelit");

  await page.goto("/en/games/gates-of-olympus");
  const facts = page.getByRole("region", { name: "Game facts" });
  await facts.getByRole("link", { name: "Pragmatic Play" }).click();
  await expect(page).toHaveURL("/en/games/studios/pragmatic-play");
});

for (const path of ["/games/page/2", "/en/games/studios/bgaming"]) {
  test(`axe finds nothing on ${path}, more games shown`, async ({ page, gotoHydrated, axe }) => {
    await gotoHydrated(path);
    await page.getByRole("button", { name: /Show more games|Näytä lisää pelejä/ }).click();
    await expect(cards(page)).toHaveCount(path.includes("bgaming") ? 82 : 120);
    // A large page's check enters no frame: the page holds none.
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await axe({ large: true })).toEqual([]);
  });
}
