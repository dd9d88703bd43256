/**
 * `node scripts/seed-plays.ts <folder>`: a plays' file for spinhaven-fi in `<folder>` (as the Node server keeps it in
 * DATA_DIR) with the week's plays of SEEDED_PLAYS, so that a build of the site with DATA_DIR=<folder> has a known
 * "Popular this week", and a game that may not load right now: `npm test` builds spinhaven-fi so (package.json's
 * build:fi:seeded), and its browser tests read them from here. Counts only, of the last days: no salt, no visitor.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { openPlaysStore, playsFile } from "#server/plays/plays-store.ts";
import { daysBefore, dayOf } from "#shared/plays.ts";

/** Each game's plays on each of the last days, newest first: visitors of a day, one count each. */
export const SEEDED_PLAYS: Record<string, number[]> = {
  "book-of-dead": [3, 3, 3],
  "gates-of-olympus": [2, 2, 1, 1, 1],
  reactoonz: [5],
  "moon-princess": [1, 1, 1, 1],
  "sweet-bonanza": [1, 1, 1],
  // Two visitor-days: under spinhaven-fi's minimum of three, so never popular.
  "fire-joker": [1, 1],
};

/** The games popular with SEEDED_PLAYS on spinhaven-fi (a minimum of three visitor-days), most played first. */
export const SEEDED_POPULAR = ["book-of-dead", "gates-of-olympus", "reactoonz", "moon-princess", "sweet-bonanza"];

/** Each game's failures yesterday: three visitors, so that the build says it may not load right now. */
export const SEEDED_FAILS: Record<string, number> = { "gates-of-olympus": 3 };

/**
 * Writes SEEDED_PLAYS (or `plays`) and yesterday's SEEDED_FAILS (or `fails`) into a new plays' file of `siteId` in
 * `folder`, the days counted back from `time`.
 */
export function seedPlays(
  folder: string,
  siteId: string,
  plays = SEEDED_PLAYS,
  time = Date.now(),
  fails = SEEDED_FAILS,
) {
  const file = playsFile(folder, siteId);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  // The store makes the file from the migrations, as the server would; the counts are then written as they stand.
  openPlaysStore(file).close();
  const db = new DatabaseSync(file);
  const add = db.prepare("INSERT INTO play_counts (game, day, plays, fails) VALUES (?, ?, ?, 0)");
  for (const [game, days] of Object.entries(plays))
    days.forEach((count, back) => add.run(game, daysBefore(dayOf(time), back), count));
  const fail = db.prepare(
    "INSERT INTO play_counts (game, day, plays, fails) VALUES (?, ?, 0, ?) ON CONFLICT (game, day) DO UPDATE SET fails = excluded.fails",
  );
  for (const [game, count] of Object.entries(fails)) fail.run(game, daysBefore(dayOf(time), 1), count);
  db.close();
  return file;
}

if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("usage: node scripts/seed-plays.ts <folder>");
    process.exit(2);
  }
  console.log(`seeded the week's plays of spinhaven-fi in ${seedPlays(join(folder), "spinhaven-fi")}`);
}
