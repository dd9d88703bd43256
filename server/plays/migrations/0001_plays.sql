-- A play counted without knowing who (server/plays/plays-endpoint.ts). The day is UTC, as 2026-11-29.
-- The day's salt, a random key made at its first play: it and the day's visitors are deleted once the day has ended.
CREATE TABLE play_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
-- A visitor of the day: a keyed hash of the salt, the site, the game, the event, the address and the browser, kept
-- only so that one visitor counts once a game and day; deleted once the day has ended.
CREATE TABLE play_visitors (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;
-- What is kept, for 90 days: how many visitors a game's launcher loaded for, and failed for, each day.
CREATE TABLE play_counts (
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  plays INTEGER NOT NULL DEFAULT 0,
  fails INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game, day)
) WITHOUT ROWID;
