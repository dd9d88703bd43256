// On a game page of a site that keeps the games a visitor played (`recentlyPlayed`) or counts plays (`plays`): each
// time the game's launcher loads in the player, the game goes first in the visitor's recently played games, and the
// page tells its own host that it loaded; when it fails (not for a visitor gone offline), that it failed. Nothing is
// sent before: behind the age question, no launcher loads before the visitor presses Play. The page's element
// `[data-game-page]` names the game and says which of the two the site does.
import { STATUS_ATTRIBUTE, STATUS_EVENT } from "#browser/launcher-events.ts";
import { recordPlayed } from "#browser/recent-games.ts";
import type { PlayEvent, PlayReport } from "#shared/plays.ts";

export function watchPlayedGame(doc: Document = document) {
  const page = doc.querySelector<HTMLElement>("[data-game-page]");
  const { gamePage: game, keepPlayed, plays } = page?.dataset ?? {};
  if (!game) return;
  const report = (event: PlayEvent) => {
    // A beacon outlives the page: a visitor who leaves at once is counted all the same.
    if (plays) navigator.sendBeacon(plays, JSON.stringify({ game, event } satisfies PlayReport));
  };
  const settled = (frame: EventTarget | null) => {
    const status = frame instanceof Element ? frame.getAttribute(STATUS_ATTRIBUTE) : null;
    if (status === "ready") {
      if (keepPlayed !== undefined) recordPlayed(game);
      report("play");
    } else if (status === "failed") report("fail");
  };
  // In the capture phase: the event does not bubble, and its frame may be added later (the gate's, another try's).
  doc.addEventListener(STATUS_EVENT, (event) => settled(event.target), true);
  // A launcher that settled before this script ran carries its status already.
  settled(doc.querySelector(`iframe[data-launcher][${STATUS_ATTRIBUTE}]`));
}
