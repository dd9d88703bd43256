// The lobby's filters and order by the facts (src/ui/components/lobby-filters.tsx, src/browser/lobby-filters.ts): which
// games of a listing a choice keeps and in which order, how many each value would keep under the other groups' choice,
// and the choice as the address's query. A plain loop over compact columns of small integers, so that a choice narrows thousands of games
// within a frame on a phone. No import of the catalogue: it runs in the browser, and its words come with the data.

/** The groups of checkboxes, in the order the form and the query list them. */
export const GROUPS = ["volatility", "features", "themes"] as const;
export type Group = (typeof GROUPS)[number];

/** The RTP floors offered, in percent. */
export const RTP_FLOORS = [94, 95, 96, 97] as const;

/**
 * The event the filters send on the document as a choice starts to replace the listing's cards: a page of `Show more
 * games` still on its way is then no longer what the visitor asked for (src/browser/show-more.ts drops it).
 */
export const CHOICE_CHANGED = "lobby-choice-changed";

/** The query's name for the RTP floor. */
export const RTP = "rtp";

/** The query's name for the order. */
export const SORT = "sort";

/**
 * The orders besides A to Z (the default), each with pages of its own (`/games/by/rtp`), by the fact each sorts on, largest
 * (or newest) first: a game without that fact comes after every game with it, and games of one value stay A to Z.
 * The RTP order ranks each category on its own, slots first, then table games, then instant games: a blackjack's
 * 99.5% says nothing of a slot's 96.5%, and a list that starts with four blackjacks helps no one choose a slot.
 * The popular order is by the week's plays, on a site that counts them (src/shared/plays.ts): only the popular games
 * have any.
 */
export const SORTS = ["popular", "rtp", "max-win", "new"] as const;
export type Sort = (typeof SORTS)[number];

/** The values of each group, in order: a game's code for a value is its place in its group's list. */
export type FilterValues = Record<Group, readonly string[]>;

/**
 * The facts of the games, as columns: `game` is the game's place in the site's A to Z list (as its card gives it,
 * src/shared/site-cards.ts), `category` its category's place in CATEGORIES (slots first), `volatility` its value's place plus one (0: none), `features` and `themes` bit masks of
 * their values' places, `rtp` in hundredths of a percent (0: none), `maxWin` the multiple of the bet (0: none),
 * `released` the day of release as the number 20210225 (0: none), `plays` its plays this week where it is one of the
 * popular games (0: not one), `failing` 1 where it may not load right now (every order puts it last). A game
 * without the facts a choice filters by never matches it.
 */
export type FilterColumns = {
  game: readonly number[];
  category: readonly number[];
  volatility: readonly number[];
  features: readonly number[];
  themes: readonly number[];
  rtp: readonly number[];
  maxWin: readonly number[];
  released: readonly number[];
  plays: readonly number[];
  failing: readonly number[];
};

/** A visitor's choice: the values chosen in each group, by name, the RTP floor in percent (0: none), and the order (A to Z: none). */
export type Choice = Record<Group, readonly string[]> & { rtp: number; sort?: Sort | undefined };

export const NO_CHOICE: Choice = {
  volatility: [],
  features: [],
  themes: [],
  rtp: 0,
};

/**
 * Whether a choice filters nothing and keeps the order `sort` (A to Z: none): the pages of that order, built in it
 * (`/games/by/rtp`, `/games`), show as they are.
 */
export const isPageOf = (choice: Choice, sort: Sort | undefined) =>
  choice.rtp === 0 && choice.sort === sort && GROUPS.every((group) => choice[group].length === 0);

/** The games a choice keeps (their `game` numbers) in its order, and each value's count under the other groups' choice. */
export type FilterResult = {
  games: number[];
  counts: Record<Group, number[]> & { rtp: number[] };
};

/** One more at `at` of `counts`. */
const add = (counts: number[], at: number) => (counts[at] = (counts[at] ?? 0) + 1);

/** A mask of the chosen values' places in `values`: bit n for place n. */
function maskOf(chosen: readonly string[], values: readonly string[]) {
  let mask = 0;
  for (const value of chosen) {
    const at = values.indexOf(value);
    if (at >= 0) mask |= 1 << at;
  }
  return mask;
}

