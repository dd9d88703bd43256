import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// The lobby's filters by the facts on sites/spinhaven-fi.ts, whose catalogue gives facts to 511 of its 751 games
// (the values below counted from src/build/catalogue/catalogue.json): 30 of medium to high volatility, three of them with a
// jackpot; five of low to medium volatility, none of them on the lobby's first page of 60.
const MEDIUM_HIGH_WITH_JACKPOT = ["Caishen's Cash", "Caishen's Gold", "Monkey Warrior"];
const LOW_MEDIUM = [
  "Crazy Starter",
  "Dragon Kingdom - Eyes of Fire",
  "Lucky Sweets",
  "Mechanical Orange",
  "Monkey Madness",
];

const cards = (page: Page) => page.locator("[data-games-list] > li");
const cardNames = (page: Page) => page.locator("[data-games-list] > li h3");
const found = (page: Page) => page.locator("[data-lobby-filters] [role='status']");
const filtersOpener = (page: Page) => page.locator("[data-lobby-filters] summary");
/** The form's code (src/browser/lobby-filters.ts), which comes when the visitor first opens or uses the form. */
const FILTERS_CODE = /\/_astro\/lobby-filters\.[\w-]+\.js$/;

/** Tabs forward until the control named `name` has the focus, as a keyboard's visitor would. */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "",
    );
    if (name.test(label)) return;
  }
  throw new Error(`no control named ${name} within 40 presses of Tab`);
}

/** The filters' data and the cards, as the page asks for them. */
function watchData(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith("/filters.json") || path.includes("/cards/")) asked.push(path);
  });
  return asked;
}

