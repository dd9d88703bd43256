import { GamePicture, sizedPicture } from "#ui/components/game-picture.tsx";
import type { Game } from "#build/catalogue/games.ts";
import { gamePictureOf } from "#build/site/game-picture-files.ts";

type GameThumbnailProps = {
  game: Game;
  /** The first row is fetched at once; the rest wait until they near the viewport. */
  priority: boolean;
  /** Right beside the game's name and nothing else: the picture says no more, so a screen reader says the name once. */
  decorative?: boolean;
  /** How wide the card shows it at each width of the window, for the browser to choose a game picture's width. */
  sizes: string;
  /** The widest encoding of a game picture worth listing for this card. */
  maxWidth?: number;
};

/**
 * The game's thumbnail, in a card that is a `group`: it grows while the card is hovered or focused (the stylesheet's
 * `game-thumbnail`, written once for a lobby's hundreds). One from an image host gives way to the site's own art if
 * it fails (thumbnail-fallback.ts). The game's own picture, where the site has one, comes before both.
 */
export function GameThumbnail({ game, priority, decorative = false, sizes, maxWidth }: GameThumbnailProps) {
  const alt = decorative ? "" : game.name;
  const picture = gamePictureOf(game.slug);
  if (picture)
    return (
      <GamePicture
        picture={picture}
        sizes={sizes}
        maxWidth={maxWidth}
        alt={alt}
        priority={priority}
        className="game-thumbnail"
      />
    );
  return (
    <img
      data-fallback={game.thumbnail === game.artPath ? undefined : game.artPath}
      src={game.thumbnail}
      alt={alt}
      {...sizedPicture(priority)}
      className="game-thumbnail"
    />
  );
}
