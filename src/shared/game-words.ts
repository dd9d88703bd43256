/**
 * The catalogue's words that the pages' texts name, in the browser as at build: the kinds and types of game, and the
 * facts players compare (their names, and the values of those that are words). The catalogue checks games against
 * them; each language's texts (src/shared/i18n/) give each its label.
 */

/** The kinds of game, as the lobby groups them. */
export const CATEGORIES = ["slots", "table-games", "instant-games"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * What a game is, where its source names it more closely than a category does: video bingo and video poker, which
 * are neither slots nor played at a table, and which a game's texts name as they are.
 */
export const GAME_TYPES = ["video-bingo", "video-poker"] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * The category the lobby files each type's games in: video bingo with the instant games, as the catalogue files its
 * bingo; video poker with the table games, as it files its poker and SoftSwiss's front end its card games.
 */
export const TYPE_CATEGORIES: Record<GameType, Category> = {
  "video-bingo": "instant-games",
  "video-poker": "table-games",
};

/**
 * The volatility scale, lowest first. Its in-between steps are kept as sources state them (a source's
 * `medium-high` stays medium to high, never rounded to `high`): docs/games.md maps each source's scale to this one.
 */
export const VOLATILITIES = ["low", "low-medium", "medium", "medium-high", "high", "very-high"] as const;
export type Volatility = (typeof VOLATILITIES)[number];

export const FEATURES = [
  "free-spins",
  "multipliers",
  "cascades",
  "cluster-pays",
  "megaways",
  "bonus-buy",
  "expanding-symbols",
  "sticky-wilds",
  "hold-and-win",
  "jackpot",
  "gamble",
] as const;
export type Feature = (typeof FEATURES)[number];

export const THEMES = [
  "adventure",
  "ancient-egypt",
  "animals",
  "asia",
  "classic",
  "fantasy",
  "fruits",
  "horror",
  "mythology",
  "space",
  "sweets",
  "western",
] as const;
export type Theme = (typeof THEMES)[number];

export type Facts = {
  rtp?: number | undefined;
  volatility?: Volatility | undefined;
  maxWin?: number | undefined;
  reels?: number | undefined;
  rows?: number | undefined;
  paylines?: number | undefined;
  ways?: number | undefined;
  features?: readonly Feature[] | undefined;
  themes?: readonly Theme[] | undefined;
  released?: string | undefined;
};

/** The facts' names in the catalogue's order, which is the order a game page lists them in. */
export const FACT_NAMES = [
  "rtp",
  "volatility",
  "maxWin",
  "reels",
  "rows",
  "paylines",
  "ways",
  "features",
  "themes",
  "released",
] as const;

export function hasFacts(facts: Facts): boolean {
  return FACT_NAMES.some(
    (name) => facts[name] !== undefined && !(Array.isArray(facts[name]) && facts[name].length === 0),
  );
}