test("from the keyboard alone, a volatility and a feature narrow the whole listing's cards, say how many, count the rest and go in the address", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/games");
  await expect(cards(page)).toHaveCount(60);
  // Shown once its script has taken it over: a keyboard's visitor cannot reach it before.
  await expect(filtersOpener(page)).toBeVisible();
  await filtersOpener(page).focus();
  await page.keyboard.press("Enter");
  // Each group says how many of the listing's games have its fact on record: what a filter by it leaves out.
  const volatility = page.getByRole("group", { name: "Volatiliteetti (tiedossa 470 pelistä, kaikkiaan 751)" });
  await expect(page.getByRole("group", { name: "Ominaisuudet (tiedossa 74 pelistä, kaikkiaan 751)" })).toBeVisible();
  await expect(
    page.getByRole("combobox", { name: "Palautusprosentti vähintään (tiedossa 510 pelistä, kaikkiaan 751)" }),
  ).toBeVisible();
  await expect(volatility.getByRole("checkbox")).toHaveCount(6);
  await expect(volatility.locator("label")).toHaveText([
    "Matala (23)",
    "Matalasta keskitasoiseen (5)",
    "Keskitasoinen (122)",
    "Keskitasoisesta korkeaan (30)",
    "Korkea (196)",
    "Erittäin korkea (94)",
  ]);

  await tabTo(page, /^Keskitasoisesta korkeaan/);
  await page.keyboard.press("Space");
  await expect(cards(page)).toHaveCount(30);
  await expect(found(page)).toHaveText("30 peliä löytyi");
  await expect(page).toHaveURL("/games?volatility=medium-high");
  // The listing's other pages give way while a choice shows its games.
  await expect(page.getByRole("navigation", { name: "Sivut" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Näytä lisää pelejä" })).toBeHidden();

  await tabTo(page, /^Jättipotti/);
  await page.keyboard.press("Space");
  await expect(cardNames(page)).toHaveText(MEDIUM_HIGH_WITH_JACKPOT);
  await expect(found(page)).toHaveText("3 peliä löytyi");
  await expect(page).toHaveURL("/games?volatility=medium-high&features=jackpot");
  // Each value counts what choosing it would show: volatility under a jackpot, features under medium to high volatility.
  await expect(volatility.locator("label")).toHaveText([
    "Matala (0)",
    "Matalasta keskitasoiseen (0)",
    "Keskitasoinen (4)",
    "Keskitasoisesta korkeaan (3)",
    "Korkea (8)",
    "Erittäin korkea (1)",
  ]);
  await expect(page.getByRole("checkbox", { name: "Jättipotti (3)" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Bonuksen osto (1)" })).not.toBeChecked();
  // The new cards' favourite toggles work.
  await expect(cards(page).first().getByRole("button")).toBeVisible();
});

test("a reload restores the choice from the address, Back the one before, Forward the next, and Clear filters the listing's own page", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/en/games");
  await filtersOpener(page).click();
  await page.getByRole("checkbox", { name: /^Medium to high/ }).check();
  await expect(page).toHaveURL("/en/games?volatility=medium-high");
  await page.getByRole("checkbox", { name: /^Jackpot/ }).check();
  await expect(page).toHaveURL("/en/games?volatility=medium-high&features=jackpot");

  await page.reload();
  await expect(cardNames(page)).toHaveText(MEDIUM_HIGH_WITH_JACKPOT);
  await expect(found(page)).toHaveText("3 games found");
  await expect(page.getByRole("checkbox", { name: /^Medium to high/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Jackpot/ })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL("/en/games?volatility=medium-high");
  await expect(cards(page)).toHaveCount(30);
  await expect(found(page)).toHaveText("30 games found");
  await expect(page.getByRole("checkbox", { name: /^Jackpot/ })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL("/en/games");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Medium to high/ })).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL("/en/games?volatility=medium-high");
  await expect(cards(page)).toHaveCount(30);
  await expect(page.getByRole("checkbox", { name: /^Medium to high/ })).toBeChecked();

  // Of Play'n GO's games, one of low or high volatility states an RTP of 97 % or more.
  await page.goto("/en/games/studios/playngo?rtp=97&volatility=low,high&themes=nothing");
  await expect(page.getByLabel("RTP at least")).toHaveValue("97");
  await expect(cardNames(page)).toHaveText(["Rage to Riches"]);
  const clear = page.getByRole("button", { name: "Clear filters" });
  await clear.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/en/games/studios/playngo");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByLabel("RTP at least")).toHaveValue("");
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
});

test("the RTP floors are offered with their counts, in the page's language's way of writing a percentage", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/games/studios/playngo");
  await filtersOpener(page).click();
  // Of Play'n GO's 381 games, 239 state an RTP of 94 % or more, and seven one of 97 % or more.
  await expect(page.getByLabel("Palautusprosentti vähintään").locator("option")).toHaveText([
    "Mikä tahansa",
    "94 % (239)",
    "95 % (226)",
    "96 % (217)",
    "97 % (7)",
  ]);
  await page.getByLabel("Palautusprosentti vähintään").selectOption("97");
  await expect(found(page)).toHaveText("7 peliä löytyi");
  await expect(page).toHaveURL("/games/studios/playngo?rtp=97");
});

test("axe finds nothing with filters chosen", async ({ page, gotoHydrated, axe }) => {
  await gotoHydrated("/games?volatility=medium-high&features=jackpot");
  await expect(cardNames(page)).toHaveText(MEDIUM_HIGH_WITH_JACKPOT);
  expect(await axe()).toEqual([]);
});

test("the filters' code and data are asked for once the visitor opens the filters, not with the page, and only the cards it shows", async ({
  page,
  gotoHydrated,
}) => {
  const asked = watchData(page);
  const code: string[] = [];
  page.on("request", (request) => FILTERS_CODE.test(request.url()) && code.push(request.url()));
  await gotoHydrated("/en/games");
  // The lobby's scripts have run: the favourites' toggles show, and the filters' opener.
  await expect(page.locator("[data-games-list]").getByRole("button").first()).toBeVisible();
  await expect(filtersOpener(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect([...asked, ...code]).toEqual([]);
  const data = page.waitForRequest((request) => request.url().endsWith("/en/games/filters.json"));
  await filtersOpener(page).click();
  await data;
  expect(code).toHaveLength(1);
  await page.getByRole("checkbox", { name: /^Low to medium/ }).check();
  await expect(cardNames(page)).toHaveText(LOW_MEDIUM);
  await expect(found(page)).toHaveText("5 games found");
  // The cards of the shards that hold the games found: the games whose slug starts with cr, dr, lu, me or mo.
  expect(asked[0]).toBe("/en/games/filters.json");
  expect(asked.slice(1).sort()).toEqual(["cr", "dr", "lu", "me", "mo"].map((shard) => `/en/games/cards/${shard}.js`));
});

test("a choice made while the form's code is on its way is shown once it has come", async ({ page, gotoHydrated }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FILTERS_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated("/en/games");
  await filtersOpener(page).click();
  await page.getByRole("checkbox", { name: /^Low to medium/ }).check();
  await expect(cards(page)).toHaveCount(60);
  release();
  await expect(cardNames(page)).toHaveText(LOW_MEDIUM);
  await expect(found(page)).toHaveText("5 games found");
  await expect(page).toHaveURL("/en/games?volatility=low-medium");
});

test("the cards a page has show from the page, and only the others' shards are asked for", async ({
  page,
  gotoHydrated,
}) => {
  const asked = watchData(page);
  // The lobby's second page has Caishen's Cash and Caishen's Gold, not Monkey Warrior.
  await gotoHydrated("/games/page/2?volatility=medium-high&features=jackpot");
  await expect(cardNames(page)).toHaveText(MEDIUM_HIGH_WITH_JACKPOT);
  expect(asked.filter((path) => path.includes("/cards/"))).toEqual(["/games/cards/mo.js"]);
});

test("without JavaScript no filter control shows", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/games?volatility=high");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.locator("[data-lobby-filters]")).toHaveCount(1);
  await expect(page.locator("[data-lobby-filters]")).toBeHidden();
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("combobox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Tyhjennä suodattimet" })).toHaveCount(0);
  await context.close();
});

// The table games of spinhaven-fi, all on the listing's one page, by the facts src/build/catalogue/catalogue.json gives them:
// seven state a maximum win, 29 an RTP.
const BIGGEST_WIN_FIRST = [
  "Multihand Blackjack",
  "Baccarat",
  "3-Hand Casino Hold'em",
  "Casino Hold'em",
  "European BlackJack MH",
  "Super Wheel",
  "Money Wheel",
];
const NO_MAXIMUM_WIN = ["American Blackjack", "American Roulette", "BlackJack MH", "Caribbean Poker"];
const HIGHEST_RTP_FIRST = ["Multihand Blackjack", "Pontoon", "BlackJack MH", "European BlackJack MH"];
const NO_RTP = [
  "American Blackjack",
  "Craps",
  "Double Exposure BlackJack",
  "Dragon Bonus Baccarat",
  "Single Deck BlackJack",
];

test("from the keyboard, an order goes to its own page, sorted: the biggest maximum win first and the games without one last, A to Z; a reload keeps it, and Back goes through the orders", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/en/games/table-games");
  await expect(page.getByRole("heading", { name: "Games from A to Z" })).toBeVisible();
  // Shown after the first paint, which gotoHydrated does not wait for: focus() would not move to it before.
  await expect(filtersOpener(page)).toBeVisible();
  await filtersOpener(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Volatility (known for 4 of 34 games)" })).toBeVisible();
  const order = page.getByRole("combobox", { name: "Sort by" });
  await expect(order.locator("option")).toHaveText(["A to Z", "Highest RTP", "Biggest maximum win"]);
  await tabTo(page, /^Sort by/);
  // A closed select steps through its options with the arrow keys, each step a change: here, to the order's page.
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL("/en/games/table-games/by/rtp");
  await expect(page.getByRole("heading", { level: 2, name: "Games, highest RTP first" })).toBeVisible();
  const byRtp = await cardNames(page).allTextContents();
  expect(byRtp.slice(0, 4)).toEqual(HIGHEST_RTP_FIRST);
  expect(byRtp.slice(-5)).toEqual(NO_RTP);
  // The page is the order: nothing found to announce, and the filters closed, as the visitor did not open them here.
  await expect(found(page)).toHaveText("");
  await expect(page.locator("[data-lobby-filters] details")).not.toHaveAttribute("open");

  await filtersOpener(page).click();
  await expect(order).toHaveValue("rtp");
  await order.selectOption("max-win");
  await expect(page).toHaveURL("/en/games/table-games/by/max-win");
  await expect(cards(page)).toHaveCount(34);
  expect((await cardNames(page).allTextContents()).slice(0, 11)).toEqual([...BIGGEST_WIN_FIRST, ...NO_MAXIMUM_WIN]);
  await expect(page.getByRole("heading", { level: 2, name: "Games, biggest maximum win first" })).toBeVisible();
  await expect(page.getByText("34 free demo games, biggest maximum win first.")).toBeVisible();

  await page.reload();
  expect((await cardNames(page).allTextContents()).slice(0, 7)).toEqual(BIGGEST_WIN_FIRST);

  await page.goBack();
  await expect(page).toHaveURL("/en/games/table-games/by/rtp");
  await expect(cardNames(page).first()).toHaveText(HIGHEST_RTP_FIRST[0] ?? "");
  await page.goBack();
  await expect(page).toHaveURL("/en/games/table-games");
  await expect(cardNames(page).first()).toHaveText("3-Hand Casino Hold'em");
  await expect(page.getByRole("heading", { level: 2, name: "Games from A to Z" })).toBeVisible();
});

test("a link that names an order paints the listing in it from the first paint: the list is never replaced, and the filters stay closed", async ({
  page,
}) => {
  // Any removal from the list is a list replaced after its first paint.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        if (record.removedNodes.length && (record.target as Element).matches("[data-games-list]"))
          document.documentElement.dataset.listReplaced = "";
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/en/games/slots?sort=rtp");
  // The filters' code has come (the query wakes it) and taken the order, which the path names, out of the address.
  await expect(page).toHaveURL("/en/games/slots/by/rtp");
  await expect(page.getByText("691 free demo games, highest RTP first.")).toBeVisible();
  await expect(filtersOpener(page)).toBeVisible();
  await expect(page.locator("[data-lobby-filters] details")).not.toHaveAttribute("open");
  await expect(page.locator("select[name='sort']")).toHaveValue("rtp");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.locator("html")).not.toHaveAttribute("data-list-replaced");
});

