import { type Game, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "~/data/games";

type GameThumbnailProps = {
  game: Game;
  /** The first row is fetched at once; the rest wait until they near the viewport. */
  priority: boolean;
  /** Right beside the game's name and nothing else: the picture says no more, so a screen reader says the name once. */
  decorative?: boolean;
};

/**
 * The game's thumbnail, in a card that is a `group`: it grows while the card is hovered or focused (the stylesheet's
 * `game-thumbnail`, written once for a lobby's hundreds). One from an image host gives way to the site's own art if
 * it fails (thumbnail-fallback.ts).
 */
export function GameThumbnail({ game, priority, decorative = false }: GameThumbnailProps) {
  return (
    <img
      data-fallback={game.thumbnail === game.artPath ? undefined : game.artPath}
      src={game.thumbnail}
      alt={decorative ? "" : game.name}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="game-thumbnail"
    />
  );
}
