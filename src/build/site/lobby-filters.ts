/**
 * The lobby's filters and orders by the facts, at build: which listings offer them (a site with `gameFacts` and a game
 * of the listing with a volatility, a feature, a theme, an RTP or a maximum win), the values and counts a listing's
 * form starts with, how many of its games have each fact on record, and the compact data the browser loads once the
 * visitor opens the filters (FILTERS_PATH). The filtering and sorting itself is src/shared/lobby-choice.ts.
 */
import { CATEGORIES, FEATURES, THEMES, VOLATILITIES } from "#shared/game-words.ts";
import type { Game } from "#build/catalogue/games.ts";
import { type Listing, type RouteListing, lobbyGames, listingGames } from "#build/site/lobby.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import {
  type FilterColumns,
  type FilterData,
  type FilterResult,
  type FilterValues,
  type Group,
  NO_CHOICE,
  SORTS,
  type Sort,
  filterGames,
  popularRanks,
} from "#shared/lobby-choice.ts";
import { POPULAR_GAMES } from "#shared/plays.ts";
import { mayNotLoad, popularGames, siteConfig } from "#build/site/config.ts";

/** The filters' data for a language: src/pages/[...locale]/games/filters.json.ts. */
export const FILTERS_PATH = "/games/filters.json";

export const FILTER_VALUES: FilterValues = {
  volatility: VOLATILITIES,
  features: FEATURES,
  themes: THEMES,
};

let ranks: ReadonlyMap<string, number> | undefined;

/**
 * A game's place among the week's popular games counted from the last, as the popular order sorts by (the most
 * played has the most): 0 for a game that is not one. By place, not plays: the hosts' fresher order is a list
 * (withPopular in src/shared/lobby-choice.ts), and games of as many plays keep its order.
 */
function popularRank(slug: string): number {
  ranks ??= popularRanks(popularGames());
  return ranks.get(slug) ?? 0;
}

/** Whether a game has each fact a listing filters or sorts by on record. */
const KNOWN = {
  volatility: ({ facts }: Game) => facts.volatility !== undefined,
  features: ({ facts }: Game) => Boolean(facts.features?.length),
  themes: ({ facts }: Game) => Boolean(facts.themes?.length),
  rtp: ({ facts }: Game) => facts.rtp !== undefined,
  "max-win": ({ facts }: Game) => facts.maxWin !== undefined,
  new: ({ facts }: Game) => facts.released !== undefined,
  popular: ({ slug }: Game) => popularRank(slug) > 0,
} satisfies Record<Group | Sort, (game: Game) => boolean>;

const KNOWN_FACTS = Object.keys(KNOWN) as (keyof typeof KNOWN)[];

const bits = (chosen: readonly string[] | undefined, values: readonly string[]) =>
  (chosen ?? []).reduce((mask, value) => mask | (1 << values.indexOf(value)), 0);

/**
 * The facts a game is filtered and sorted by, as FilterColumns codes: volatility, features, themes, RTP, maximum win,
 * day of release, plays this week, whether it may not load.
 */
function codesOf({ slug, facts }: Game): [number, number, number, number, number, number, number, number] {
  return [
    facts.volatility ? VOLATILITIES.indexOf(facts.volatility) + 1 : 0,
    bits(facts.features, FEATURES),
    bits(facts.themes, THEMES),
    facts.rtp ? Math.round(facts.rtp * 100) : 0,
    facts.maxWin ?? 0,
    facts.released ? Number(facts.released.replaceAll("-", "")) : 0,
    popularRank(slug),
    mayNotLoad(slug) ? 1 : 0,
  ];
}

/** The filters' data of the site's games in `locale`, in the order of its A to Z list and its cards. */
export function filterData(locale: Locale): FilterData {
  const all = lobbyGames("all", locale);
  const studios = [...new Set(all.map((game) => game.studio.id))];
  return {
    values: FILTER_VALUES,
    categories: CATEGORIES,
    studios,
    rows: all.flatMap((game) => [CATEGORIES.indexOf(game.category), studios.indexOf(game.studio.id), ...codesOf(game)]),
    slugs: all.map((game) => game.slug),
  };
}

/** How a listing is named to the browser's script (the form's `data-listing`): `all`, a category, `studio:<id>`. */
export const listingKey = (listing: Listing) => (typeof listing === "string" ? listing : `studio:${listing.studio.id}`);

