import { RotateCwSquare, X } from "lucide-react";
import type { RefObject } from "react";
import type { Messages } from "#shared/i18n/en.ts";

type FullScreenControlsProps = {
  text: Messages["player"];
  exitRef: RefObject<HTMLButtonElement | null>;
  onExit: () => void;
};

/**
 * Over the game in full screen: the way out, and on a touch screen held upright, a hint to turn it (a
 * landscape lock, where the browser allows one, has turned the screen already, and the hint is gone).
 * A bar that lets taps through to the game beside its controls.
 */
export function FullScreenControls({ text, exitRef, onExit }: FullScreenControlsProps) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex items-start justify-between gap-3 p-3">
      <p
        data-testid="turn-hint"
        className="hidden items-center gap-2 rounded-full bg-ink-950/90 px-3 py-2 text-sm text-white ring-1 ring-white/30 portrait:pointer-coarse:flex"
      >
        <RotateCwSquare aria-hidden="true" className="size-4 shrink-0" />
        {text.turnPhone}
      </p>
      <button
        ref={exitRef}
        type="button"
        onClick={onExit}
        className="pointer-events-auto ml-auto inline-flex shrink-0 items-center gap-2 rounded-full bg-ink-950/90 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30"
      >
        <X aria-hidden="true" className="size-4" />
        {text.exitFullScreen}
      </button>
    </div>
  );
}
