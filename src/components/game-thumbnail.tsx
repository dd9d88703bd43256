import { type Game, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "~/data/games";

type GameThumbnailProps = {
  game: Game;
  /** The first row is fetched at once; the rest wait until they near the viewport. */
  priority: boolean;
};

/** The game's thumbnail; one from an image host gives way to the site's own art if it fails (thumbnail-fallback.ts). */
export function GameThumbnail({ game, priority }: GameThumbnailProps) {
  return (
    <img
      data-fallback={game.thumbnail === game.artPath ? undefined : game.artPath}
      src={game.thumbnail}
      alt={game.name}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-110 group-focus-within:scale-110 motion-reduce:transition-none motion-reduce:group-hover:scale-100 motion-reduce:group-focus-within:scale-100"
    />
  );
}
