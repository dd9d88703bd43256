/**
 * `site:new`: a new site in one command. It writes `sites/<id>.ts` (from the template that shows every option,
 * site-template.ts, or from another site's file with `--from`, site-copy.ts), and the site's folder `sites/<id>/` with
 * an empty `pictures/` and a placeholder logo and icon (placeholder-art.ts), then reads the new site as the build
 * will: a site that would not build is removed again, so that either the whole site is there and builds, or nothing.
 */
import { lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { loadSite, siteIds } from "#build/site/load-site.ts";
import { placeholderArt } from "#server/commands/placeholder-art.ts";
import { copiedSiteFile } from "#server/commands/site-copy.ts";
import { type SiteNames, siteTemplate, TEMPLATE_THEME } from "#server/commands/site-template.ts";

/**
 * A site's id names its file and folder, its build's and data's files, its systemd instance (`spinhaven@<id>`) and its
 * Cloudflare Worker and databases, whose names are DNS labels: lowercase letters and digits, single hyphens between.
 */
const SITE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 63;
export const SITE_ID_RULE = `lowercase letters and digits, in words joined by single hyphens, at most ${MAX_ID_LENGTH} characters, such as lucky-fjord`;

/** A refusal of what was asked, in words: nothing was written. The command exits 2 with it. */
export class Refusal extends Error {}

/** Why `id` cannot be a site's id, or undefined when it can. */
export function siteIdProblem(id: string): string | undefined {
  if (SITE_ID.test(id) && id.length <= MAX_ID_LENGTH) return undefined;
  return `${JSON.stringify(id)} is not a valid site id: it names the site's file, folder and Worker, so it is ${SITE_ID_RULE}`;
}

/** A new site's names, from its id: "lucky-fjord" is Lucky Fjord, LF on its icon, at lucky-fjord.example. */
export function siteNames(id: string): SiteNames {
  const words = id.split("-");
  return {
    id,
    name: words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" "),
    // Two letters at most: more would be too small to read on a 32 px favicon.
    initials: words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join(""),
    host: `${id}.example`,
  };
}

/** Whether anything is at `path`, a dangling symbolic link too. */
function taken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** What `createSite` wrote, from the root: the site file first. */
export type CreatedSite = { names: SiteNames; files: string[] };

/**
 * Writes the site `id` into the project at `root`: from the template, or from the site `from`'s file. Throws a
 * Refusal, having written nothing, for an id that is not valid or is taken (by a site's file or a folder of sites/),
 * and for a `from` that is no site or whose file does not pass the build's checks; throws an Error, having removed
 * what it wrote, when the new site does not pass them.
 */
export async function createSite(
  id: string,
  { from, root }: { from?: string | undefined; root: string },
): Promise<CreatedSite> {
  const problem = siteIdProblem(id);
  if (problem) throw new Refusal(problem);
  const file = `sites/${id}.ts`;
  const folder = `sites/${id}`;
  const there = [file, `${folder}/`].filter((path) => taken(join(root, path)));
  if (there.length > 0)
    throw new Refusal(`a site ${id} exists already: ${there.join(" and ")} ${there.length > 1 ? "are" : "is"} there`);

  const names = siteNames(id);
  let text = siteTemplate(names);
  let theme = TEMPLATE_THEME;
  let gameList: { name: string; bytes: Buffer } | undefined;
  if (from !== undefined) {
    const ids = siteIds(root);
    if (!ids.includes(from))
      throw new Refusal(`--from ${from}: no site ${JSON.stringify(from)}: the sites are ${ids.join(", ")}`);
    let other;
    try {
      other = loadSite(from, root);
    } catch (error) {
      throw new Refusal(`--from ${from}: its site file does not pass the build's checks:\n${(error as Error).message}`);
    }
    const source = readFileSync(join(root, "sites", `${from}.ts`), "utf8");
    text = copiedSiteFile(source, { id: from, name: other.name, host: new URL(other.url).host }, names);
    theme = other.theme;
    // Its own list of games is what its `games` name: the new site needs it to build.
    if (other.gameList !== undefined)
      gameList = { name: other.gameList, bytes: readFileSync(join(root, "sites", from, other.gameList)) };
  }
  // Formatted as the project formats its files, so that the new file passes npm run lint as it is.
  const formatting = await resolveConfig(join(import.meta.dirname, "..", "..", file));
  text = await format(text, { ...formatting, filepath: file });
  const art = await placeholderArt(names.name, names.initials, theme);

  const files: [string, string | Buffer][] = [
    [`${folder}/logo.svg`, art.logo],
    [`${folder}/icon.svg`, art.icon],
    // Git keeps no empty folder; the build takes no hidden file for a picture.
    [`${folder}/pictures/.gitkeep`, ""],
    ...(gameList ? [[`${folder}/${gameList.name}`, gameList.bytes] as [string, Buffer]] : []),
  ];
  // The folder is made, not found: a second command at the same moment fails here rather than share it.
  mkdirSync(join(root, folder));
  let wroteFile = false;
  try {
    mkdirSync(join(root, folder, "pictures"));
    for (const [path, content] of files) writeFileSync(join(root, path), content);
    writeFileSync(join(root, file), text, { flag: "wx" });
    wroteFile = true;
    loadSite(id, root);
  } catch (error) {
    rmSync(join(root, folder), { recursive: true, force: true });
    if (wroteFile) rmSync(join(root, file), { force: true });
    throw new Error(`${file} could not be made, and nothing of it was kept:\n${(error as Error).message}`);
  }
  return { names, files: [file, ...files.map(([path]) => path)] };
}

/** What to do next with the new site `id`, in words. */
export function nextSteps(id: string): string {
  return [
    "Next steps:",
    `  1. See it: SITE=${id} npm start (on http://localhost:3000; PORT=8080 for another port).`,
    `  2. Make it the brand's: edit sites/${id}.ts (name, url, emails, address, colours, games, featured). Each`,
    "     option commented out says what it does; docs/sites.md tells each in full.",
    "  3. Find the slugs of games for games and featured: npm run games:list -- <words>.",
    `  4. Replace the placeholders sites/${id}/logo.svg and icon.svg with the brand's own SVG files (the icon square).`,
    `  5. Bring in a studio's media kit: set gamePictures, then npm run pictures:import -- <folder> --site ${id}.`,
  ].join("\n");
}
