import { useState } from "react";
import { GameArt } from "~/components/game-art";
import { type Game, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "~/data/games";

type GameThumbnailProps = {
  game: Game;
  /** The first row is fetched at once; the rest wait until they near the viewport. */
  priority: boolean;
};

export function GameThumbnail({ game, priority }: GameThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <GameArt game={game} />;
  return (
    <img
      // The prerendered <img> may fail before React attaches onError; check once it is attached.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailed(true);
      }}
      src={game.thumbnail}
      alt={game.name}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-110 group-focus-within:scale-110 motion-reduce:transition-none motion-reduce:group-hover:scale-100 motion-reduce:group-focus-within:scale-100"
    />
  );
}
