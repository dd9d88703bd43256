import { type Game, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "#build/catalogue/games.ts";
import { GameMotif } from "#ui/components/game-motif.tsx";
import { GameNamePlate } from "#ui/components/game-name-plate.tsx";

/**
 * The site's own art for a game, its motif in its colours: a standalone SVG image, written to
 * /thumbnails/{slug}.svg at build (src/pages/thumbnails/[slug].svg.ts) and shown like any thumbnail.
 * A vector drawing, so it stays sharp at every size. Art derived from the game letters its name under a smaller
 * motif, so that no two games' art is the same picture; art drawn for a game by hand keeps its whole frame.
 */
export function GameArt({ game }: { game: Game }) {
  const [from, to] = game.palette;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      viewBox="0 0 640 360"
      role="img"
      aria-label={game.name}
      data-motif={game.motif}
    >
      <defs>
        <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id="glow" cx="0.3" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill="url(#base)" />
      <rect width="640" height="360" fill="url(#glow)" />
      {game.lettered ? (
        <>
          <g transform="translate(112 2) scale(0.65)">
            <GameMotif motif={game.motif} ink={to} />
          </g>
          <GameNamePlate name={game.name} ink={to} />
        </>
      ) : (
        <GameMotif motif={game.motif} ink={to} />
      )}
    </svg>
  );
}