/**
 * What a listing's form starts with: the counts of every game of the listing, nothing chosen; its number of games,
 * and how many of them have each fact on record, so that the form says what a filter or an order leaves out.
 */
export type ListingFilters = FilterResult & {
  total: number;
  known: Record<keyof typeof KNOWN, number>;
  /** The listing's facts as the filters' columns, which its orders' pages are sorted by too. */
  columns: FilterColumns;
};

const startingFilters = new Map<string, ListingFilters | undefined>();

/**
 * The filters a listing's form starts with; undefined where none of its games has a fact to filter or sort by.
 * Worked out once a listing and language: each of its pages asks, twice (its layout and its form).
 */
export function listingFilters(listing: Listing, locale: Locale): ListingFilters | undefined {
  const key = `${listingKey(listing)} ${locale}`;
  if (!startingFilters.has(key)) startingFilters.set(key, filtersOf(listing, locale));
  return startingFilters.get(key);
}

function filtersOf(listing: Listing, locale: Locale): ListingFilters | undefined {
  if (!siteConfig.gameFacts) return undefined;
  const games = listingGames(listing, locale);
  const known = Object.fromEntries(
    KNOWN_FACTS.map((fact) => [fact, games.filter(KNOWN[fact]).length]),
  ) as ListingFilters["known"];
  if (KNOWN_FACTS.every((fact) => known[fact] === 0)) return undefined;
  const columns = columnsOf(games);
  return { ...filterGames(columns, columns.game, FILTER_VALUES, NO_CHOICE), total: games.length, known, columns };
}

/** The facts of `games` as the filters' columns, each game's `game` its place in `games`. */
function columnsOf(games: readonly Game[]): FilterColumns {
  const codes = games.map(codesOf);
  return {
    game: games.map((_, index) => index),
    category: games.map((game) => CATEGORIES.indexOf(game.category)),
    volatility: codes.map((code) => code[0]),
    features: codes.map((code) => code[1]),
    themes: codes.map((code) => code[2]),
    rtp: codes.map((code) => code[3]),
    maxWin: codes.map((code) => code[4]),
    released: codes.map((code) => code[5]),
    plays: codes.map((code) => code[6]),
    failing: codes.map((code) => code[7]),
  };
}

/**
 * The orders a listing offers besides A to Z, where it has filters at all: those by a fact one of its games has, and the
 * popular order where POPULAR_GAMES of its games are popular (never an order of one popular game before the rest).
 */
export function listingSorts(listing: Listing, locale: Locale): Sort[] {
  const filters = listingFilters(listing, locale);
  if (!filters) return [];
  return SORTS.filter((sort) => filters.known[sort] >= (sort === "popular" ? POPULAR_GAMES : 1));
}

const orderedLists = new Map<string, readonly Game[]>();

/**
 * A listing's games in `sort`, as the browser's filters order them (src/shared/lobby-choice.ts): the pages of an
 * order (`/games/by/rtp`) show them so from their first paint. Sorted once a listing, order and language.
 */
export function orderedGames(listing: Listing, sort: Sort, locale: Locale): readonly Game[] {
  const key = `${listingKey(listing)} ${sort} ${locale}`;
  let ordered = orderedLists.get(key);
  if (!ordered) {
    const games = listingGames(listing, locale);
    const columns = listingFilters(listing, locale)?.columns ?? columnsOf(games);
    const { games: places } = filterGames(columns, columns.game, FILTER_VALUES, { ...NO_CHOICE, sort });
    orderedLists.set(key, (ordered = places.flatMap((place) => games[place] ?? [])));
  }
  return ordered;
}

/** A listing's games in `sort`, or A to Z where none. */
export const listingGamesIn = (listing: Listing, sort: Sort | undefined, locale: Locale) =>
  sort ? orderedGames(listing, sort, locale) : listingGames(listing, locale);

/** The listings of `listingsIn` in each order they offer: the listings of an order's route (`/games/by/[sort]`). */
export const inEachOrder =
  (listingsIn: (locale: Locale) => readonly RouteListing[]) =>
  (locale: Locale): RouteListing[] =>
    listingsIn(locale).flatMap(({ params, listing }) =>
      listingSorts(listing, locale).map((sort) => ({ params: { ...params, sort }, listing, sort })),
    );
