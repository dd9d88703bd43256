/**
 * What `npm run games:check -- --save` found, kept for the site in its data folder (DATA_DIR, default ./data) as
 * `<site>-game-checks.json`: each game's last two answers, so that `npm run games:failing` lists them beside the games
 * that failed for visitors, and the next build counts a game that did not load twice in a row as failing
 * (plays-at-build.ts), until a check finds it loads again.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/** A game's answer to a check: as games:check says it (server/commands/games-check.ts). */
export type SavedCheck = { at: string; state: "loads" | "does-not-load" | "unverified"; problem?: string };

/** Each game's last answers, newest first, by slug. */
export type SavedChecks = Record<string, SavedCheck[]>;

/** How many answers a game keeps: two, to tell a game that did not load twice in a row. */
const KEPT = 2;

/** The checks' file of `siteId` in `dataDir` (DATA_DIR, default ./data), from `root`. */
export const gameChecksFile = (siteId: string, root: string, dataDir = process.env.DATA_DIR || "data") =>
  resolve(root, dataDir, `${siteId}-game-checks.json`);

/** The saved checks in `file`; none when there is no file yet. A file that is not one stops with its name. */
export function readGameChecks(file: string): SavedChecks {
  if (!existsSync(file)) return {};
  try {
    const checks = JSON.parse(readFileSync(file, "utf8")) as unknown;
    if (typeof checks !== "object" || checks === null || Array.isArray(checks)) throw new Error("not an object");
    return checks as SavedChecks;
  } catch (error) {
    throw new Error(
      `${file}: not the saved checks of games:check (${(error as Error).message}); remove it, or check again with --save`,
    );
  }
}

/**
 * Adds `answers` (checked at `at`) to the checks saved in `file`, each game's last two kept; written whole to a
 * file beside it, then put in its place, so that a reader never sees half of it.
 */
export function saveGameChecks(
  file: string,
  answers: readonly { slug: string; state: SavedCheck["state"]; problem?: string | undefined }[],
  at: Date,
): SavedChecks {
  const checks = readGameChecks(file);
  for (const { slug, state, problem } of answers)
    checks[slug] = [{ at: at.toISOString(), state, ...(problem && { problem }) }, ...(checks[slug] ?? [])].slice(
      0,
      KEPT,
    );
  writeFileSync(`${file}.new`, `${JSON.stringify(checks, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.new`, file);
  return checks;
}

/** Whether a game's saved checks found it not loading twice in a row: it fails until a check finds it loads. */
export const failedTwice = (checks: readonly SavedCheck[] | undefined) =>
  (checks ?? []).length >= KEPT && (checks ?? []).slice(0, KEPT).every(({ state }) => state === "does-not-load");
