import { Maximize, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { withErrorBoundary } from "~/components/error-boundary";
import { LauncherMessage } from "~/components/launcher-message";
import type { Game } from "~/data/games";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLauncherStatus } from "~/hooks/use-launcher-status";
import { secondaryButton, smallButton } from "~/components/button-styles";

type GamePlayerProps = {
  game: Game;
  /** Behind the age gate (age-gate.astro): the frame starts empty, and the gate gives it the launcher's address. */
  gated?: boolean;
};

function GamePlayer({ game, gated = false }: GamePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const status = useLauncherStatus(frameRef, attempt);
  // Where the Fullscreen API is missing (iPhone Safari), the box covers the viewport instead.
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    if (!covering) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setCovering(false);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [covering]);

  function enterFullScreen() {
    const box = boxRef.current;
    if (box && document.fullscreenEnabled) void box.requestFullscreen();
    else setCovering(true);
  }

  const frame = (
    <iframe
      ref={frameRef}
      key={attempt}
      data-launcher=""
      // A new attempt is a new frame, which asks for the launcher at once: the gate was passed to get here.
      src={gated && attempt === 0 ? undefined : game.iframeUrl}
      data-src={game.iframeUrl}
      title={game.name}
      // Games play sound as they start and offer their own full-screen button; the site's
      // Permissions-Policy header delegates both features to the launcher's origin.
      allow="autoplay; fullscreen"
      // The launcher needs its own origin (storage, its own requests) and scripts to run; it gets
      // no top navigation, popups or forms, so it cannot take the visitor away from this page.
      sandbox="allow-same-origin allow-scripts"
      // The launcher learns which site embeds it, never which page or query string.
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );

  return (
    <div>
      {/* Above the frame, so the button is in view on a laptop screen without scrolling. */}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">Demo mode · virtual credits only</p>
        <button
          type="button"
          onClick={enterFullScreen}
          className={`${secondaryButton} ${smallButton}`}
        >
          <Maximize aria-hidden="true" className="size-4" />
          Full screen
        </button>
      </div>
      <div
        ref={boxRef}
        data-testid="game-box"
        className={
          covering
            ? "fixed inset-0 z-50 bg-black"
            : "relative aspect-video w-full overflow-hidden rounded-2xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/40"
        }
      >
        {/* In the prerendered HTML, so the game starts loading with the page, before any script. */}
        {frame}
        {/* Only once hydrated: without a script, nothing would ever take a loading notice away. */}
        {hydrated && status !== "ready" && (
          <LauncherMessage status={status} gameName={game.name} url={game.iframeUrl} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {covering && (
          <button
            type="button"
            onClick={() => setCovering(false)}
            className="absolute top-3 right-3 z-10 inline-flex items-center gap-2 rounded-full bg-ink-950/90 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30"
          >
            <X aria-hidden="true" className="size-4" />
            Exit full screen
          </button>
        )}
      </div>
    </div>
  );
}

/** What the game page hydrates: the player, with the fallback screen in its place if it fails. */
export const GamePlayerIsland = withErrorBoundary(GamePlayer);
