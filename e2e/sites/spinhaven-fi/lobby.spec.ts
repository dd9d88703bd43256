import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// The lobby of sites/spinhaven-fi.ts, which takes every game of the catalogue: values written out by hand.
const ALL_GAMES = 751;
const PAGE_SIZE = 60;
const TABLE_GAMES_A_TO_Z = [
  "3-Hand Casino Hold'em",
  "American Blackjack",
  "American Roulette",
  "Baccarat",
  "BlackJack MH",
  "Caribbean Poker",
  "Casino Hold'em",
  "Casino Hold'em",
  "Casino Stud Poker",
  "Craps",
  "Double Exposure",
  "Double Exposure BlackJack",
  "Dragon Bonus Baccarat",
  "European BlackJack MH",
  "European Roulette",
  "European Roulette Pro",
  "French Roulette",
  "Hi-Lo Switch",
  "Jacks or Better",
  "Mini Baccarat",
  "Money Wheel",
  "Multihand Blackjack",
  "Multihand Blackjack",
  "Multihand Blackjack Pro",
  "Oasis Poker",
  "Pontoon",
  "Roulette Crystal",
  "Sic Bo",
  "Sic Bo Macau",
  "Single Deck BlackJack",
  "Super Wheel",
  "Texas Hold'em",
  "Trey Poker",
  "Wild Texas",
];
const SITE_URL = "https://fi.spinhaven.example";

const cardNames = (page: Page) => page.locator("[data-games-list] > li h3").allTextContents();

test("the lobby lists every game A to Z in the page's language, 60 a page, with its title, description, canonical, alternates and ItemList", async ({
  page,
}) => {
  await page.goto("/games");
  await expect(page).toHaveTitle("Kaikki pelit – Revontuli");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kaikki pelit");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /751 ilmaista demopeliä/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/games`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${SITE_URL}/en/games`);
  const finnish = await cardNames(page);
  expect(finnish).toHaveLength(PAGE_SIZE);
  expect(finnish.slice(0, 3)).toEqual(["*NSYNC Pop", "3 Clown Monty", "3 Clown Monty II"]);
  // The structured data counts the whole listing, and lists the page's own games.
  const itemList = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(itemList.mainEntity).toMatchObject({ "@type": "ItemList", numberOfItems: ALL_GAMES });
  expect(itemList.mainEntity.itemListElement).toHaveLength(PAGE_SIZE);
  expect(itemList.mainEntity.itemListElement[0]).toEqual({
    "@type": "ListItem",
    position: 1,
    name: "*NSYNC Pop",
    url: `${SITE_URL}/games/nsync-pop`,
  });

  // Finnish puts Ö after Y and Z; English reads it as an O.
  await page.goto("/games/page/9");
  const ninth = await cardNames(page);
  expect(ninth.indexOf("Mötley Crüe")).toBe(ninth.indexOf("MYTH") + 1);
  const ninthList = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ninthList.mainEntity.itemListElement[0]).toMatchObject({ position: 8 * PAGE_SIZE + 1, name: ninth[0] });

  await page.goto("/en/games");
  await expect(page).toHaveTitle("All games – Revontuli");
  await page.goto("/en/games/page/8");
  const english = await cardNames(page);
  expect(english.indexOf("Mötley Crüe")).toBe(english.indexOf("Mount M") - 1);
});

test("categories are plain links with their counts, each a page of its own that works without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/games");
  const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
  await expect(categories).toHaveText(["All games (751)", "Slots (691)", "Table games (34)", "Instant games (26)"]);
  await expect(categories.first()).toHaveAttribute("aria-current", "page");
  // Without a script, nothing that needs one is shown.
  await expect(page.getByRole("combobox", { name: "Search games" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Favourite/ }).first()).toBeHidden();
  await categories.filter({ hasText: "Table games" }).click();
  await expect(page).toHaveURL("/en/games/table-games");
  await expect(page).toHaveTitle("Table games – Revontuli");
  await expect(page.getByRole("link", { name: "Table games (34)" })).toHaveAttribute("aria-current", "page");
  expect(await cardNames(page)).toEqual(TABLE_GAMES_A_TO_Z);
  await context.close();
});

test("on a 375 px phone the cards stand two to a row, each named by a heading, with its own art beside it; nothing scrolls sideways at 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/games/page/10");
  const cards = page.locator("[data-games-list] > li");
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
  expect(first?.y).toBe(second?.y);
  expect(third?.y).toBeGreaterThan(first?.y ?? 0);
  expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);
  const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: "Reactoonz", exact: true }) });
  // Its art beside its name says nothing more: a screen reader hears the name once, from the heading.
  await expect(card.locator("img")).toHaveAttribute("src", "/thumbnails/reactoonz.svg");
  await expect(card.locator("img")).toHaveAttribute("alt", "");
  await expect(card.getByRole("link", { name: "Reactoonz" })).toHaveAttribute("href", "/games/reactoonz");
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("the pictures far below the first screen are requested only as they near it", async ({ page }) => {
  const pictures: string[] = [];
  page.on(
    "request",
    (request) => request.url().includes("/thumbnails/") && pictures.push(new URL(request.url()).pathname),
  );
  await page.goto("/games");
  await page.waitForLoadState("load");
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.length).toBeLessThan(PAGE_SIZE);
  // The page's last card.
  expect(pictures).not.toContain("/thumbnails/bell-of-fortune.svg");
  await page.getByRole("heading", { name: "Bell of Fortune" }).scrollIntoViewIfNeeded();
  await expect.poll(() => pictures).toContain("/thumbnails/bell-of-fortune.svg");
});

