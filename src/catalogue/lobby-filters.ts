/**
 * The lobby's filters by the facts, at build: which listings offer them (a site with `gameFacts` and a game of the
 * listing with a volatility, a feature, a theme or an RTP), the values and counts a listing's form starts with, and the compact data the
 * browser loads once the visitor opens the filters (FILTERS_PATH). The filtering itself is src/scripts/lobby-filter.ts.
 */
import { CATEGORIES } from "./catalogue.ts";
import type { Game } from "./games.ts";
import { FEATURES, THEMES, VOLATILITIES } from "./facts.ts";
import { type Listing, lobbyGames, listingGames } from "./lobby.ts";
import type { Locale } from "../i18n/locales.ts";
import { type FilterColumns, type FilterData, type FilterResult, type FilterValues, NO_CHOICE, filterGames } from "../scripts/lobby-filter.ts";
import { shardOf } from "../scripts/site-cards.ts";
import { siteConfig } from "../site/config.ts";

/** The filters' data for a language: src/pages/[...locale]/games/filters.json.ts. */
export const FILTERS_PATH = "/games/filters.json";

export const FILTER_VALUES: FilterValues = {
  volatility: VOLATILITIES,
  features: FEATURES,
  themes: THEMES,
};

const hasFilterFacts = ({ facts }: Game) => Boolean(facts.volatility || facts.rtp || facts.features?.length || facts.themes?.length);

const bits = (chosen: readonly string[] | undefined, values: readonly string[]) =>
  (chosen ?? []).reduce((mask, value) => mask | (1 << values.indexOf(value)), 0);

/** The facts a game is filtered by, as FilterColumns codes: volatility, features, themes, RTP. */
function codesOf({ facts }: Game): [number, number, number, number] {
  return [
    facts.volatility ? VOLATILITIES.indexOf(facts.volatility) + 1 : 0,
    bits(facts.features, FEATURES),
    bits(facts.themes, THEMES),
    facts.rtp ? Math.round(facts.rtp * 100) : 0,
  ];
}

/** The filters' data of the site's games in `locale`, in the order of its A to Z list and its cards. */
export function filterData(locale: Locale): FilterData {
  const all = lobbyGames("all", locale);
  const studios = [...new Set(all.map((game) => game.studio.id))];
  const rows: number[] = [];
  const shards: string[] = [];
  let last = -1;
  all.forEach((game, index) => {
    if (!hasFilterFacts(game)) return;
    rows.push(index - last, CATEGORIES.indexOf(game.category), studios.indexOf(game.studio.id), ...codesOf(game));
    shards.push(shardOf(game.slug));
    last = index;
  });
  return { values: FILTER_VALUES, categories: CATEGORIES, studios, rows, shards };
}

/** How a listing is named to the browser's script (the form's `data-listing`): `all`, a category, `studio:<id>`. */
export const listingKey = (listing: Listing) => (typeof listing === "string" ? listing : `studio:${listing.studio.id}`);

const startingFilters = new Map<string, FilterResult | undefined>();

/**
 * The filters a listing's form starts with: every game of the listing, nothing chosen. Undefined where it has none.
 * Worked out once a listing and language: each of its pages asks, twice (its layout and its form).
 */
export function listingFilters(listing: Listing, locale: Locale): FilterResult | undefined {
  const key = `${listingKey(listing)} ${locale}`;
  if (!startingFilters.has(key)) startingFilters.set(key, filtersOf(listing, locale));
  return startingFilters.get(key);
}

function filtersOf(listing: Listing, locale: Locale): FilterResult | undefined {
  if (!siteConfig.gameFacts) return undefined;
  const games = listingGames(listing, locale).filter(hasFilterFacts);
  if (games.length === 0) return undefined;
  const codes = games.map(codesOf);
  const columns: FilterColumns = {
    game: games.map((_, index) => index),
    volatility: codes.map((code) => code[0]),
    features: codes.map((code) => code[1]),
    themes: codes.map((code) => code[2]),
    rtp: codes.map((code) => code[3]),
  };
  return filterGames(columns, columns.game, FILTER_VALUES, NO_CHOICE);
}
