import type { ReactNode } from "react";
import { CategoryNav } from "~/components/category-nav";
import { LobbyCard } from "~/components/lobby-card";
import type { Locale } from "~/i18n/locales";
import { type LobbyPage as Page, lobbyGames } from "~/catalogue/lobby";
import { messagesIn } from "~/site/config";

/** Two columns on a phone, more as the screen widens. */
export const lobbyGrid = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/** Cards in the first screen are fetched with the page; the rest as they near the viewport. */
const FIRST_SCREEN = 4;

/**
 * A lobby page: every game of the site, or of one category, A to Z, under the search (`search`, passed in by the
 * page) and the categories; the visitor's favourites first, once src/scripts/favourites.ts has found any.
 */
export function LobbyPage({ page, locale, search }: { page: Page; locale: Locale; search?: ReactNode }) {
  const t = messagesIn(locale).lobby;
  const games = lobbyGames(page, locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{t.categories[page]}</h1>
      <p className="mt-3 text-lg text-slate-300">{t.intro(games.length)}</p>
      {search}
      <CategoryNav current={page} locale={locale} />
      <section data-favourites aria-labelledby="favourites-heading" hidden className="mt-10">
        <h2 id="favourites-heading" className="font-display text-2xl font-bold text-white">
          {t.favourites}
        </h2>
        <ul data-favourites-list className={`mt-4 ${lobbyGrid}`} />
      </section>
      <section aria-labelledby="games-heading" className="mt-10">
        <h2 id="games-heading" className="font-display text-2xl font-bold text-white">
          {t.list}
        </h2>
        <ul data-games-list className={`mt-4 ${lobbyGrid}`}>
          {games.map((game, index) => (
            <LobbyCard key={game.slug} game={game} locale={locale} priority={index < FIRST_SCREEN} deferred={index >= FIRST_SCREEN} />
          ))}
        </ul>
      </section>
    </div>
  );
}
