/**
 * What the browser keeps for responsible play, on the sites that offer it (`playReminder`, `takeABreak`):
 * each value is written only by the visitor's own act (a game started, a break confirmed), read only by
 * this site's pages, and never sent anywhere.
 */

/** sessionStorage, gone with the tab: when its first game started and when the next reminder is due (ms since 1970), as JSON. */
export const PLAY_TIME_KEY = "play-time";

/** localStorage: the end of the visitor's break, an ISO 8601 date-time, and nothing else. */
export const BREAK_KEY = "break-until";

/** The breaks a visitor can choose, in hours. */
export const BREAK_LENGTHS = { "24h": 24, "7d": 7 * 24, "30d": 30 * 24 } as const;
export type BreakLength = keyof typeof BREAK_LENGTHS;

/** How a break's end is written for the visitor: in the page's language and the visitor's own time zone. */
export const BREAK_END_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" };
