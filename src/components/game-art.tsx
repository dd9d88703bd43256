import { Sparkles } from "lucide-react";
import type { Game } from "~/data/games";

/**
 * The site's own art for a game, drawn in its colours behind the thumbnail. Hidden from assistive
 * technology while the thumbnail is there; src/scripts/thumbnail-fallback.ts names it when the
 * thumbnail fails and is removed. An SVG, since the Content-Security-Policy blocks style attributes.
 */
export function GameArt({ game }: { game: Game }) {
  const [from, to] = game.palette;
  const id = `art-${game.slug}`;
  return (
    <div aria-hidden="true" data-testid="game-art" className="absolute inset-0 grid place-items-center overflow-hidden">
      <svg aria-hidden="true" className="absolute inset-0 size-full" viewBox="0 0 16 9" preserveAspectRatio="none">
        <defs>
          <linearGradient id={`${id}-linear`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
          <radialGradient id={`${id}-glow`} cx="0.3" cy="0.2" r="0.6">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={from} stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="16" height="9" fill={`url(#${id}-linear)`} />
        <rect width="16" height="9" fill={`url(#${id}-glow)`} />
      </svg>
      <Sparkles aria-hidden="true" className="absolute top-4 right-5 size-8 text-white/40" />
      <span className="relative px-6 text-center font-display text-2xl font-extrabold tracking-tight text-white drop-shadow-lg">
        {game.name}
      </span>
    </div>
  );
}
