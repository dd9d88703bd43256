import { ExternalLink, LoaderCircle, RotateCcw, TriangleAlert } from "lucide-react";
import type { LauncherStatus } from "~/hooks/use-launcher-status";
import { useOnline } from "~/hooks/use-online";
import { primaryButton, secondaryButton, smallButton } from "~/components/button-styles";

type LauncherMessageProps = {
  status: Exclude<LauncherStatus, "ready">;
  gameName: string;
  url: string;
  onRetry: () => void;
};

/** What the game box shows while the launcher loads, or when it could not be reached. */
export function LauncherMessage({ status, gameName, url, onRetry }: LauncherMessageProps) {
  const online = useOnline();
  if (status === "loading") {
    return (
      <div role="status" className="absolute inset-0 grid place-items-center bg-ink-900 text-slate-300">
        <span className="flex flex-col items-center gap-3">
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-300 motion-reduce:animate-none" />
          Loading {gameName}…
        </span>
      </div>
    );
  }
  return (
    <div role="alert" className="absolute inset-0 grid place-items-center overflow-y-auto bg-ink-900 p-4 text-center">
      <div className="flex max-w-md flex-col items-center gap-3">
        <TriangleAlert aria-hidden="true" className="size-10 text-gold-300" />
        <p className="font-semibold text-white">{gameName} could not be loaded.</p>
        <p className="text-sm text-slate-300">{failureReason(status, online)}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={onRetry}
            className={`${primaryButton} ${smallButton}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${secondaryButton} ${smallButton}`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open in a new tab
          </a>
        </div>
      </div>
    </div>
  );
}

/** Why the game did not load, as far as the page can tell, and what the visitor can do. */
function failureReason(status: LauncherStatus, online: boolean): string {
  if (!online) return "You are offline. Check your connection, then try again.";
  if (status === "offline") return "You are back online. Try again to load the game.";
  return "The game provider may be busy or unreachable. Try again, or open it in a new tab.";
}
