import type { Game } from "~/data/games";
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "~/data/games";

/**
 * The site's own art for a game, in its colours, with its name: a standalone SVG image, written to
 * /thumbnails/{slug}.svg at build (src/pages/thumbnails/[slug].svg.ts) and shown like any thumbnail.
 */
export function GameArt({ game }: { game: Game }) {
  const [from, to] = game.palette;
  const fontSize = game.name.length > 12 ? 52 : 60;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} viewBox="0 0 640 360" role="img" aria-label={game.name}>
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
      {/* Three sparkles, drawn as four-pointed stars. */}
      {[
        [560, 64, 22],
        [596, 118, 11],
        [92, 292, 14],
      ].map(([x = 0, y = 0, r = 0]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
          fill="#ffffff"
          fillOpacity="0.55"
        />
      ))}
      <text
        x="320"
        y="180"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontFamily="ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize={fontSize}
        fontWeight="800"
        letterSpacing="-1"
      >
        {game.name}
      </text>
    </svg>
  );
}
