import { ErrorBoundary } from "~/components/error-boundary";
import { GamePlayer } from "~/components/game-player";
import type { Game } from "~/data/games";

/** What the game page hydrates: the player, with the fallback screen in its place if it fails. */
export function GamePlayerIsland({ game }: { game: Game }) {
  return (
    <ErrorBoundary>
      <GamePlayer game={game} />
    </ErrorBoundary>
  );
}