test("without JavaScript, an order's pages are sorted, named and linked in that order", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/games/table-games?sort=max-win");
  await expect(page).toHaveURL("/en/games/table-games/by/max-win?sort=max-win");
  await expect(page).toHaveTitle(/^Table games, biggest maximum win first – /);
  expect((await cardNames(page).allTextContents()).slice(0, 7)).toEqual(BIGGEST_WIN_FIRST);
  // The listing's chip leads back to it A to Z, marked as the listing shown, not as this very page.
  const chip = page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /^Table games/ });
  await expect(chip).toHaveAttribute("aria-current", "true");
  await expect(chip).toHaveAttribute("href", "/en/games/table-games");

  await page.goto("/games/by/new");
  await expect(page.getByRole("heading", { level: 2, name: "Pelit, uusimmat ensin" })).toBeVisible();
  await expect(page.getByText("751 ilmaista demopeliä, uusimmat ensin.")).toBeVisible();
  await page.getByRole("link", { name: "Seuraava sivu" }).click();
  await expect(page).toHaveURL("/games/by/new/page/2");
  await expect(page.getByRole("link", { name: "Sivu 1", exact: true })).toHaveAttribute("href", "/games/by/new");
  await context.close();
});

test("an order combines with the filters, over the whole listing: the filters go with it to its page", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated("/games?volatility=very-high");
  await expect(found(page)).toHaveText("94 peliä löytyi");
  await page.getByRole("combobox", { name: "Järjestys" }).selectOption("max-win");
  await expect(page).toHaveURL("/games/by/max-win?volatility=very-high");
  await expect(found(page)).toHaveText("94 peliä löytyi, suurin voitto ensin");
  await expect(page.getByRole("heading", { level: 2, name: "Pelit, suurin voitto ensin" })).toBeVisible();
  // Buffalo King (93,750 times the bet) is far beyond the listing's first page: its card comes from its shard.
  await expect(cardNames(page).first()).toHaveText("Buffalo King");
  await expect(cards(page)).toHaveCount(60);
  // Clearing the filters keeps the page's order.
  await page.getByRole("button", { name: "Tyhjennä suodattimet" }).click();
  await expect(page).toHaveURL("/games/by/max-win");
  await expect(found(page)).toHaveText("");
  await expect(cardNames(page).first()).toHaveText("Shimmering Woods");
});