/**
 * Filters the games of `rows` (indexes into `columns`, the listing's games that have facts) by `choice`: a group's
 * values joined by or, the groups and the RTP floor by and. Each value's count is of the games that match every
 * other group and have that value, so that it says what choosing it would show (adding to a group widens it).
 */
export function filterGames(
  columns: FilterColumns,
  rows: readonly number[],
  values: FilterValues,
  choice: Choice,
): FilterResult {
  // A volatility's code is its place plus one: its mask has bit code - 1 set, so code 0 (none) matches no mask.
  const volatilityMask = maskOf(choice.volatility, values.volatility) << 1;
  const featureMask = maskOf(choice.features, values.features);
  const themeMask = maskOf(choice.themes, values.themes);
  const floor = choice.rtp * 100;
  const volatilityCounts = new Array<number>(values.volatility.length).fill(0);
  const featureCounts = new Array<number>(values.features.length).fill(0);
  const themeCounts = new Array<number>(values.themes.length).fill(0);
  const rtpCounts = new Array<number>(RTP_FLOORS.length).fill(0);
  const kept: number[] = [];
  for (const row of rows) {
    const volatility = columns.volatility[row] ?? 0;
    const features = columns.features[row] ?? 0;
    const themes = columns.themes[row] ?? 0;
    const rtp = columns.rtp[row] ?? 0;
    const byVolatility = volatilityMask === 0 || (volatilityMask & (1 << volatility)) !== 0;
    const byFeatures = featureMask === 0 || (features & featureMask) !== 0;
    const byThemes = themeMask === 0 || (themes & themeMask) !== 0;
    const byRtp = floor === 0 || rtp >= floor;
    if (byFeatures && byThemes && byRtp && volatility > 0) add(volatilityCounts, volatility - 1);
    if (byVolatility && byThemes && byRtp)
      for (let bit = 0; features >> bit; bit++) if ((features >> bit) & 1) add(featureCounts, bit);
    if (byVolatility && byFeatures && byRtp)
      for (let bit = 0; themes >> bit; bit++) if ((themes >> bit) & 1) add(themeCounts, bit);
    if (byVolatility && byFeatures && byThemes)
      RTP_FLOORS.forEach((rtpFloor, at) => rtp >= rtpFloor * 100 && add(rtpCounts, at));
    if (byVolatility && byFeatures && byThemes && byRtp) kept.push(row);
  }
  if (choice.sort) {
    // The rows are A to Z, and the sort is stable: games of one value, and those without it (-1), stay A to Z.
    const key = { popular: columns.plays, rtp: columns.rtp, "max-win": columns.maxWin, new: columns.released }[
      choice.sort
    ];
    const valueOf = (row: number) => key[row] || -1;
    const rankOf = (row: number) => (choice.sort === "rtp" ? (columns.category[row] ?? 0) : 0);
    const failingOf = (row: number) => columns.failing[row] ?? 0;
    kept.sort((a, b) => failingOf(a) - failingOf(b) || rankOf(a) - rankOf(b) || valueOf(b) - valueOf(a));
  }
  return {
    games: kept.map((row) => columns.game[row] ?? -1),
    counts: {
      volatility: volatilityCounts,
      features: featureCounts,
      themes: themeCounts,
      rtp: rtpCounts,
    },
  };
}

/**
 * The choice an address's query names: each group's values comma-separated or the name repeated
 * (`?volatility=high,very-high&features=free-spins&rtp=96&sort=rtp`); values not offered, floors and orders not
 * offered and other names are left out.
 */
export function parseChoice(search: string, values: FilterValues, sorts: readonly Sort[] = SORTS): Choice {
  const query = new URLSearchParams(search);
  const chosen = (group: Group) => {
    const named = new Set(query.getAll(group).flatMap((value) => value.split(",")));
    return values[group].filter((value) => named.has(value));
  };
  const rtp = Number(query.get(RTP));
  const sort = sorts.find((offered) => offered === query.get(SORT));
  return {
    volatility: chosen("volatility"),
    features: chosen("features"),
    themes: chosen("themes"),
    rtp: (RTP_FLOORS as readonly number[]).includes(rtp) ? rtp : 0,
    ...(sort ? { sort } : {}),
  };
}

