import { Maximize } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { withErrorBoundary } from "#browser/islands/error-boundary.tsx";
import { FullScreenControls } from "#browser/islands/full-screen-controls.tsx";
import { LauncherFrame, type PlayedGame } from "#browser/islands/launcher-frame.tsx";
import { LauncherMessage } from "#browser/islands/launcher-message.tsx";
import { type PlayerView, useFullScreen } from "#browser/hooks/use-full-screen.ts";
import { useHydrated } from "#browser/hooks/use-hydrated.ts";
import { useLauncherStatus } from "#browser/hooks/use-launcher-status.ts";
import { secondaryButton, smallButton } from "#shared/primitives/button-styles.ts";
import type { Messages } from "#shared/i18n/en.ts";

const boxStyles: Record<PlayerView, string> = {
  page: "absolute inset-0 overflow-hidden rounded-2xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/40",
  fullscreen: "absolute inset-0 bg-black",
  // Where the Fullscreen API is missing (iPhone Safari), the box covers the viewport instead.
  covering: "fixed inset-0 z-50 bg-black",
};

/** The gate's slot: the same object at every render, so React never writes its (empty) content over the gate's frame. */
const GATE_SLOT = { __html: "" };

type GamePlayerProps = {
  /** Only what the player uses: the island's props are written into every game page. */
  game: PlayedGame;
  /** The player's texts in the page's language: only these travel with the island, not every text of the site. */
  text: Messages["player"];
  /**
   * Behind the game gate (game-gate.astro), the page's HTML holds no frame, and the gate adds it: after the age
   * question (`age`), or at once unless the visitor is taking a break (`break`). Without JavaScript, a game gated
   * only by breaks plays in a <noscript> frame; one behind the age question does not.
   */
  gated?: "age" | "break";
};

function GamePlayer({ game, text, gated }: GamePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const status = useLauncherStatus(boxRef, attempt);
  const { view, enter, leave } = useFullScreen(boxRef);
  const enterRef = useRef<HTMLButtonElement>(null);
  const exitRef = useRef<HTMLButtonElement>(null);
  const shownView = useRef<PlayerView>("page");

  // Focus follows the game: to the way out on entering full screen, back to `Full screen` on leaving it.
  useEffect(() => {
    if (view === shownView.current) return;
    const left = view === "page";
    shownView.current = view;
    const lost = document.activeElement === document.body || boxRef.current?.contains(document.activeElement);
    if (!left) exitRef.current?.focus();
    else if (lost) enterRef.current?.focus();
  }, [view]);

  // The frame asks for the launcher as soon as it is in the page. Without a gate it is in the prerendered HTML, so
  // the game starts loading with the page, before any script. Behind the gate the first frame is the gate's to add,
  // once the visitor may play, into a slot whose content React neither writes nor checks as it hydrates. Another
  // try is a frame of the player's own: the gate was passed to get here, and asked again (mayReachLauncher).
  const frame =
    gated && attempt === 0 ? (
      <div data-launcher-slot="" className="contents" dangerouslySetInnerHTML={GATE_SLOT} suppressHydrationWarning />
    ) : (
      <LauncherFrame key={attempt} game={game} />
    );

  return (
    <div>
      {/* Above the frame, so the button is in view on a laptop screen without scrolling. */}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">{text.demoMode}</p>
        <button ref={enterRef} type="button" onClick={enter} className={`${secondaryButton} ${smallButton}`}>
          <Maximize aria-hidden="true" className="size-4" />
          {text.fullScreen}
        </button>
      </div>
      {/* Holds the box's place while it covers the viewport, so the page around it stays where it was. */}
      <div className="relative aspect-video w-full">
        <div ref={boxRef} data-testid="game-box" className={boxStyles[view]}>
          {frame}
          {gated === "break" && (
            <noscript>
              <LauncherFrame game={game} />
            </noscript>
          )}
          {/* Only once hydrated: without a script, nothing would ever take a loading notice away. */}
          {hydrated && status !== "ready" && (
            <LauncherMessage
              text={text}
              status={status}
              gameName={game.name}
              url={game.iframeUrl}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          )}
          {view !== "page" && <FullScreenControls text={text} exitRef={exitRef} onExit={leave} />}
        </div>
      </div>
    </div>
  );
}

/** What the game page hydrates: the player, with the fallback screen in its place if it fails. */
export const GamePlayerIsland = withErrorBoundary(GamePlayer);
