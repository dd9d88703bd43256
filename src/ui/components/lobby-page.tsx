import type { ReactNode } from "react";
import { CategoryNav, currentMark } from "#ui/components/category-nav.tsx";
import { LobbyCard } from "#ui/components/lobby-card.tsx";
import { LobbyFilters } from "#ui/components/lobby-filters.tsx";
import { LobbyPagination } from "#ui/components/lobby-pagination.tsx";
import { ShowMore } from "#ui/components/show-more.tsx";
import { StudioNav } from "#ui/components/studio-nav.tsx";
import type { Locale } from "#shared/i18n/locales.ts";
import { CARDS_PATH, type Listing, listingName, pageOf, pagination, placeOf } from "#build/site/lobby.ts";
import { listingGamesIn } from "#build/site/lobby-filters.ts";
import type { Sort } from "#shared/lobby-choice.ts";
import { messagesIn, pathIn, siteConfig } from "#build/site/config.ts";
import { RecentlyPlayed } from "#ui/components/recently-played.tsx";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

/** Two columns on a phone, more as the screen widens. */
export const lobbyGrid = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/** Cards in the first screen are fetched with the page; the rest as they near the viewport. */
const FIRST_SCREEN = 4;

/** A page's heading: the listing's name, and the page's number after the first. */
export function lobbyHeading(listing: Listing, page: number, locale: Locale): string {
  const name = listingName(listing, locale);
  return page === 1 ? name : messagesIn(locale).lobby.page(name, page);
}

/** What a list of games in `sort` is headed with: `Games from A to Z`, `Games, highest RTP first`. */
export function listHeading(sort: Sort | undefined, locale: Locale): string {
  const t = messagesIn(locale).lobby;
  return sort ? `${t.sorted.games}, ${t.sorted[sort]}` : t.list;
}

/**
 * Page `page` of a listing (every game of the site, a category's or a studio's), A to Z or in `sort`, under the search (`search`,
 * passed in by the page), the categories and the studios; the visitor's favourites first, once
 * src/browser/favourites.ts has found any; the filters by the facts, where the listing's games have any; then the
 * links to the listing's other pages, and the button that adds the next page's cards here (src/browser/show-more.ts).
 */
export function LobbyPage({
  listing,
  page,
  sort,
  locale,
  search,
}: {
  listing: Listing;
  page: number;
  sort?: Sort | undefined;
  locale: Locale;
  search?: ReactNode;
}) {
  const t = messagesIn(locale).lobby;
  const games = listingGamesIn(listing, sort, locale);
  const { next } = pagination(games.length, page);
  const mark = currentMark(page, sort);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-white sm:text-5xl">
        {lobbyHeading(listing, page, locale)}
      </h1>
      <p className="mt-2 text-slate-300 sm:mt-3 sm:text-lg">
        {sort ? t.introSorted(games.length, t.sorted[sort]) : t.intro(games.length)}
      </p>
      {search}
      <CategoryNav current={typeof listing === "string" ? listing : undefined} mark={mark} locale={locale} />
      <StudioNav current={typeof listing === "string" ? undefined : listing.studio.id} mark={mark} locale={locale} />
      {siteConfig.recentlyPlayed && <RecentlyPlayed locale={locale} className="mt-10" />}
      <section
        data-favourites
        data-cards={pathIn(CARDS_PATH, locale)}
        aria-labelledby="favourites-heading"
        hidden
        className="mt-10"
      >
        <SectionHeading id="favourites-heading" tabIndex={-1}>
          {t.favourites}
        </SectionHeading>
        <ul data-favourites-list className={`mt-4 ${lobbyGrid}`} />
      </section>
      <section aria-labelledby="games-heading" className="mt-6 sm:mt-10">
        <SectionHeading id="games-heading" tabIndex={-1}>
          {listHeading(sort, locale)}
        </SectionHeading>
        <LobbyFilters listing={listing} page={page} sort={sort} locale={locale} />
        <ul data-games-list className={`mt-4 ${lobbyGrid}`}>
          {pageOf(games, page).map((game, index) => (
            <LobbyCard
              key={game.slug}
              game={game}
              locale={locale}
              priority={index < FIRST_SCREEN}
              deferred={index >= FIRST_SCREEN}
              place={placeOf(game.slug, locale)}
            />
          ))}
        </ul>
        {next && <ShowMore locale={locale} />}
        <LobbyPagination listing={listing} sort={sort} count={games.length} page={page} locale={locale} />
      </section>
    </div>
  );
}
