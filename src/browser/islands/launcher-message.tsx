import { ExternalLink, LoaderCircle, RotateCcw, TriangleAlert } from "lucide-react";
import type { MouseEvent } from "react";
import { type LauncherStatus, mayReachLauncher } from "#browser/launcher-events.ts";
import { useOnline } from "#browser/hooks/use-online.ts";
import { primaryButton, secondaryButton, smallButton } from "#shared/primitives/button-styles.ts";
import type { Messages } from "#shared/i18n/en.ts";

const compactButton = `${smallButton} max-sm:px-3 max-sm:py-2`;

type LauncherMessageProps = {
  text: Messages["player"];
  status: Exclude<LauncherStatus, "ready">;
  gameName: string;
  url: string;
  onRetry: () => void;
};

/** What the game box shows while the launcher loads, or when it could not be reached. */
export function LauncherMessage({ text, status, gameName, url, onRetry }: LauncherMessageProps) {
  const online = useOnline();
  // Both ways out ask the page first: during a break (which may have started since the game failed) neither reaches the launcher.
  const openNewTab = (event: MouseEvent<HTMLAnchorElement>) =>
    mayReachLauncher(event.currentTarget) || event.preventDefault();
  if (status === "loading") {
    return (
      <div role="status" className="absolute inset-0 grid place-items-center bg-ink-900 text-slate-300">
        <span className="flex flex-col items-center gap-3">
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-brand-300 motion-reduce:animate-none" />
          {text.loading.replace("{game}", gameName)}
        </span>
      </div>
    );
  }
  return (
    // Compact on a phone, where the box is about 350 × 200 px: the message and both ways out fit without scrolling.
    <div
      role="alert"
      className="@container absolute inset-0 grid place-items-center overflow-y-auto bg-ink-900 p-3 text-center sm:p-4"
    >
      <div className="flex max-w-md flex-col items-center gap-2 sm:gap-3">
        <TriangleAlert aria-hidden="true" className="hidden size-8 text-gold-300 @xs:block sm:size-10" />
        <p className="font-semibold text-white">{text.failed.replace("{game}", gameName)}</p>
        <p className="text-sm text-slate-300">{failureReason(text, status, online)}</p>
        <div className="mt-1 flex flex-wrap justify-center gap-2 sm:mt-2 sm:gap-3">
          <button
            type="button"
            onClick={(event) => mayReachLauncher(event.currentTarget) && onRetry()}
            className={`${primaryButton} ${compactButton}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {text.retry}
          </button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            // A middle click opens a tab too.
            onClick={openNewTab}
            onAuxClick={openNewTab}
            className={`${secondaryButton} ${compactButton}`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {text.newTab}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Why the game did not load, as far as the page can tell, and what the visitor can do. */
function failureReason(text: Messages["player"], status: LauncherStatus, online: boolean): string {
  if (!online) return text.offline;
  if (status === "offline") return text.backOnline;
  return text.unreachable;
}
