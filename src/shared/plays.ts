// What a game page of a site that counts plays (`plays`) tells its own host, and where: once per load of the game's
// launcher in the player, that it loaded (`play`) or failed (`fail`), the game named by its slug. The hosts count
// it at most once per visitor, game and day (server/plays/plays-endpoint.ts), knowing nothing of who.

export const PLAYS_ENDPOINT = "/api/plays";

export const PLAY_EVENTS = ["play", "fail"] as const;
export type PlayEvent = (typeof PLAY_EVENTS)[number];

/** What the page sends: `{"game":"moon-princess","event":"play"}`. */
export type PlayReport = { game: string; event: PlayEvent };

/** The most a report's body may weigh, in bytes: a slug and an event's name, with room to spare. */
export const MAX_PLAY_BYTES = 256;
