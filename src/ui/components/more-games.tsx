import { LobbyCard } from "#ui/components/lobby-card.tsx";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { moreGamesLike } from "#build/site/lobby.ts";
import { messagesIn } from "#build/site/config.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

/**
 * The end of a game page on a lobby site: up to six other games of its category, in lines of two on a phone and of
 * three from a tablet up, so that six fill every line at every width.
 */
export function MoreGames({ game, locale }: { game: Game; locale: Locale }) {
  const games = moreGamesLike(game, locale);
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="more-games-heading" className="mt-12">
      <SectionHeading id="more-games-heading">{messagesIn(locale).lobby.moreLikeThis}</SectionHeading>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {games.map((other) => (
          <LobbyCard key={other.slug} game={other} locale={locale} priority={false} />
        ))}
      </ul>
    </section>
  );
}
