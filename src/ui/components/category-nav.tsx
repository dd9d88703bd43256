import type { Locale } from "#shared/i18n/locales.ts";
import { LOBBY_PAGES, type LobbyPage, lobbyGames, lobbyPath } from "#build/site/lobby.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";
import type { Sort } from "#shared/lobby-choice.ts";

/**
 * A link of the lobby's navigation, as a chip; the current listing's marked, `page` on its first page A to Z and
 * `true` on its other pages (its later ones, where the pagination marks the page itself, and its orders').
 */
export const lobbyChip =
  "inline-flex items-center gap-1.5 rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-slate-200 hover:bg-white/10 [&[aria-current]]:border-brand-400/60 [&[aria-current]]:bg-brand-500/15 [&[aria-current]]:text-brand-200";

/**
 * A row of chips: on a phone one line that scrolls sideways, so that the games start on the first screen; from a
 * tablet up, wrapped. The padding keeps a focused chip's ring inside the row's scrolling box, never cut.
 */
export const chipRow = "-m-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap sm:overflow-visible [&>li]:shrink-0";

/** How the current listing's link is marked on page `page` of it, in `sort` (A to Z: none). */
export const currentMark = (page: number, sort?: Sort): CurrentMark => (page === 1 && !sort ? "page" : "true");

export type CurrentMark = "page" | "true";

/** The lobby's pages, each a plain link with its number of games; the current one marked. */
export function CategoryNav({
  current,
  mark,
  locale,
}: {
  current?: LobbyPage | undefined;
  mark: CurrentMark;
  locale: Locale;
}) {
  const t = messagesIn(locale).lobby;
  return (
    <nav aria-label={t.categoriesLabel} className="mt-4 sm:mt-6">
      <ul className={chipRow}>
        {LOBBY_PAGES.map((listing) => (
          <li key={listing}>
            <a
              href={pathIn(lobbyPath(listing), locale)}
              aria-current={listing === current ? mark : undefined}
              className={lobbyChip}
            >
              {t.categories[listing]}{" "}
              <span className="font-normal text-slate-400">({lobbyGames(listing, locale).length})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
