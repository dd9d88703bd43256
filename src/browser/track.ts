/** What the site counts besides page views: a game that started, a contact message sent (never its content). */
export type TrackedEvent = "game_start" | "contact_sent";

/** The event the site's analytics listens for; on a site without analytics, no one does. */
export const TRACK_EVENT = "site:track";

/** Tells the site's analytics, if it has any, that `name` happened. */
export function track(name: TrackedEvent) {
  dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: name }));
}
