/**
 * The rows of a lobby site's home page below its featured games, as players know them from every lobby: the week's
 * most played (src/build/site/plays-at-build.ts; refreshed in the browser by src/browser/popular-games.ts), the newest
 * games, the highest RTP slots and each studio's, each a short row of cards with a link to the whole listing in that
 * order (`/games/by/new`, `/games/slots/by/rtp`).
 * A game that may not load right now comes at the end of each (config.ts's mayNotLoad).
 * A site names the rows it wants, in its order (`home.rows` in its site file); none by default.
 */
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { alphabetical, hasLobby, lobbyGames, lobbyStudios, pagePath, studioPath } from "#build/site/lobby.ts";
import { featuredIn, loadingFirst, messagesIn, pathIn, popularGames, siteConfig } from "#build/site/config.ts";
import type { HomeRow } from "#build/site/schema.ts";

/** A row's cards: two lines of two on a phone, one line on a desktop, like a lobby's grid. */
const ROW_SIZE = 4;

type Row = { id: string; heading: string; games: readonly Game[]; link: { href: string; text: string } };

/** The games of `games` with the fact `value` gives, largest first, those of one value in their order (A to Z), as the listing's order shows them. */
function largestFirst(games: readonly Game[], value: (game: Game) => number | undefined): Game[] {
  return games.filter((game) => value(game) !== undefined).sort((a, b) => (value(b) ?? 0) - (value(a) ?? 0));
}

/** A game's day of release as a number that sorts: 2021-02-25 is 20210225. */
const releasedOf = (game: Game) =>
  game.facts.released === undefined ? undefined : Number(game.facts.released.replaceAll("-", ""));

/** The rows the site asks for, in `locale`, in its order; a row without games is left out. */
export function homeRows(locale: Locale): Row[] {
  const asked = siteConfig.home?.rows ?? [];
  if (!hasLobby || asked.length === 0) return [];
  const t = messagesIn(locale).home.rows;
  const all = lobbyGames("all", locale);
  // The games already on the page: a studio's row shows others of its games.
  const shown = new Set(featuredIn(locale).map((game) => game.slug));
  const rowsOf = (row: HomeRow): Row[] => {
    if (row === "popular") {
      const bySlug = new Map(all.map((game) => [game.slug, game]));
      return [
        {
          id: "popular",
          heading: t.popular,
          games: loadingFirst(popularGames().flatMap((slug) => bySlug.get(slug) ?? [])).slice(0, ROW_SIZE),
          link: { href: pathIn(pagePath("all", 1, "popular"), locale), text: t.allPopular },
        },
      ];
    }
    if (row === "new")
      return [
        {
          id: "new",
          heading: t.new,
          games: loadingFirst(largestFirst(all, releasedOf)).slice(0, ROW_SIZE),
          link: { href: pathIn(pagePath("all", 1, "new"), locale), text: t.allNew },
        },
      ];
    if (row === "rtp")
      return [
        {
          id: "rtp",
          heading: t.rtp,
          // Slots alone: a table game's RTP is of another kind (see SORTS), and the row would be all blackjacks.
          games: loadingFirst(
            largestFirst(
              all.filter((game) => game.category === "slots"),
              (game) => game.facts.rtp,
            ),
          ).slice(0, ROW_SIZE),
          link: { href: pathIn(pagePath("slots", 1, "rtp"), locale), text: t.allRtp },
        },
      ];
    return lobbyStudios(locale).map(({ studio, count }) => {
      const own = all.filter((game) => game.studio.id === studio.id && !shown.has(game.slug));
      const newest = largestFirst(own, releasedOf);
      const games = loadingFirst([
        ...newest,
        ...alphabetical(
          own.filter((game) => !newest.includes(game)),
          locale,
        ),
      ]).slice(0, ROW_SIZE);
      return {
        id: `studio-${studio.id}`,
        heading: studio.name,
        games,
        link: { href: pathIn(studioPath(studio), locale), text: t.allOfStudio(studio.name, count) },
      };
    });
  };
  const rows: Row[] = [];
  for (const row of asked) {
    for (const made of rowsOf(row)) {
      if (made.games.length === 0) continue;
      rows.push(made);
      for (const game of made.games) shown.add(game.slug);
    }
  }
  return rows;
}
