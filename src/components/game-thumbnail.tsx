import { GameArt } from "~/components/game-art";
import { type Game, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "~/data/games";

type GameThumbnailProps = {
  game: Game;
  /** The first row is fetched at once; the rest wait until they near the viewport. */
  priority: boolean;
};

/** The game's thumbnail over its own art, which shows if the image cannot load (see thumbnail-fallback.ts). */
export function GameThumbnail({ game, priority }: GameThumbnailProps) {
  return (
    <>
      <GameArt game={game} />
      <img
        data-thumbnail=""
        src={game.thumbnail}
        alt={game.name}
        width={THUMBNAIL_WIDTH}
        height={THUMBNAIL_HEIGHT}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-110 group-focus-within:scale-110 motion-reduce:transition-none motion-reduce:group-hover:scale-100 motion-reduce:group-focus-within:scale-100"
      />
    </>
  );
}
