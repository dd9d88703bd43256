/** `offline`: failed while the browser was offline, which the visitor can do something about. */
export type LauncherStatus = "loading" | "ready" | "failed" | "offline";

/**
 * Set on the launcher's frame by the game page's inline script when the frame has loaded: the frame
 * is in the prerendered HTML, so it may finish before anything that watches it has started.
 */
export const LOADED_ATTRIBUTE = "data-loaded";

/**
 * The game page's script (launcher-page.ts) watches each attempt at loading the launcher: the page's own
 * frame from the start (the player hydrates only when first needed), and each frame that dispatches
 * `START_EVENT` (the age gate's, once given its address; the player's new frame on another try). How an
 * attempt ended is set on its frame as `STATUS_ATTRIBUTE`, followed by `STATUS_EVENT` there, and on a
 * failure by `FAILED_EVENT`, which bubbles up to the player's island and hydrates it.
 */
export const START_EVENT = "launcher-start";
export const STATUS_ATTRIBUTE = "data-status";
export const STATUS_EVENT = "launcher-status";
export const FAILED_EVENT = "launcher-failed";
