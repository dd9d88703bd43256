/**
 * `npm run plays:pull -- --remote` (or `--local <folder>`): the daily counts of the site's plays on Cloudflare (the D1
 * database PLAYS, PLAYS_D1_DATABASE_ID as the build has it) into the plays' file the next build reads (DATA_DIR,
 * default ./data), for a site published on Workers; `--local` reads wrangler's local database in `<folder>` (what
 * `wrangler dev` keeps in build/cloudflare/.wrangler/state). SITE names the site. Exits 2 when it cannot.
 */
import { parseArgs } from "node:util";
import { loadSite } from "#build/site/load-site.ts";
import { D1_PLACEHOLDER_ID } from "#server/hosting/cloudflare-config.ts";
import { d1Counts, writeCounts } from "#server/commands/plays-pull.ts";
import { playsFile } from "#server/plays/plays-store.ts";

const USAGE = "usage: SITE=<id> npm run plays:pull -- --remote | --local <folder>";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ options: { remote: { type: "boolean" }, local: { type: "string" } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { remote, local } = args.values;
if (Boolean(remote) === (local !== undefined)) fail(`name one of --remote and --local <folder>\n${USAGE}`);

let site;
try {
  site = loadSite();
} catch (error) {
  fail((error as Error).message);
}
if (!site.plays) fail(`${site.id} counts no plays: its site file has no \`plays\``);
const databaseId = process.env.PLAYS_D1_DATABASE_ID || D1_PLACEHOLDER_ID;
if (remote && databaseId === D1_PLACEHOLDER_ID)
  fail("PLAYS_D1_DATABASE_ID names no database: set it to the id of the site's PLAYS database");

let counts;
try {
  counts = await d1Counts(site.id, databaseId, remote ? { remote: true } : { persistTo: local ?? "" });
} catch (error) {
  fail(`reading ${site.id}-plays with wrangler failed: ${(error as Error).message}`);
}
const file = playsFile(process.env.DATA_DIR || "data", site.id);
writeCounts(file, counts);
console.log(
  `${counts.length} daily counts of ${site.id}'s plays written to ${file}: the next build shows the week's popular games.`,
);