test.describe("a new visitor", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the lobby's script and the consent banner's are requested only once the page has painted, and the toggles' heart once they show", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/games");
    // All at work: the banner asks, the search field shows, and so do the favourite toggles.
    await expect(page.locator("#consent-banner")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Hae pelejä" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Suosikki / }).first()).toBeVisible();
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map(({ name, startTime }) => ({ name: new URL(name).pathname, startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(scripts.filter(({ startTime }) => startTime <= (paint ?? Infinity))).toEqual([]);
    // The heart comes with the toggles' style, which the favourites script sets: after that script. (Chromium
    // leaves a CSS image out of the resource timings now and then, so the order of requests tells.)
    const heart = () => requests.findIndex((path) => path.includes("favourite-heart"));
    await expect.poll(heart).toBeGreaterThan(0);
    const favouritesScript = requests.findIndex((path) => /\/favourites\.[\w-]+\.js$/.test(path));
    expect(favouritesScript).toBeGreaterThan(0);
    expect(heart()).toBeGreaterThan(favouritesScript);
  });
});

test("search loads on first focus, finds by a word's start whatever the case and accents, forgives a letter, and works from the keyboard", async ({
  page,
  gotoHydrated,
}) => {
  const indexRequests: string[] = [];
  page.on("request", (request) => request.url().includes("search-index") && indexRequests.push(request.url()));
  await gotoHydrated("/games");
  const field = page.getByRole("combobox", { name: "Hae pelejä" });
  await expect(field).toBeVisible();
  expect(indexRequests).toEqual([]);
  await field.focus();
  await field.pressSequentially("olymp");
  const options = page.getByRole("listbox", { name: "Hae pelejä" }).getByRole("option");
  await expect(options).toHaveText([
    "Gates of Olympus",
    "Rise of Olympus",
    "Rise of Olympus 100",
    "Rise of Olympus Origins",
  ]);
  await expect(page.getByRole("status").filter({ hasText: "peliä" })).toHaveText("4 peliä löytyi");
  expect(indexRequests).toHaveLength(1);
  await expect(field).toHaveAttribute("aria-expanded", "true");

  await field.fill("MOTLEY");
  await expect(options.first()).toHaveText("Mötley Crüe");
  await field.fill("reactonz");
  await expect(options.first()).toHaveText("Reactoonz");
  await field.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
  await field.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.press("ArrowDown");
  await field.press("Enter");
  await expect(page).toHaveURL("/games/reactoonz");
});

test("favourites: nothing is stored before a press; every page of the lobby shows them first under Suosikkisi, and the game page's toggle agrees", async ({
  page,
  gotoHydrated,
}) => {
  const hearts: number[] = [];
  page.on("response", (response) => response.url().includes("favourite-heart") && hearts.push(response.status()));
  await gotoHydrated("/games/page/2");
  const stored = () => page.evaluate(() => ({ ...localStorage }));
  expect(await stored()).toEqual({});
  await expect(page.getByRole("heading", { name: "Suosikkisi" })).toBeHidden();
  const toggle = page.locator("[data-games-list]").getByRole("button", { name: "Suosikki Book of Dead" });
  // Its heart is one picture for every toggle: the outline half, and the filled half once pressed.
  const heart = () => toggle.evaluate((element) => getComputedStyle(element, "::before").maskPosition);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => hearts).toEqual([200]);
  expect(await heart()).toMatch(/^0(px|%) 50%$/);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await heart()).toBe("100% 50%");
  expect(await stored()).toEqual({ "favourite-games": JSON.stringify(["book-of-dead"]) });
  const favourites = page.getByRole("region", { name: "Suosikkisi" });
  await expect(favourites.getByRole("heading", { level: 3 })).toHaveText(["Book of Dead"]);

  // Page 1, without the game among its cards.
  await gotoHydrated("/games");
  await expect(page.locator("[data-games-list]").getByRole("heading", { name: "Book of Dead" })).toHaveCount(0);
  await expect(favourites.getByRole("heading", { level: 3 })).toHaveText(["Book of Dead"]);
  await expect(favourites.getByRole("button", { name: "Suosikki Book of Dead" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The favourites come before the list of every game.
  const [favouritesBox, listBox] = await Promise.all([
    favourites.boundingBox(),
    page.locator("[data-games-list]").boundingBox(),
  ]);
  expect(favouritesBox?.y).toBeLessThan(listBox?.y ?? 0);

  await gotoHydrated("/games/book-of-dead");
  const gameToggle = page.getByRole("button", { name: "Suosikki Book of Dead" }).first();
  await expect(gameToggle).toHaveAttribute("aria-pressed", "true");
  await gameToggle.click();
  await expect(gameToggle).toHaveAttribute("aria-pressed", "false");
  await gotoHydrated("/games");
  await expect(page.getByRole("heading", { name: "Suosikkisi" })).toBeHidden();
});

test("a returning visitor's favourites are there from the first paint: nothing on the lobby moves when they appear", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("favourite-games"))
      localStorage.setItem("favourite-games", JSON.stringify(["fire-joker", "book-of-dead"]));
  });
  await page.setViewportSize({ width: 375, height: 800 });
  // The site's typefaces are held back until the shifts are read, so the page is drawn in its fallback faces
  // throughout: a face swapping in moves text, which site.spec.ts measures apart.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/fonts/**", async (route) => {
    await held;
    await route.continue();
  });
  // Neither game is on the page: their cards come from the site's cards, held back until the page has been read, so
  // that the page would be drawn without them if nothing waited for them.
  let releaseCards = () => {};
  const cardsHeld = new Promise<void>((resolve) => (releaseCards = resolve));
  const shards: string[] = [];
  await page.route("**/games/cards/*.js", async (route) => {
    shards.push(new URL(route.request().url()).pathname);
    await cardsHeld;
    await route.continue();
  });
  const read = page.waitForEvent("domcontentloaded");
  const loaded = page.goto("/games", { waitUntil: "domcontentloaded" });
  await read;
  releaseCards();
  await loaded;
  const favourites = page.getByRole("region", { name: "Suosikkisi" });
  await expect(page.locator("[data-games-list]").getByRole("heading", { name: "Fire Joker" })).toHaveCount(0);
  await expect(favourites.getByRole("heading", { level: 3 })).toHaveText(["Book of Dead", "Fire Joker"]);
  // Ready: the favourites script has set the toggles.
  await expect(favourites.getByRole("button", { name: "Suosikki Fire Joker" })).toHaveAttribute("aria-pressed", "true");
  // Every layout shift since the page began (buffered); a page with none reports none, so the wait ends after a second.
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((done) => {
        new PerformanceObserver((list) =>
          done(list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value)),
        ).observe({
          type: "layout-shift",
          buffered: true,
        });
        setTimeout(() => done([]), 1_000);
      }),
  );
  release();
  expect(shifts).toEqual([]);
  // Only the cards of the favourites' shards came: the games starting with bo, and with fi.
  expect(shards.sort()).toEqual(["/games/cards/bo.js", "/games/cards/fi.js"]);
});

