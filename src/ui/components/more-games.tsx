import { LobbyCard } from "#ui/components/lobby-card.tsx";
import { lobbyGrid } from "#ui/components/lobby-page.tsx";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { moreGamesLike } from "#build/site/lobby.ts";
import { messagesIn } from "#build/site/config.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

/** The end of a game page on a lobby site: up to six other games of its category. */
export function MoreGames({ game, locale }: { game: Game; locale: Locale }) {
  const games = moreGamesLike(game, locale);
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="more-games-heading" className="mt-12">
      <SectionHeading id="more-games-heading">{messagesIn(locale).lobby.moreLikeThis}</SectionHeading>
      <ul className={`mt-4 ${lobbyGrid}`}>
        {games.map((other) => (
          <LobbyCard key={other.slug} game={other} locale={locale} priority={false} />
        ))}
      </ul>
    </section>
  );
}
