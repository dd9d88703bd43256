import { ArrowLeft, Info } from "lucide-react";
import type { ReactNode } from "react";
import { GameFacts } from "#ui/components/game-facts.tsx";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { mayNotLoad, messagesIn, pathIn, siteConfig } from "#build/site/config.ts";
import { hasLobby } from "#build/site/lobby.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";
import { Panel } from "#shared/primitives/panel.tsx";
import { PLAYS_ENDPOINT } from "#shared/plays.ts";

type GamePageProps = {
  game: Game;
  locale: Locale;
  /** The game player island, passed in by the page (islands are wired in .astro files). */
  player?: ReactNode;
  /** The share button (share-button.astro), and on a lobby site the favourite toggle, passed in by the page. */
  share?: ReactNode;
  /** On a lobby site, other games of its category. */
  more?: ReactNode;
};

const textLink = "inline-flex items-center gap-2 rounded-lg font-semibold text-brand-300 hover:text-white";

export function GamePage({ game, locale, player, share, more }: GamePageProps) {
  const t = messagesIn(locale).game;
  const home = pathIn("/", locale);
  return (
    <article
      data-game-page={game.slug}
      data-keep-played={siteConfig.recentlyPlayed ? "" : undefined}
      data-plays={siteConfig.plays ? PLAYS_ENDPOINT : undefined}
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <a href={home} className={textLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </a>
        {share}
      </div>
      <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{game.name}</h1>
      {/* On a lobby site: what the game is under its name, its own text under About, the disclaimer one line by the player. */}
      {hasLobby ? (
        <p className="mt-3 text-lg text-slate-300">
          {[
            game.studio.name,
            game.type ? t.types[game.type] : t.kinds[game.category],
            game.facts.released?.slice(0, 4) ?? game.year,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : (
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-300">{game.description}</p>
      )}
      {mayNotLoad(game.slug) && (
        <p className="mt-6 rounded-xl border border-amber-300/40 bg-amber-300/10 px-4 py-3 text-amber-100">
          {t.mayNotLoad}
        </p>
      )}
      <div className={hasLobby ? "mt-6" : "mt-8"}>{player}</div>
      {hasLobby && <p className="mt-3 text-sm text-slate-400">{t.disclaimerLine}</p>}
      <Panel as="section" aria-labelledby="about-heading" className="mt-10 p-6 sm:p-8">
        <SectionHeading id="about-heading" className="flex items-center gap-3">
          <Info aria-hidden="true" className="size-6 text-brand-300" />
          {t.about}
        </SectionHeading>
        <p className="mt-3 leading-relaxed text-slate-300">{hasLobby ? game.description : t.aboutText(game.name)}</p>
      </Panel>
      {siteConfig.gameFacts && <GameFacts game={game} locale={locale} />}
      <a href={home} className={`${textLink} mt-10`}>
        {t.more}
        <ArrowLeft aria-hidden="true" className="size-4 rotate-180" />
      </a>
      {more}
    </article>
  );
}
