/**
 * The lobby of a site with many games: which sites have one, its listings (all games, one per category, one per
 * studio), the games in A to Z order, each listing's pages of cards, and the games a game page suggests. The pages
 * are src/pages/[...locale]/games/.
 */
import { CATEGORIES, type Category } from "#shared/game-words.ts";
import { STUDIOS_SEGMENT } from "#build/catalogue/catalogue.ts";
import { listingPagePath } from "#shared/listing-paths.ts";
import type { Sort } from "#shared/lobby-choice.ts";
import { type Game, LOBBY_THRESHOLD } from "#build/catalogue/games.ts";
import { relatedGames } from "#build/catalogue/related-games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { defaultLocale, gamesIn, loadingFirst, localePaths, messagesIn } from "#build/site/config.ts";

export const hasLobby = gamesIn(defaultLocale).length > LOBBY_THRESHOLD;

/** A page of the lobby: every game, or one category's. */
export type LobbyPage = "all" | Category;

export const LOBBY_PAGES: readonly LobbyPage[] = ["all", ...CATEGORIES];

/** The path of a lobby page in the default language: `/games`, `/games/slots`. */
export const lobbyPath = (page: LobbyPage) => (page === "all" ? "/games" : `/games/${page}`);

/** The `getStaticPaths` of a lobby page: one per language on a site with a lobby, none on another. */
export const lobbyPaths = () => (hasLobby ? localePaths() : []);

/** The games in A to Z order, as the page's language sorts its letters (Finnish puts Ö after Z). */
export function alphabetical(games: readonly Game[], locale: Locale): Game[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  return [...games].sort((a, b) => collator.compare(a.name, b.name));
}

const lobbyLists = new Map<string, readonly Game[]>();

/**
 * The site's games on a lobby page, A to Z, those that may not load right now at the end: sorted once a page and
 * language, since every game page asks too.
 */
export function lobbyGames(page: LobbyPage, locale: Locale): readonly Game[] {
  const key = `${page} ${locale}`;
  let games = lobbyLists.get(key);
  if (!games) {
    const all = gamesIn(locale);
    lobbyLists.set(
      key,
      (games = loadingFirst(alphabetical(page === "all" ? all : all.filter((game) => game.category === page), locale))),
    );
  }
  return games;
}

let sharedNames: ReadonlySet<string> | undefined;

/** Whether another game of the site has the same name (two Multihand Blackjacks): its card then names its studio too. */
export function nameIsShared(game: Game): boolean {
  if (!sharedNames) {
    const seen = new Set<string>();
    const shared = new Set<string>();
    for (const { name } of gamesIn(defaultLocale))
      (seen.has(name.toLowerCase()) ? shared : seen).add(name.toLowerCase());
    sharedNames = shared;
  }
  return sharedNames.has(game.name.toLowerCase());
}

const places = new Map<Locale, Map<string, number>>();

/**
 * A game's place in the site's A to Z list of every game in `locale`: how a listing page's card, the filters' data and
 * the cards' shards name it to the browser.
 */
export function placeOf(slug: string, locale: Locale): number {
  let byLocale = places.get(locale);
  if (!byLocale)
    places.set(locale, (byLocale = new Map(lobbyGames("all", locale).map((game, place) => [game.slug, place]))));
  return byLocale.get(slug) ?? -1;
}

/** A studio as its games name it. */
export type Studio = Game["studio"];

/** A list of games the lobby shows in pages of cards: every game, a category's, or a studio's. */
export type Listing = LobbyPage | { studio: Studio };

/** The path of a studio's listing in the default language: `/games/studios/pragmatic-play`. */
export const studioPath = (studio: Studio) => `/games/${STUDIOS_SEGMENT}/${studio.id}`;

/** The path of a listing's first page, A to Z, in the default language. */
export const listingPath = (listing: Listing) =>
  typeof listing === "string" ? lobbyPath(listing) : studioPath(listing.studio);

/** The path of page `page` of a listing in `sort` (A to Z: none), in the default language: `/games/by/rtp/page/2`. */
export const pagePath = (listing: Listing, page: number, sort?: Sort) =>
  listingPagePath(listingPath(listing), page, sort);

/** A listing's name in `locale`: its title and heading on its first page. */
export const listingName = (listing: Listing, locale: Locale) =>
  typeof listing === "string"
    ? messagesIn(locale).lobby.categories[listing]
    : messagesIn(locale).lobby.studio(listing.studio.name);

