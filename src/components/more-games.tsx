import { LobbyCard } from "~/components/lobby-card";
import { lobbyGrid } from "~/components/lobby-page";
import type { Game } from "~/catalogue/games";
import type { Locale } from "~/i18n/locales";
import { moreGamesLike } from "~/site/lobby";
import { messagesIn } from "~/site/config";

/** The end of a game page on a lobby site: up to six other games of its category. */
export function MoreGames({ game, locale }: { game: Game; locale: Locale }) {
  const games = moreGamesLike(game, locale);
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="more-games-heading" className="mt-12">
      <h2 id="more-games-heading" className="font-display text-2xl font-bold text-white">
        {messagesIn(locale).lobby.moreLikeThis}
      </h2>
      <ul className={`mt-4 ${lobbyGrid}`}>
        {games.map((other) => (
          <LobbyCard key={other.slug} game={other} locale={locale} priority={false} />
        ))}
      </ul>
    </section>
  );
}
