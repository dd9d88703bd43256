/**
 * `SITE=<id> npm run games:failing`: the games of a site that counts plays that failed for FAILING_VISITORS or more
 * visitors a day in the last seven days, or that `npm run games:check -- --save` found not loading twice in a row,
 * each with its last check's answer (games-failing.ts), from the site's data folder (DATA_DIR, default ./data; on
 * Workers, after `npm run plays:pull`). Exits 0 when none fails, 1 when some do, 2 when it cannot tell.
 */
import { gameChecksFile, readGameChecks } from "#build/site/game-checks.ts";
import { loadSite } from "#build/site/load-site.ts";
import { buildPlaysFile, readFailing } from "#build/site/plays-at-build.ts";
import { failingGames, failingLine } from "#server/commands/games-failing.ts";
import { FAILING_VISITORS, dayOf, daysBefore } from "#shared/plays.ts";

/** How far back the list looks: the week the popular games are counted in. */
const DAYS = 7;

let games;
try {
  const site = loadSite();
  if (!site.plays) throw new Error(`${site.id} counts no plays: its site file has no \`plays\``);
  const root = process.cwd();
  const days = readFailing(buildPlaysFile(site.id, root), daysBefore(dayOf(Date.now()), DAYS - 1));
  games = failingGames(days, readGameChecks(gameChecksFile(site.id, root)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
for (const game of games) console.log(failingLine(game));
console.error(
  games.length === 0
    ? `no game failed for ${FAILING_VISITORS} or more visitors a day in the last ${DAYS} days, nor at two checks in a row`
    : `${games.length === 1 ? "1 game" : `${games.length} games`} failing in the last ${DAYS} days`,
);
process.exitCode = games.length > 0 ? 1 : 0;