/** The studios of `games` by name, each with its number of games: every studio with a game, however few. */
export function studiosOf(games: readonly Pick<Game, "studio">[], locale: Locale): { studio: Studio; count: number }[] {
  const counts = new Map<string, { studio: Studio; count: number }>();
  for (const { studio } of games) {
    const entry = counts.get(studio.id);
    if (entry) entry.count += 1;
    else counts.set(studio.id, { studio, count: 1 });
  }
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return [...counts.values()].sort((a, b) => collator.compare(a.studio.name, b.studio.name));
}

/** The site's studios by name, with their numbers of games. */
export const lobbyStudios = (locale: Locale) => studiosOf(gamesIn(locale), locale);

/** The games of a listing, A to Z. */
export function listingGames(listing: Listing, locale: Locale): readonly Game[] {
  if (typeof listing === "string") return lobbyGames(listing, locale);
  const key = `${STUDIOS_SEGMENT}/${listing.studio.id} ${locale}`;
  let games = lobbyLists.get(key);
  if (!games)
    lobbyLists.set(key, (games = lobbyGames("all", locale).filter((game) => game.studio.id === listing.studio.id)));
  return games;
}

/** The most cards a page of a listing shows: a few screens on a phone, and a light page whatever the catalogue's size. */
export const PAGE_SIZE = 60;

/** How many pages a listing of `count` games takes: one at least. */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));

/** The games of page `page` (from 1) of a listing. */
export const pageOf = <T>(games: readonly T[], page: number): readonly T[] =>
  games.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** What a page's pagination links to: the previous and the next page where there is one, and every page by number. */
export function pagination(count: number, page: number): { previous?: number; next?: number; pages: number[] } {
  const pages = Array.from({ length: pageCount(count) }, (_, index) => index + 1);
  return { ...(page > 1 ? { previous: page - 1 } : {}), ...(page < pages.length ? { next: page + 1 } : {}), pages };
}

/**
 * A listing of a route, in an order besides A to Z where `sort`, with the params that tell it from the route's
 * others (a category's, a studio's, an order's).
 */
export type RouteListing = { params?: Record<string, string>; listing: Listing; sort?: Sort };

function listingPaths(listingsIn: (locale: Locale) => readonly RouteListing[], pagesOf: (count: number) => number[]) {
  return lobbyPaths().flatMap(({ params, props: { locale } }) =>
    listingsIn(locale).flatMap(({ params: own, listing, sort }) =>
      pagesOf(pageCount(listingGames(listing, locale).length)).map((page) => ({
        params: { ...params, ...own, ...(page === 1 ? {} : { page: String(page) }) },
        props: { locale, listing, page, ...(sort ? { sort } : {}) },
      })),
    ),
  );
}

/** The `getStaticPaths` of listings' first pages: one per listing and language, on a site with a lobby. */
export const firstPages = (listingsIn: (locale: Locale) => readonly RouteListing[]) =>
  listingPaths(listingsIn, () => [1]);

/** The `getStaticPaths` of listings' pages 2 and on (the `page` param), on a site with a lobby. */
export const laterPages = (listingsIn: (locale: Locale) => readonly RouteListing[]) =>
  listingPaths(listingsIn, (count) => Array.from({ length: count - 1 }, (_, index) => index + 2));

/** Every category's listing, for a category route's `getStaticPaths`. */
export const categoryListings = (): RouteListing[] =>
  CATEGORIES.map((category) => ({ params: { category }, listing: category }));

/** Every studio's listing, for a studio route's `getStaticPaths`. */
export const studioListings = (locale: Locale): RouteListing[] =>
  lobbyStudios(locale).map(({ studio }) => ({ params: { studio: studio.id }, listing: { studio } }));

const MORE_GAMES = 6;

/**
 * Up to six other games of the game's category that are like it (src/build/catalogue/related-games.ts), the same at
 * every build; one that may not load right now at the end.
 */
export function moreGamesLike(game: Game, locale: Locale): Game[] {
  return loadingFirst(relatedGames(game, lobbyGames(game.category, locale), MORE_GAMES));
}

/** The search's index, one for every language (the names are the studio's): src/pages/games/[index].json.ts. */
export const SEARCH_INDEX_PATH = "/games/search-index.json";

/**
 * The lobby cards in a language, a script a shard (the games whose slug starts with the two characters `{shard}`),
 * for the cards a page does not have: src/pages/[...locale]/games/cards/[shard].js.ts.
 */
export const CARDS_PATH = "/games/cards/{shard}.js";
