/**
 * `npm run pictures:import -- <folder> [--site <id>] [--studio <id>] [--force] [--dry-run]`: brings a studio's media
 * kit into the site's `gamePictures` folder (pictures-import.ts), the site's games read as the build reads them.
 * SITE=<id> names the site as for every command; `--site` wins over it. Exits 2 when it cannot start.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { studios } from "#build/catalogue/studios.ts";
import { loadSite } from "#build/site/load-site.ts";
import { importExitCode, importPictures, importReport, type KitGame } from "#server/commands/pictures-import.ts";

const USAGE = "usage: npm run pictures:import -- <folder> [--site <id>] [--studio <id>] [--force] [--dry-run]";
const REPO = join(import.meta.dirname, "..", "..");

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      site: { type: "string" },
      studio: { type: "string" },
      force: { type: "boolean" },
      "dry-run": { type: "boolean" },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [kit, ...extra] = args.positionals;
if (kit === undefined || extra.length > 0) fail(`expected one folder of pictures\n${USAGE}`);
if (!existsSync(kit) || !statSync(kit).isDirectory()) fail(`${kit} is not a folder\n${USAGE}`);

let site;
try {
  site = loadSite(args.values.site);
} catch (error) {
  fail((error as Error).message);
}
const file = `sites/${site.id}.ts`;
if (site.gamePictures === undefined) {
  fail(
    `${file} has no gamePictures folder to bring pictures into: add gamePictures: "sites/${site.id}/pictures" to it and make that folder`,
  );
}

const studioNames = new Map([...studios(), ...(site.studios ?? [])].map((studio) => [studio.id, studio.name]));
const asKitGame = (entry: {
  slug: string;
  name: string;
  launchId: string;
  studio: string;
  picture?: string | undefined;
}): KitGame => ({
  slug: entry.slug,
  name: entry.name,
  launchId: entry.launchId,
  studio: { id: entry.studio, name: studioNames.get(entry.studio) ?? entry.studio },
  picture: entry.picture,
});
const entries = new Map([...catalogue(), ...site.listGames].map((entry) => [entry.slug, entry]));
const shown = new Set(site.games);
const siteGames = site.games.flatMap((slug) => {
  const entry = entries.get(slug);
  return entry ? [asKitGame(entry)] : [];
});
const studio = args.values.studio;
const ids = [...new Set(siteGames.map((game) => game.studio.id))];
if (studio !== undefined && !ids.includes(studio))
  fail(`--studio ${studio}: no game of ${site.id} is of that studio (its studios are ${ids.join(", ")})`);
const games = siteGames.filter((game) => studio === undefined || game.studio.id === studio);
// A file of a game the site does not show, or of another studio than --studio's, is named for what it is.
const otherGames = [...entries.values()]
  .filter((entry) => !shown.has(entry.slug) || entry.studio !== (studio ?? entry.studio))
  .map(asKitGame);
const scope =
  studio === undefined ? `the games of ${site.id}` : `${site.id}'s ${studioNames.get(studio) ?? studio} games`;

const dryRun = args.values["dry-run"] ?? false;
const outcomes = await importPictures(kit, games, {
  folder: join(REPO, site.gamePictures),
  folderName: site.gamePictures,
  otherGames,
  scope,
  force: args.values.force ?? false,
  dryRun,
});
process.stdout.write(importReport(outcomes, dryRun));
process.exitCode = importExitCode(outcomes);
