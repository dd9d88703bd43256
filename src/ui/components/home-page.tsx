import { ArrowDown, ArrowRight, Globe, HeartHandshake, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { GameCard } from "#ui/components/game-card.tsx";
import { HomeRows } from "#ui/components/home-rows.tsx";
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

/** `picture`: the site's hero art (a `<picture>` made at build), behind the heading on a scrim that keeps the text readable. */
export function HomePage({ locale, picture }: { locale: Locale; picture?: ReactNode }) {
  const t = messagesIn(locale).home;
  const featured = featuredIn(locale);
  const hero = heroText(locale);
  const grid = featuredGrid(featured.length);
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
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="inline-flex rounded-full border border-gold-300/30 bg-gold-300/10 px-4 py-1 text-sm font-medium text-gold-300">
            {t.badge}
          </p>
          <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
            {hero.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">{hero.intro}</p>
          <a
            href="#featured-games"
            className={`${primaryButton} mt-10 px-7 py-3.5 text-base shadow-lg shadow-brand-500/30`}
          >
            {t.explore}
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </section>

      <section
        id="featured-games"
        aria-labelledby="featured-games-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="featured-games-heading" className="font-display text-3xl font-extrabold text-white sm:text-4xl">
          {t.featured}
        </h2>
        <p className="mt-3 text-slate-400">{t.featuredIntro}</p>
        <ul data-testid="games-grid" className={grid.list}>
          {featured.map((game, index) => (
            <li key={game.slug} className={grid.card(index)}>
              {/* Below a hero picture, the cards are not the first screen's: they wait, and the hero comes first. */}
              <GameCard game={game} priority={index < 3 && !siteConfig.home?.picture} locale={locale} />
            </li>
          ))}
        </ul>
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
