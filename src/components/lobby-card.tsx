import { FavouriteButton } from "~/components/favourite-button";
import { GameThumbnail } from "~/components/game-thumbnail";
import type { Game } from "~/data/games";
import type { Locale } from "~/i18n/locales";
import { messagesIn, pathIn } from "~/site.config";

type LobbyCardProps = { game: Game; locale: Locale; priority: boolean };

/**
 * A game in the lobby's grid: its own art and its name, a link to its page over the whole card, and its
 * favourite toggle. Compact, so that hundreds of them make a light page; no ids, so the favourites section can
 * show copies of them.
 */
export function LobbyCard({ game, locale, priority }: LobbyCardProps) {
  const t = messagesIn(locale).lobby;
  return (
    <div className="group relative h-full overflow-hidden rounded-xl border border-white/10 bg-ink-800/60 transition-colors hover:border-brand-400/50 focus-within:border-brand-400/50 motion-reduce:transition-none">
      <div className="relative aspect-video overflow-hidden bg-ink-700">
        <GameThumbnail game={game} priority={priority} />
      </div>
      <h3 className="px-3 py-2.5 text-sm leading-snug font-semibold text-white sm:text-base">
        <a href={pathIn(`/games/${game.slug}`, locale)} className="after:absolute after:inset-0 after:content-['']">
          {game.name}
        </a>
      </h3>
      <FavouriteButton slug={game.slug} name={game.name} label={t.favourite} compact />
    </div>
  );
}
