import { FavouriteButton } from "#ui/components/favourite-button.tsx";
import { GameThumbnail } from "#ui/components/game-thumbnail.tsx";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";

type LobbyCardProps = {
  game: Game;
  locale: Locale;
  priority: boolean;
  /** Far down a long list: laid out and painted only as it nears the viewport (the stylesheet's `lobby-card-deferred`). */
  deferred?: boolean;
  /** On a listing's page: its place in the A to Z list of every game (placeOf), by which the filters find it at hand. */
  place?: number;
  /** Classes of the card's place in its grid (a column span). */
  className?: string;
};

/** A lobby grid (lobby-page.tsx): two cards a row on a phone, three on a tablet, four of at most 264 px on a desktop. */
const LOBBY_CARD_SIZES = "(min-width: 1024px) 264px, (min-width: 640px) 32vw, 48vw";

/** Enough for the widest a lobby card is shown at (264 px) on a screen of twice the pixels. */
const LOBBY_CARD_MAX_WIDTH = 800;

/**
 * A game in a lobby's grid, an item of its list: its own art and its name, a link to its page over the whole card,
 * and its favourite toggle. Its look is the stylesheet's `lobby-card`, written once for hundreds of cards. No ids,
 * so the favourites section can show copies of it.
 */
export function LobbyCard({ game, locale, priority, deferred = false, place, className = "" }: LobbyCardProps) {
  const t = messagesIn(locale).lobby;
  return (
    <li
      data-game={game.slug}
      data-place={place}
      className={`group lobby-card ${deferred ? "lobby-card-deferred" : ""} ${className}`.trim()}
    >
      <div>
        <GameThumbnail
          game={game}
          priority={priority}
          decorative
          sizes={LOBBY_CARD_SIZES}
          maxWidth={LOBBY_CARD_MAX_WIDTH}
        />
      </div>
      <h3>
        <a href={pathIn(`/games/${game.slug}`, locale)}>{game.name}</a>
      </h3>
      <FavouriteButton slug={game.slug} name={game.name} label={t.favourite} compact />
    </li>
  );
}
