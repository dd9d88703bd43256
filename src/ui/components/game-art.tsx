import { artStaging, type Backdrop } from "#build/catalogue/art.ts";
import { type Game, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "#build/catalogue/games.ts";
import { GameMotif } from "#ui/components/game-motif.tsx";

/** The light rays, rings or dots behind a derived art's motif, faint, so the motif stays what the eye finds first. */
function BackdropShapes({ backdrop }: { backdrop: Backdrop }) {
  switch (backdrop) {
    case "rays":
      return (
        <path
          d={Array.from({ length: 16 }, (_, index) => {
            const angle = (index * Math.PI) / 8;
            const point = (turn: number) =>
              `${Math.round(320 + 520 * Math.cos(angle + turn))} ${Math.round(180 + 520 * Math.sin(angle + turn))}`;
            return `M320 180L${point(-0.09)}L${point(0.09)}Z`;
          }).join("")}
          fill="#ffffff"
          fillOpacity="0.07"
        />
      );
    case "rings":
      return (
        <g fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeWidth="14">
          {[90, 150, 210, 270, 330].map((r) => (
            <circle key={r} cx="320" cy="180" r={r} />
          ))}
        </g>
      );
    case "dots":
      return (
        <g fill="#ffffff" fillOpacity="0.09">
          {Array.from({ length: 8 }, (_, row) =>
            Array.from({ length: 14 }, (_, column) => (
              <circle key={`${row}-${column}`} cx={24 + column * 46 + (row % 2) * 23} cy={18 + row * 46} r="5" />
            )),
          )}
        </g>
      );
    case "plain":
      return null;
  }
}

/**
 * The site's own art for a game, its motif in its colours: a standalone SVG image, written to
 * /thumbnails/{slug}.svg at build (src/pages/thumbnails/[slug].svg.ts) and shown like any thumbnail.
 * A vector drawing, so it stays sharp at every size. No words: the card, page or splash beside it names the game.
 * Art derived from a game is staged by its slug (artStaging), with a light behind the motif and its shadow under
 * it, so that games of one motif are told apart; art drawn for a game by hand keeps its frame as drawn.
 */
export function GameArt({ game }: { game: Game }) {
  const [from, to] = game.palette;
  const { backdrop, mirrored } = artStaging(game.slug);
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
        {game.derived && (
          <>
            <radialGradient id="light" cx="0.5" cy="0.48" r="0.42">
              <stop offset="0" stopColor="#ffffff" stopOpacity="0.3" />
              <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
            </radialGradient>
            <radialGradient id="shade" cx="0.5" cy="0.5" r="0.75">
              <stop offset="0.6" stopColor="#000000" stopOpacity="0" />
              <stop offset="1" stopColor="#000000" stopOpacity="0.35" />
            </radialGradient>
          </>
        )}
      </defs>
      <rect width="640" height="360" fill="url(#base)" />
      <rect width="640" height="360" fill="url(#glow)" />
      {game.derived ? (
        <>
          <BackdropShapes backdrop={backdrop} />
          <rect width="640" height="360" fill="url(#light)" />
          <rect width="640" height="360" fill="url(#shade)" />
          <ellipse cx="320" cy="332" rx="170" ry="16" fill="#000000" fillOpacity="0.22" />
          <g transform={mirrored ? "matrix(-1 0 0 1 640 0)" : undefined}>
            <GameMotif motif={game.motif} ink={to} />
          </g>
        </>
      ) : (
        <GameMotif motif={game.motif} ink={to} />
      )}
    </svg>
  );
}
