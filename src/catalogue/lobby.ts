/**
 * The lobby of a site with many games: which sites have one, its pages (all games, and one per category), the
 * games in A to Z order, and the games a game page suggests. The pages are src/pages/[...locale]/games/.
 */
import { CATEGORIES, type Category } from "~/catalogue/catalogue";
import { type Game, LOBBY_THRESHOLD } from "~/catalogue/games";
import type { Locale } from "~/i18n/locales";
import { defaultLocale, gamesIn, localePaths } from "~/site/config";

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

/** The site's games on a lobby page, A to Z: sorted once a page and language, since every game page asks too. */
export function lobbyGames(page: LobbyPage, locale: Locale): readonly Game[] {
  const key = `${page} ${locale}`;
  let games = lobbyLists.get(key);
  if (!games) {
    const all = gamesIn(locale);
    lobbyLists.set(key, (games = alphabetical(page === "all" ? all : all.filter((game) => game.category === page), locale)));
  }
  return games;
}

const MORE_GAMES = 6;

/**
 * Up to six other games of the game's category: the ones after it in A to Z order, starting again from A, so
 * every build chooses the same ones and each game of a category is suggested about as often as the others.
 */
export function moreGamesLike(game: Game, locale: Locale): Game[] {
  const games = lobbyGames(game.category, locale);
  const at = games.findIndex((other) => other.slug === game.slug);
  return [...games.slice(at + 1), ...games.slice(0, at)].slice(0, MORE_GAMES);
}

/** The search's index, one for every language (the names are the studio's): src/pages/games/[index].json.ts. */
export const SEARCH_INDEX_PATH = "/games/search-index.json";
