import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";

// The lobby's filters by the facts on sites/spinhaven-fi.ts, whose catalogue gives facts to eleven games (values
// written out by hand from src/catalogue/catalogue.json): five of high volatility, four of them with free spins, the
// last of them, Sugar Rush and Sweet Bonanza, far beyond the lobby's first page of 60.
const HIGH = ["Big Bass Bonanza", "Book of Dead", "Gates of Olympus", "Legacy of Dead", "Sugar Rush"];
const HIGH_WITH_FREE_SPINS = ["Book of Dead", "Gates of Olympus", "Legacy of Dead", "Sugar Rush"];

const cards = (page: Page) => page.locator("[data-games-list] > li");
const cardNames = (page: Page) => page.locator("[data-games-list] > li h3");
const found = (page: Page) => page.locator("[data-lobby-filters] [role='status']");
const filtersOpener = (page: Page) => page.locator("[data-lobby-filters] summary");

/** Tabs forward until the control named `name` has the focus, as a keyboard's visitor would. */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "");
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
  const volatility = page.getByRole("group", { name: /^Volatiliteetti / });
  await expect(volatility.getByRole("checkbox")).toHaveCount(3);
  await expect(volatility.locator("label")).toHaveText(["Keskitasoinen (1)", "Korkea (5)", "Erittäin korkea (2)"]);

  await tabTo(page, /^Korkea/);
  await page.keyboard.press("Space");
  await expect(cardNames(page)).toHaveText(HIGH);
  await expect(found(page)).toHaveText("5 peliä löytyi");
  await expect(page).toHaveURL("/games?volatility=high");
  // The listing's other pages give way while a choice shows its games.
  await expect(page.getByRole("navigation", { name: "Sivut" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Näytä lisää pelejä" })).toBeHidden();

  await tabTo(page, /^Ilmaiskierrokset/);
  await page.keyboard.press("Space");
  await expect(cardNames(page)).toHaveText(HIGH_WITH_FREE_SPINS);
  await expect(found(page)).toHaveText("4 peliä löytyi");
  await expect(page).toHaveURL("/games?volatility=high&features=free-spins");
  // Each value counts what choosing it would show: volatility under free spins, features under high volatility.
  await expect(volatility.locator("label")).toHaveText(["Keskitasoinen (0)", "Korkea (4)", "Erittäin korkea (1)"]);
  await expect(page.getByRole("checkbox", { name: "Ilmaiskierrokset (4)" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Bonuksen osto (1)" })).not.toBeChecked();
  // The new cards' favourite toggles work.
  await expect(cards(page).first().getByRole("button")).toBeVisible();
});

test("a reload restores the choice from the address, Back the one before, Forward the next, and Clear filters the listing's own page", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/en/games");
  await filtersOpener(page).click();
  await page.getByRole("checkbox", { name: /^High/ }).check();
  await expect(page).toHaveURL("/en/games?volatility=high");
  await page.getByRole("checkbox", { name: /^Free spins/ }).check();
  await expect(page).toHaveURL("/en/games?volatility=high&features=free-spins");

  await page.reload();
  await expect(cardNames(page)).toHaveText(HIGH_WITH_FREE_SPINS);
  await expect(found(page)).toHaveText("4 games found");
  await expect(page.getByRole("checkbox", { name: /^High/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Free spins/ })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL("/en/games?volatility=high");
  await expect(cardNames(page)).toHaveText(HIGH);
  await expect(found(page)).toHaveText("5 games found");
  await expect(page.getByRole("checkbox", { name: /^Free spins/ })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL("/en/games");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^High/ })).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL("/en/games?volatility=high");
  await expect(cardNames(page)).toHaveText(HIGH);
  await expect(page.getByRole("checkbox", { name: /^High/ })).toBeChecked();

  await page.goto("/en/games/studios/playngo?rtp=96&volatility=high,very-high&themes=nothing");
  await expect(page.getByLabel("RTP at least")).toHaveValue("96");
  await expect(cardNames(page)).toHaveText(["Book of Dead", "Legacy of Dead", "Moon Princess", "Reactoonz"]);
  const clear = page.getByRole("button", { name: "Clear filters" });
  await clear.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/en/games/studios/playngo");
  await expect(cards(page)).toHaveCount(60);
  await expect(page.getByLabel("RTP at least")).toHaveValue("");
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
});

test("the RTP floors are offered with their counts, in the page's language's way of writing a percentage", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/games/studios/playngo");
  await filtersOpener(page).click();
  // Six Play'n GO games state an RTP, every one between 96 % and 97 %.
  await expect(page.getByLabel("Palautusprosentti vähintään").locator("option")).toHaveText(["Mikä tahansa", "94 % (6)", "95 % (6)", "96 % (6)"]);
  await page.getByLabel("Palautusprosentti vähintään").selectOption("96");
  await expect(found(page)).toHaveText("6 peliä löytyi");
  await expect(page).toHaveURL("/games/studios/playngo?rtp=96");
});

test("axe finds nothing with filters chosen", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/games?volatility=high&features=free-spins");
  await expect(cardNames(page)).toHaveText(HIGH_WITH_FREE_SPINS);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
  expect(results.violations).toEqual([]);
});

test("the filters' data is asked for once the visitor opens the filters, not with the page, and only the cards it shows", async ({ page, gotoHydrated }) => {
  const asked = watchData(page);
  await gotoHydrated("/en/games");
  // The lobby's scripts have run: the favourites' toggles show, and the filters' opener.
  await expect(page.locator("[data-games-list]").getByRole("button").first()).toBeVisible();
  await expect(filtersOpener(page)).toBeVisible();
  expect(asked).toEqual([]);
  const data = page.waitForRequest((request) => request.url().endsWith("/en/games/filters.json"));
  await filtersOpener(page).click();
  await data;
  await page.getByRole("checkbox", { name: /^Megaways/ }).check();
  await expect(cardNames(page)).toHaveText(["Buffalo King Megaways"]);
  await expect(found(page)).toHaveText("1 game found");
  // The cards of the one shard that holds the game found: the games whose slug starts with bu.
  expect(asked).toEqual(["/en/games/filters.json", "/en/games/cards/bu.js"]);
});

test("the cards a page has show from the page, and only the others' shards are asked for", async ({ page, gotoHydrated }) => {
  const asked = watchData(page);
  // The lobby's second page has Big Bass Bonanza and Book of Dead, not the three others of high volatility.
  await gotoHydrated("/games/page/2");
  await filtersOpener(page).click();
  await page.getByRole("checkbox", { name: /^Korkea/ }).check();
  await expect(cardNames(page)).toHaveText(HIGH);
  expect(asked.filter((path) => path.includes("/cards/")).sort()).toEqual(["/games/cards/ga.js", "/games/cards/le.js", "/games/cards/su.js"]);
});

test("a listing none of whose games has a fact offers no filters", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/en/games/table-games");
  await expect(page.locator("[data-games-list]").getByRole("button").first()).toBeVisible();
  await expect(page.locator("[data-lobby-filters]")).toHaveCount(0);
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
