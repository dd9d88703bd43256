/**
 * What a build knows of the site's plays, on a site that counts them (`plays`): the week's popular games, and the
 * games that may not load right now. Read from the plays' file of the Node server (DATA_DIR, default ./data, as the
 * server has it: a nightly rebuild on the server reads what it counted), or the one `npm run plays:pull` fills from
 * Cloudflare's D1, and from the checks `npm run games:check -- --save` keeps beside it (game-checks.ts). The home
 * page's row and the popular order's pages show the popular order without JavaScript; with it, they refresh from the
 * hosts' POPULAR_ENDPOINT. A failing game goes at the end of every row and order, with a notice.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { failedTwice, gameChecksFile, readGameChecks } from "#build/site/game-checks.ts";
import {
  FAILING_SQL,
  FAILING_VISITORS,
  type FailingDay,
  POPULAR_SQL,
  dayOf,
  daysBefore,
  failingRow,
  playsFileName,
  popularRow,
  popularSince,
} from "#shared/plays.ts";

/** A popular game of the week and its plays. */
export type Popular = { game: string; plays: number };

/** What a build read of the plays: the week's popular games, most played first, and the games failing, by slug. */
export type PlaysAtBuild = { popular: Popular[]; failing: string[] };

/** The plays' file the build of `siteId` reads, in DATA_DIR (default ./data) from `root`. */
export const buildPlaysFile = (siteId: string, root: string, dataDir = process.env.DATA_DIR || "data") =>
  resolve(root, dataDir, playsFileName(siteId));

/** `read` of the plays' file `file`, opened read-only; `empty` when there is none (no play counted yet, or a build elsewhere). */
function fromPlays<T>(file: string, empty: T, read: (db: DatabaseSync) => T): T {
  if (!existsSync(file)) return empty;
  // Read-only: the server may be counting in it meanwhile (WAL lets a reader see the last commit without a lock).
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The games of the week before `time` played on at least `minimum` visitor-days in `file`, most played first. */
export const readPopular = (file: string, minimum: number, time = Date.now()): Popular[] =>
  fromPlays(file, [], (db) => (db.prepare(POPULAR_SQL).all(popularSince(time), minimum) as Popular[]).map(popularRow));

/** The days since `since` on which a game failed for FAILING_VISITORS or more visitors in `file`, newest first. */
export const readFailing = (file: string, since: string): FailingDay[] =>
  fromPlays(file, [], (db) => (db.prepare(FAILING_SQL).all(since, FAILING_VISITORS) as FailingDay[]).map(failingRow));

/**
 * What the build of `site` from `root` knows of its plays at `time`: its popular games, and the games failing: those
 * that failed for FAILING_VISITORS or more visitors yesterday (UTC), and those games:check --save found not loading
 * twice in a row. Nothing on a site that does not count plays.
 */
export function sitePlays(
  site: { id: string; plays?: { minimum: number } | undefined },
  root: string,
  time = Date.now(),
): PlaysAtBuild & { file: string } {
  const file = buildPlaysFile(site.id, root);
  if (!site.plays) return { file, popular: [], failing: [] };
  const yesterday = daysBefore(dayOf(time), 1);
  const byVisitors = readFailing(file, yesterday).filter(({ day }) => day === yesterday);
  const checks = readGameChecks(gameChecksFile(site.id, root));
  const byChecks = Object.keys(checks).filter((game) => failedTwice(checks[game]));
  return {
    file,
    popular: readPopular(file, site.plays.minimum, time),
    failing: [...new Set([...byVisitors.map(({ game }) => game), ...byChecks])].sort(),
  };
}
