/**
 * The week's plays of a site published on Cloudflare Workers, brought from its D1 database (PLAYS) into the plays'
 * file a build reads (src/build/site/plays-at-build.ts), so that the build's "Popular this week" shows them without
 * JavaScript: the daily counts only (D1 keeps no more after a day), read with `wrangler d1 execute`, remote or local.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { openPlaysStore } from "#server/plays/plays-store.ts";

/** A day's count of a game, as the table play_counts keeps it. */
export type DayCount = { game: string; day: string; plays: number; fails: number };

/** Where the counts are read: Cloudflare's database, or wrangler's local one in `persistTo` (what `wrangler dev` wrote). */
export type PullFrom = { remote: true } | { persistTo: string };

const WRANGLER = join(import.meta.dirname, "..", "..", "node_modules", "wrangler", "bin", "wrangler.js");

/** Reads the daily counts of the D1 database `databaseId` (the site's PLAYS) with wrangler. */
export async function d1Counts(siteId: string, databaseId: string, from: PullFrom): Promise<DayCount[]> {
  // A configuration naming the database alone: reading it needs no Worker, and no build.
  const folder = mkdtempSync(join(tmpdir(), "plays-pull-"));
  try {
    const config = join(folder, "wrangler.json");
    const database = { binding: "PLAYS", database_name: `${siteId}-plays`, database_id: databaseId };
    writeFileSync(config, JSON.stringify({ name: `${siteId}-plays-pull`, d1_databases: [database] }));
    const where = "remote" in from ? ["--remote"] : ["--local", "--persist-to", from.persistTo];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [WRANGLER, "d1", "execute", "PLAYS", "--json", "--config", config, ...where, "--command", COUNTS_SQL],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
    );
    return countsOf(stdout);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const COUNTS_SQL = "SELECT game, day, plays, fails FROM play_counts ORDER BY day, game";

/** The rows of `wrangler d1 execute --json`'s answer: a list of each statement's results. */
export function countsOf(json: string): DayCount[] {
  const [answer] = JSON.parse(json) as { results?: unknown[] }[];
  return (answer?.results ?? []).map((row) => {
    const { game, day, plays, fails } = row as Record<string, unknown>;
    if (typeof game !== "string" || typeof day !== "string")
      throw new Error(`not a day's count: ${JSON.stringify(row)}`);
    return { game, day, plays: Number(plays), fails: Number(fails) };
  });
}

/** Puts `counts` in place of the daily counts of the plays' file `file` (made from the migrations where there is none). */
export function writeCounts(file: string, counts: readonly DayCount[]) {
  openPlaysStore(file).close();
  const db = new DatabaseSync(file);
  try {
    db.exec("BEGIN IMMEDIATE");
    db.exec("DELETE FROM play_counts");
    const add = db.prepare("INSERT INTO play_counts (game, day, plays, fails) VALUES (?, ?, ?, ?)");
    for (const { game, day, plays, fails } of counts) add.run(game, day, plays, fails);
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }
}
