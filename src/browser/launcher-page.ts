import { FAILED_EVENT, START_EVENT, STATUS_ATTRIBUTE, STATUS_EVENT } from "#browser/launcher-events.ts";
import { track } from "#browser/track.ts";
import { watchLauncher } from "#browser/watch-launcher.ts";

/** Reports how a frame's attempt ended on the frame itself, counts a game that started, and wakes the player on a failure. */
function watch(frame: HTMLIFrameElement) {
  watchLauncher(frame, (status) => {
    frame.setAttribute(STATUS_ATTRIBUTE, status);
    frame.dispatchEvent(new Event(STATUS_EVENT));
    if (status === "ready") track("game_start");
    if (status !== "ready") frame.dispatchEvent(new Event(FAILED_EVENT, { bubbles: true }));
  });
}

// Heard on the document: a new frame may dispatch it before it is part of anything else that listens.
document.addEventListener(
  START_EVENT,
  (event) => event.target instanceof HTMLIFrameElement && watch(event.target),
  true,
);
// The page's own frame, in its HTML or added by the game gate before this script ran; one the gate adds later
// starts its attempt with the gate's START_EVENT.
const frame = document.querySelector<HTMLIFrameElement>("iframe[data-launcher][src]");
if (frame) watch(frame);
