import { Sparkles } from "lucide-react";
import type { Game } from "~/data/games";

/** The site's own art for a game: shown when its external thumbnail cannot load. */
export function GameArt({ game }: { game: Game }) {
  const [from, to] = game.palette;
  return (
    <div
      role="img"
      aria-label={game.name}
      data-testid="game-art"
      className="absolute inset-0 grid place-items-center overflow-hidden"
      style={{ backgroundImage: `radial-gradient(circle at 30% 20%, ${from}, transparent 60%), linear-gradient(135deg, ${from}, ${to})` }}
    >
      <Sparkles aria-hidden="true" className="absolute top-4 right-5 size-8 text-white/40" />
      <span className="px-6 text-center font-display text-2xl font-extrabold tracking-tight text-white drop-shadow-lg">
        {game.name}
      </span>
    </div>
  );
}
