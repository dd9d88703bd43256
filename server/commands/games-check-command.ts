/**
 * `SITE=<id> npm run games:check [-- --json] [-- --save]`: asks the launcher of each of the site's games, in the site's
 * first language, whether the game is there (games-check.ts), from the site's file and its list alone: no build
 * needed. With `--save`, keeps each game's answer in the site's data folder (DATA_DIR, src/build/site/game-checks.ts),
 * where `npm run games:failing` and the next build read them: a game that did not load twice in a row is failing.
 */
import { launchChecks } from "#build/catalogue/games.ts";
import { gameChecksFile, saveGameChecks } from "#build/site/game-checks.ts";
import { loadSite } from "#build/site/load-site.ts";
import { runGamesCheck } from "#server/commands/games-check.ts";

const json = process.argv.includes("--json");
const save = process.argv.includes("--save");
let site;
try {
  site = loadSite();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const targets = launchChecks(site, site.locales[0] ?? "en");
const file = gameChecksFile(site.id, process.cwd());
process.exitCode = await runGamesCheck(targets, {
  json,
  ...(save && {
    save: (answered) => {
      saveGameChecks(file, answered, new Date());
      return `saved the answers of ${answered.length} games to ${file}`;
    },
  }),
});
