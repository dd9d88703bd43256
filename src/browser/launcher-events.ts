/** `offline`: failed while the browser was offline, which the visitor can do something about. */
export type LauncherStatus = "loading" | "ready" | "failed" | "offline";

/**
 * Set on the launcher's frame by the game page's inline script when the frame has loaded: the frame
 * is in the prerendered HTML, or added by the game gate while the page is read, so it may finish before
 * anything that watches it has started.
 */
export const LOADED_ATTRIBUTE = "data-loaded";

/**
 * The game page's script (launcher-page.ts) watches each attempt at loading the launcher: the page's own
 * frame from the start (the player hydrates only when first needed), and each frame that dispatches
 * `START_EVENT` (the one the game gate adds; the player's new frame on another try). How an
 * attempt ended is set on its frame as `STATUS_ATTRIBUTE`, followed by `STATUS_EVENT` there, and on a
 * failure by `FAILED_EVENT`, which bubbles up to the player's island and hydrates it.
 */
export const START_EVENT = "launcher-start";
export const STATUS_ATTRIBUTE = "data-status";
export const STATUS_EVENT = "launcher-status";
export const FAILED_EVENT = "launcher-failed";

/**
 * Dispatched by the player, cancelable and bubbling, from within its box before anything of its own reaches the
 * launcher again (Try again, Open in a new tab). The game gate (game-gate.astro) cancels it during the visitor's
 * break and shows the break's notice instead; on a site without breaks nothing hears it.
 */
export const ASK_EVENT = "launcher-ask";

/**
 * Dispatched by the game gate, bubbling, when a break that has started since the page was opened stops its game:
 * the frame is gone, and the play reminder, if it is open, closes with it.
 */
export const STOP_EVENT = "launcher-stop";

/** Whether the page lets the player reach the launcher now, asked from `element` within the player. */
export function mayReachLauncher(element: Element): boolean {
  return element.dispatchEvent(new Event(ASK_EVENT, { bubbles: true, cancelable: true }));
}