test("a game page ends with More games like this: its namesakes first, then its series and motif, six in a grid that ends full", async ({
  page,
}) => {
  await page.goto("/en/games/moon-princess");
  const more = page.getByRole("region", { name: "More games like this" });
  const names = more.getByRole("heading", { level: 3 });
  await expect(names).toHaveCount(6);
  expect((await names.allTextContents()).slice(0, 4).sort()).toEqual([
    "Moon Princess 100",
    "Moon Princess Power of Love",
    "Moon Princess Trinity",
    "Moon Princess: Christmas Kingdom",
  ]);
  await page.goto("/en/games/gates-of-olympus");
  await expect(names).toHaveCount(6);
  const suggested = await names.allTextContents();
  for (const namesake of ["Gates of Troy", "Gates of Valhalla", "Rise of Olympus"])
    expect(suggested).toContain(namesake);
  // The grid's last line is full: its last card ends at the grid's right edge, at a phone's, a tablet's and a desktop's width.
  for (const width of [375, 700, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const rights = await more
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().right)));
    expect(rights.at(-1), `${width} px`).toBe(Math.max(...rights));
  }
});

test("the header leads to the lobby, and the home page shows the featured games, then All games with their number", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Päävalikko" }).getByRole("link", { name: "Pelit" }),
  ).toHaveAttribute("href", "/games");
  await expect(page.getByTestId("games-grid").getByRole("listitem")).toHaveCount(5);
  await page.getByRole("link", { name: "Kaikki pelit (751)" }).click();
  await expect(page).toHaveURL("/games");
  await expect(
    page.getByRole("navigation", { name: "Päävalikko" }).getByRole("link", { name: "Pelit" }),
  ).toHaveAttribute("aria-current", "page");
});

test("the sitemap lists the lobby, its categories and every game page, in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/games",
    "/games/slots",
    "/en/games",
    "/en/games/instant-games",
    "/games/page/13",
    "/en/games/studios/pragmatic-play/page/2",
    "/games/zz-top-roadside-riches",
    "/en/games/motley-crue",
  ]) {
    expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  }
  expect(sitemap.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(2 * (ALL_GAMES + 4));
});

for (const [path, width] of [
  ["/games", 375],
  ["/en/games/instant-games", 1280],
] as const) {
  test(`axe finds nothing on ${path} at ${width} px, the search open`, async ({ page, gotoHydrated, axe }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(path);
    await page.getByRole("combobox").pressSequentially("bingo");
    await expect(page.getByRole("option").first()).toBeVisible();
    // A large page's check enters no frame: the page holds none.
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await axe({ large: true })).toEqual([]);
  });
}
