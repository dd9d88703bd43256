/**
 * `npm run site:new -- <id> [--from <site>]`: a new site, `sites/<id>.ts` and its folder `sites/<id>/`, that builds
 * and serves at once (site-new.ts): from the template that shows every option, or from another site's file with
 * `--from`. `--root <folder>` writes into another copy of the project (the tests' own), this one by default. Says
 * what it wrote and the next steps; exits 2, having written nothing, naming why, when it cannot make the site.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSite, nextSteps, Refusal } from "#server/commands/site-new.ts";

const USAGE = "usage: npm run site:new -- <id> [--from <site>]";

function fail(message: string, status = 2): never {
  console.error(message);
  process.exit(status);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { from: { type: "string" }, root: { type: "string" } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [id, ...extra] = args.positionals;
if (id === undefined || extra.length > 0) fail(`expected one id for the new site\n${USAGE}`);

let created;
try {
  created = await createSite(id, {
    from: args.values.from,
    root: args.values.root ?? join(import.meta.dirname, "..", ".."),
  });
} catch (error) {
  // A refusal was asked for; anything else went wrong on the way, and was undone.
  fail((error as Error).message, error instanceof Refusal ? 2 : 1);
}
const { names, files } = created;
console.log(
  `Made ${names.name} (${id})${args.values.from ? `, from sites/${args.values.from}.ts` : ""}: ${files.join(", ")}.`,
);
console.log(nextSteps(id));