test("a page of Show more games still on its way when a filter is chosen is dropped: the list, the pages and the address stay the filter's", async ({
  page,
  gotoHydrated,
}) => {
  // The next page's answer waits until the filter has been chosen.
  let answer = () => {};
  const chosen = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/en/games/page/2", async (route) => {
    await chosen;
    await route.continue().catch(() => undefined);
  });
  await gotoHydrated("/en/games");
  const asked = page.waitForRequest("**/en/games/page/2");
  await page.getByRole("button", { name: "Show more games" }).click();
  const request = await asked;
  await filtersOpener(page).click();
  await page.getByRole("checkbox", { name: /^Medium to high/ }).check();
  await expect(found(page)).toHaveText("30 games found");
  answer();
  // The page's script gave up the request, so its answer is never read.
  await expect.poll(() => request.failure()?.errorText).toBe("net::ERR_ABORTED");
  await expect(cards(page)).toHaveCount(30);
  await expect(page).toHaveURL("/en/games?volatility=medium-high");
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeHidden();
  await page.reload();
  await expect(cards(page)).toHaveCount(30);
});

/** The code of `Show more games` (src/browser/show-more.ts), which comes with the first press. */
const SHOW_MORE_CODE = /\/_astro\/show-more\.[\w-]+\.js$/;

