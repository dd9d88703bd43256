/**
 * `npm run games:list -- [words] [--studio <id>] [--site <id>]`: the games of the catalogue, or of a site with
 * `--site` (its own list's games too), whose names have words starting with each of `words`, of one studio with
 * `--studio`: slug, name, studio, launch id and the facts each has, one game a line (matching-games.ts). Exits 1 when no
 * game matches, 2 when it cannot start.
 */
import { parseArgs } from "node:util";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { studios } from "#build/catalogue/studios.ts";
import { loadSite } from "#build/site/load-site.ts";
import { gameLines, type ListedGame, matchingGames } from "#server/commands/matching-games.ts";

const USAGE = "usage: npm run games:list -- [words] [--studio <id>] [--site <id>]";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { site: { type: "string" }, studio: { type: "string" } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { site: siteId, studio } = args.values;

let games: readonly ListedGame[] = catalogue();
let known = studios().map(({ id }) => id);
if (siteId !== undefined) {
  try {
    const site = loadSite(siteId);
    const entries = new Map([...catalogue(), ...site.listGames].map((game) => [game.slug, game]));
    games = site.games.flatMap((slug) => entries.get(slug) ?? []);
    known = [...known, ...(site.studios ?? []).map(({ id }) => id)];
  } catch (error) {
    fail((error as Error).message);
  }
}
if (studio !== undefined && !known.includes(studio)) fail(`no studio "${studio}": the studios are ${known.join(", ")}`);

const found = matchingGames(games, args.positionals, studio);
const of = siteId === undefined ? "the catalogue's" : `${siteId}'s`;
if (found.length === 0) {
  console.error(`no game of ${of} ${games.length} matches`);
  process.exit(1);
}
for (const line of gameLines(found)) console.log(line);
console.error(`${found.length} of ${of} ${games.length} games`);
