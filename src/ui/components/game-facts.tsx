import { ListChecks } from "lucide-react";
import type { Game } from "#build/catalogue/games.ts";
import { factRows } from "#shared/i18n/fact-rows.ts";
import { hasFacts } from "#shared/game-words.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { hasLobby, studioPath } from "#build/site/lobby.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";
import { Panel } from "#shared/primitives/panel.tsx";

/**
 * A game's facts as players compare them, its studio first (a link to its games, on a site with a lobby), then the
 * source they are taken from, with its link so a visitor can check a figure: only on a game that has any.
 */
export function GameFacts({ game, locale }: { game: Game; locale: Locale }) {
  if (!hasFacts(game.facts)) return null;
  const words = messagesIn(locale).facts;
  return (
    <Panel as="section" aria-labelledby="facts-heading" className="mt-10 p-6 sm:p-8">
      <SectionHeading id="facts-heading" className="flex items-center gap-3">
        <ListChecks aria-hidden="true" className="size-6 text-brand-300" />
        {words.heading}
      </SectionHeading>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {factRows(game.studio.name, game.facts, locale, words).map(({ label, value, note }, index) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-200">{label}</dt>
            <dd className="text-slate-300 max-sm:-mt-2">
              {index === 0 && hasLobby ? (
                <a
                  href={pathIn(studioPath(game.studio), locale)}
                  className="font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
                >
                  {value}
                </a>
              ) : (
                value
              )}
              {note && <span className="mt-1 block text-sm text-slate-300">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {/* A footnote: on a lobby site in words a player reads, that the figures are the studio's defaults. */}
      {game.factsSource && (
        <p className="mt-6 text-sm text-slate-300">
          {hasLobby ? words.figuresSource : words.source}{" "}
          <a href={game.factsSource.url} className="text-brand-300 underline underline-offset-4 hover:text-brand-200">
            {game.factsSource.name}
          </a>
          {hasLobby && "."}
        </p>
      )}
    </Panel>
  );
}
