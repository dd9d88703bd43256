import { ArrowDown, ArrowRight, Globe, HeartHandshake, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { GameCard } from "#ui/components/game-card.tsx";
import { HomeRows } from "#ui/components/home-rows.tsx";
import { LobbyCard } from "#ui/components/lobby-card.tsx";
import { RecentlyPlayed } from "#ui/components/recently-played.tsx";
import type { Locale } from "#shared/i18n/locales.ts";
import { hasLobby, lobbyPath } from "#build/site/lobby.ts";
import { inLocale } from "#build/site/schema.ts";
import { featuredIn, gamesIn, messagesIn, pathIn, siteConfig } from "#build/site/config.ts";
import { primaryButton } from "#shared/primitives/button-styles.ts";
import { Panel } from "#shared/primitives/panel.tsx";

/** The icon of each reason to play here (its texts are in the messages, under the same name). */
const reasonIcons = { fun: PartyPopper, social: HeartHandshake, anywhere: Globe };

/** The home page's heading and first paragraph: the site's own words where it has them, else the generic ones. */
function heroText(locale: Locale) {
  const t = messagesIn(locale).home;
  const { heading, intro } = siteConfig.home ?? {};
  const games = new Intl.NumberFormat(locale).format(siteConfig.games.length);
  return {
    heading: heading ? inLocale(heading, locale) : t.heading(siteConfig.name),
    intro: intro ? inLocale(intro, locale).replaceAll("{games}", games) : t.intro(siteConfig.games.length),
  };
}

/**
 * The featured grid's classes, and each card's, so that its rows are full at every width: one column on a phone, two
 * on a tablet, three on a desktop. A count that does not fill them widens its first cards: the first of an odd
 * count spans a tablet's row; on a desktop (six tracks, a card two of them) the first two of a count with two over
 * share a row, as do the first four of a count with one over.
 */
function featuredGrid(count: number): { list: string; card: (index: number) => string } {
  const base = "mt-10 grid grid-cols-1 gap-6 md:grid-cols-2";
  if (count % 6 === 0) return { list: `${base} lg:grid-cols-3`, card: () => "flex" };
  const over = count % 3;
  const wide = over === 2 ? 2 : over === 1 ? Math.min(4, count) : 0;
  return {
    list: `${base} lg:grid-cols-6`,
    card: (index) =>
      [
        "flex",
        count % 2 === 1 && index === 0 ? "md:col-span-2" : "",
        index < wide ? (count === 1 ? "lg:col-span-6" : "lg:col-span-3") : "lg:col-span-2",
      ]
        .filter(Boolean)
        .join(" "),
  };
}

/** Each column count's spans, written out whole so that Tailwind finds them: [span 1, span 2, …]. */
const SPANS = {
  2: ["col-span-1", "col-span-2"],
  3: ["sm:col-span-1", "sm:col-span-2", "sm:col-span-3"],
  4: ["lg:col-span-1", "lg:col-span-2", "lg:col-span-3", "lg:col-span-4"],
} as const;

/**
 * A lobby site's featured games in the lobby's grid: two columns on a phone, three on a tablet, and on a desktop four
 * (or five, for a count that five divides and four does not, such as five). The cards of a last row that is not full
 * share its width, the first ones taking what does not divide, so the grid ends full at every width.
 */
function lobbyFeaturedGrid(count: number): { list: string; card: (index: number) => string } {
  const five = count % 5 === 0 && count % 4 !== 0;
  const spanOf = (index: number, columns: 2 | 3 | 4) => {
    const over = count % columns;
    const last = count - over;
    if (over === 0 || index < last) return SPANS[columns][0];
    return SPANS[columns][Math.floor(columns / over) + (index - last < columns % over ? 1 : 0) - 1];
  };
  return {
    list: `mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${five ? "lg:grid-cols-5" : "lg:grid-cols-4"}`,
    // Each width's span overrides the narrower one's, so the desktop's is written even where it is one column.
    card: (index) => [spanOf(index, 2), spanOf(index, 3), five ? SPANS[4][0] : spanOf(index, 4)].join(" "),
  };
}

/** `picture`: the site's hero art (a `<picture>` made at build), behind the heading on a scrim that keeps the text readable. */
export function HomePage({ locale, picture }: { locale: Locale; picture?: ReactNode }) {
  const t = messagesIn(locale).home;
  const featured = featuredIn(locale);
  const hero = heroText(locale);
  const grid = hasLobby ? lobbyFeaturedGrid(featured.length) : featuredGrid(featured.length);
  return (
    <>
      <section className="relative isolate overflow-hidden">
        {picture}
        {/* Three quarters of the page's own background over any part of the picture: the text keeps AA contrast. */}
        {/* By the configuration, not `picture`: Astro hands a component an empty slot too. */}
        {siteConfig.home?.picture && <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950/75" />}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-violet-glow)_0%,transparent_60%),radial-gradient(ellipse_at_bottom_right,var(--color-brand-600)_0%,transparent_55%)] opacity-40"
        />
        {/* A lobby site's hero is compact, so that its games are on the first screen. */}
        <div className={`mx-auto max-w-4xl px-4 text-center sm:px-6 ${hasLobby ? "py-8 sm:py-10" : "py-20 sm:py-28"}`}>
          <p className="inline-flex rounded-full border border-gold-300/30 bg-gold-300/10 px-4 py-1 text-sm font-medium text-gold-300">
            {t.badge}
          </p>
          <h1
            className={`font-display font-extrabold tracking-tight text-balance text-white ${hasLobby ? "mt-4 text-3xl sm:text-5xl" : "mt-6 text-4xl sm:text-6xl"}`}
          >
            {hero.heading}
          </h1>
          <p
            className={`mx-auto max-w-2xl leading-relaxed text-pretty text-slate-300 ${hasLobby ? "mt-3 sm:text-lg" : "mt-6 text-lg"}`}
          >
            {hero.intro}
          </p>
          {/* On a lobby site the games are right below, on the first screen. */}
          {!hasLobby && (
            <a
              href="#featured-games"
              className={`${primaryButton} mt-10 px-7 py-3.5 text-base shadow-lg shadow-brand-500/30`}
            >
              {t.explore}
              <ArrowDown aria-hidden="true" className="size-5" />
            </a>
          )}
        </div>
      </section>

      {siteConfig.recentlyPlayed && (
        <RecentlyPlayed locale={locale} className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6" />
      )}

      <section
        id="featured-games"
        aria-labelledby="featured-games-heading"
        className={`mx-auto max-w-6xl px-4 sm:px-6 ${hasLobby ? "pt-4 pb-16 sm:pt-6" : "py-16"}`}
      >
        <h2
          id="featured-games-heading"
          className={`font-display font-extrabold text-white ${hasLobby ? "text-2xl sm:text-3xl" : "text-3xl sm:text-4xl"}`}
        >
          {t.featured}
        </h2>
        <p className={hasLobby ? "mt-1 text-slate-400" : "mt-3 text-slate-400"}>{t.featuredIntro}</p>
        {hasLobby ? (
          <ul data-testid="games-grid" className={grid.list}>
            {featured.map((game, index) => (
              <LobbyCard
                key={game.slug}
                game={game}
                locale={locale}
                priority={index < 4 && !siteConfig.home?.picture}
                className={grid.card(index)}
              />
            ))}
          </ul>
        ) : (
          <ul data-testid="games-grid" className={grid.list}>
            {featured.map((game, index) => (
              <li key={game.slug} className={grid.card(index)}>
                {/* Below a hero picture, the cards are not the first screen's: they wait, and the hero comes first. */}
                <GameCard game={game} priority={index < 3 && !siteConfig.home?.picture} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        {hasLobby && (
          <a href={pathIn(lobbyPath("all"), locale)} className={`${primaryButton} mt-10 px-7 py-3.5 text-base`}>
            {messagesIn(locale).lobby.allGames(gamesIn(locale).length)}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        )}
      </section>

      <HomeRows locale={locale} />

      <section aria-labelledby="why-heading" className="border-t border-white/5 bg-ink-900/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="why-heading" className="text-center font-display text-3xl font-extrabold text-white sm:text-4xl">
            {t.why(siteConfig.name)}
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {Object.entries(reasonIcons).map(([reason, Icon]) => {
              const { title, text } = t.reasons[reason as keyof typeof reasonIcons];
              return (
                <Panel as="li" key={reason} className="p-6">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 font-display text-xl font-bold text-white">{title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-300">{text}</p>
                </Panel>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