test("a press of Show more games whose code comes after a filter was chosen is dropped: the list, the pages and the address stay the filter's", async ({
  page,
  gotoHydrated,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHOW_MORE_CODE, async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (request) => request.url().endsWith("/en/games/page/2") && asked.push(request.url()));
  await gotoHydrated("/en/games");
  const code = page.waitForRequest(SHOW_MORE_CODE);
  await page.getByRole("button", { name: "Show more games" }).click();
  const codeUrl = (await code).url();
  await filtersOpener(page).click();
  await page.getByRole("checkbox", { name: /^Medium to high/ }).check();
  await expect(found(page)).toHaveText("30 games found");
  release();
  // The press's code has come and run: a module imported again resolves after the page's own import has gone on.
  await page.evaluate(async (url) => {
    await import(url);
  }, codeUrl);
  await expect(cards(page)).toHaveCount(30);
  await expect(page).toHaveURL("/en/games?volatility=medium-high");
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeHidden();

  // The code answers the next press: its page is the only one asked for, so the late press asked for none.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(60);
  const next = page.waitForRequest("**/en/games/page/2");
  await page.getByRole("button", { name: "Show more games" }).click();
  await next;
  await expect(cards(page)).toHaveCount(120);
  expect(asked).toHaveLength(1);
});
