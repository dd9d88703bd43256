import { Maximize } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { withErrorBoundary } from "~/components/error-boundary";
import { FullScreenControls } from "~/components/full-screen-controls";
import { LauncherMessage } from "~/components/launcher-message";
import type { Game } from "~/catalogue/games";
import { type PlayerView, useFullScreen } from "~/hooks/use-full-screen";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLauncherStatus } from "~/hooks/use-launcher-status";
import { secondaryButton, smallButton } from "~/components/button-styles";
import type { Messages } from "~/i18n/en";

const boxStyles: Record<PlayerView, string> = {
  page: "absolute inset-0 overflow-hidden rounded-2xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/40",
  fullscreen: "absolute inset-0 bg-black",
  // Where the Fullscreen API is missing (iPhone Safari), the box covers the viewport instead.
  covering: "fixed inset-0 z-50 bg-black",
};

type GamePlayerProps = {
  /** Only what the player uses: the island's props are written into every game page. */
  game: Pick<Game, "name" | "iframeUrl">;
  /** The player's texts in the page's language: only these travel with the island, not every text of the site. */
  text: Messages["player"];
  /**
   * Behind the game gate (game-gate.astro), the frame starts empty and the gate gives it the launcher's address:
   * after the age question (`age`), or at once unless the visitor is taking a break (`break`). Without
   * JavaScript, a game gated only by breaks plays in a <noscript> frame; one behind the age question does not.
   */
  gated?: "age" | "break";
};

function GamePlayer({ game, text, gated }: GamePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const status = useLauncherStatus(frameRef, attempt);
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

  // The frame's attributes, shared with its <noscript> twin.
  const frameProps = {
    // Games play sound as they start and offer their own full-screen button; the site's
    // Permissions-Policy header delegates both features to the launcher's origin.
    allow: "autoplay; fullscreen",
    // The launcher needs its own origin (storage, its own requests) and scripts to run; it gets
    // no top navigation, popups or forms, so it cannot take the visitor away from this page.
    sandbox: "allow-same-origin allow-scripts",
    // The launcher learns which site embeds it, never which page or query string.
    referrerPolicy: "strict-origin-when-cross-origin",
    className: "absolute inset-0 size-full border-0",
  } as const;
  const frame = (
    <iframe
      ref={frameRef}
      key={attempt}
      data-launcher=""
      // A new attempt is a new frame, which asks for the launcher at once: the gate was passed to get here.
      src={gated && attempt === 0 ? undefined : game.iframeUrl}
      data-src={game.iframeUrl}
      title={game.name}
      {...frameProps}
    />
  );

  return (
    <div>
      {/* Above the frame, so the button is in view on a laptop screen without scrolling. */}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">{text.demoMode}</p>
        <button
          ref={enterRef}
          type="button"
          onClick={enter}
          className={`${secondaryButton} ${smallButton}`}
        >
          <Maximize aria-hidden="true" className="size-4" />
          {text.fullScreen}
        </button>
      </div>
      {/* Holds the box's place while it covers the viewport, so the page around it stays where it was. */}
      <div className="relative aspect-video w-full">
        <div ref={boxRef} data-testid="game-box" className={boxStyles[view]}>
          {/* In the prerendered HTML, so the game starts loading with the page, before any script. */}
          {frame}
          {gated === "break" && (
            <noscript>
              <iframe src={game.iframeUrl} title={game.name} {...frameProps} />
            </noscript>
          )}
          {/* Only once hydrated: without a script, nothing would ever take a loading notice away. */}
          {hydrated && status !== "ready" && (
            <LauncherMessage text={text} status={status} gameName={game.name} url={game.iframeUrl} onRetry={() => setAttempt((n) => n + 1)} />
          )}
          {view !== "page" && <FullScreenControls text={text} exitRef={exitRef} onExit={leave} />}
        </div>
      </div>
    </div>
  );
}

/** What the game page hydrates: the player, with the fallback screen in its place if it fails. */
export const GamePlayerIsland = withErrorBoundary(GamePlayer);