/**
 * `search` (an address's query) with the choice in it in place of any earlier one: each group once, its values
 * comma-separated in the group's order, then the RTP floor, then the order; the query's other names kept. `?` and
 * all, or "" when nothing is left.
 */
export function writeChoice(search: string, choice: Choice): string {
  const query = new URLSearchParams(search);
  for (const name of [...GROUPS, RTP, SORT]) query.delete(name);
  for (const group of GROUPS) if (choice[group].length) query.set(group, choice[group].join(","));
  if (choice.rtp) query.set(RTP, String(choice.rtp));
  if (choice.sort) query.set(SORT, choice.sort);
  // Commas stay commas: URLSearchParams writes them as %2C, which is as valid but harder to read and to share.
  const text = query.toString().replaceAll("%2C", ",");
  return text ? `?${text}` : "";
}

/** What the browser loads (FILTERS_PATH in src/build/site/lobby-filters.ts): the values' names, then `rows`. */
export type FilterData = {
  values: FilterValues;
  categories: readonly string[];
  studios: readonly string[];
  /**
   * ROW_LENGTH numbers per game, in the order of the site's A to Z list: its category's and its studio's place in
   * their lists, then its volatility, features, themes, RTP, maximum win, day of release, plays this week and whether
   * it may not load as in FilterColumns. Every game, with facts or without, so that an order lists the whole listing.
   */
  rows: readonly number[];
  /**
   * Each game's slug, in the same order: its card's shard (src/shared/site-cards.ts), and how the hosts' popular
   * games (POPULAR_ENDPOINT) name it.
   */
  slugs: readonly string[];
};

export const ROW_LENGTH = 10;

/** The data's columns, and the rows of the games of the listing `key` names (`all`, a category, `studio:<id>`). */
export function decode(data: FilterData, key: string): { columns: FilterColumns; rows: number[] } {
  const columns = {
    game: [] as number[],
    category: [] as number[],
    volatility: [] as number[],
    features: [] as number[],
    themes: [] as number[],
    rtp: [] as number[],
    maxWin: [] as number[],
    released: [] as number[],
    plays: [] as number[],
    failing: [] as number[],
  };
  const category = data.categories.indexOf(key);
  const studio = key.startsWith("studio:") ? data.studios.indexOf(key.slice("studio:".length)) : -2;
  const rows: number[] = [];
  for (let at = 0; at < data.rows.length; at += ROW_LENGTH) {
    const [
      gameCategory,
      gameStudio,
      volatility = 0,
      features = 0,
      themes = 0,
      rtp = 0,
      maxWin = 0,
      released = 0,
      plays = 0,
      failing = 0,
    ] = data.rows.slice(at, at + ROW_LENGTH);
    const game = at / ROW_LENGTH;
    if (key === "all" || gameCategory === category || gameStudio === studio) rows.push(columns.game.length);
    columns.game.push(game);
    columns.category.push(gameCategory ?? 0);
    columns.volatility.push(volatility);
    columns.features.push(features);
    columns.themes.push(themes);
    columns.rtp.push(rtp);
    columns.maxWin.push(maxWin);
    columns.released.push(released);
    columns.plays.push(plays);
    columns.failing.push(failing);
  }
  return { columns, rows };
}

/**
 * Each popular game's rank for the popular order, by slug, from `popular` (most played first): the first gets the
 * most, so that games of as many plays keep the list's order. The build's columns and the hosts' fresher order alike.
 */
export const popularRanks = (popular: readonly string[]): ReadonlyMap<string, number> =>
  new Map(popular.map((slug, at) => [slug, popular.length - at]));

/**
 * `columns` with the ranks of the popular games `popular` names (most played first: the hosts' fresher order, by
 * slug), in place of those the build knew; a game not among them has none.
 */
export function withPopular(
  columns: FilterColumns,
  slugs: readonly string[],
  popular: readonly string[],
): FilterColumns {
  const rank = popularRanks(popular);
  return { ...columns, plays: columns.game.map((game) => rank.get(slugs[game] ?? "") ?? 0) };
}
