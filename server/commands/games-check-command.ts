/**
 * `SITE=<id> npm run games:check [-- --json]`: asks the launcher of each of the site's games, in the site's first
 * language, whether the game is there (games-check.ts), from the site's file and its list alone: no build needed.
 */
import { launchChecks } from "#build/catalogue/games.ts";
import { loadSite } from "#build/site/load-site.ts";
import { runGamesCheck } from "#server/commands/games-check.ts";

const json = process.argv.includes("--json");
let site;
try {
  site = loadSite();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const targets = launchChecks(site, site.locales[0] ?? "en");
process.exitCode = await runGamesCheck(targets, { json });
