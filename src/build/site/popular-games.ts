/**
 * The week's popular games as a build knows them, on a site that counts plays (`plays`): read from the plays' file of
 * the Node server (DATA_DIR, default ./data, as the server has it: a nightly rebuild on the server reads what it
 * counted), or the one `npm run plays:pull` fills from Cloudflare's D1. The home page's row and the popular order's
 * pages show this order without JavaScript; with it, they refresh from the hosts' POPULAR_ENDPOINT.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Popular } from "#build/build-stamp.ts";
import { POPULAR_SQL, playsFileName, popularSince } from "#shared/plays.ts";

/** The plays' file the build of `siteId` reads, in DATA_DIR (default ./data) from `root`. */
export const buildPlaysFile = (siteId: string, root: string, dataDir = process.env.DATA_DIR || "data") =>
  resolve(root, dataDir, playsFileName(siteId));

/**
 * The games of the week before `time` played on at least `minimum` visitor-days in `file`, most played first, with
 * their plays; none when there is no such file (no play counted yet, or a build elsewhere).
 */
export function readPopular(file: string, minimum: number, time = Date.now()): Popular[] {
  if (!existsSync(file)) return [];
  // Read-only: the server may be counting in it meanwhile (WAL lets a reader see the last commit without a lock).
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare(POPULAR_SQL).all(popularSince(time), minimum) as Popular[]).map(({ game, plays }) => ({
      game,
      plays: Number(plays),
    }));
  } finally {
    db.close();
  }
}

/** The week's popular games of `site` for its build from `root`, most played first, and the file they were read from. */
export function sitePopular(site: { id: string; plays?: { minimum: number } | undefined }, root: string) {
  const file = buildPlaysFile(site.id, root);
  return { file, games: site.plays ? readPopular(file, site.plays.minimum) : [] };
}
