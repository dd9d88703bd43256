/**
 * What the build checks before it builds anything: the game catalogue, then the site (SITE=<id>, a file of sites/)
 * and its pictures, read as the image pipeline will read them. astro.config.ts calls it first, and a problem stops the
 * build there, so the previous build is left as it was; the sites check calls it in its own process, on a copy of
 * the project, to see each refusal without a build.
 */
import { catalogue } from "#build/catalogue/catalogue.ts";
import { checkPictures, type LoadedSite, SiteProblems, loadSite } from "#build/site/load-site.ts";

const SITE_PROBLEMS = "The site configuration has problems:";

/** The site to build and the warnings to print; or, when there is a problem, what to print before the build stops. */
export type BuildInputs = { site: LoadedSite; warnings: string[] } | { stop: string };

/** `load()`'s value, or its problems as the build prints them: what has them, then one line each. */
function checked<T>(what: string, load: () => T): { value: T } | { stop: string } {
  try {
    return { value: load() };
  } catch (error) {
    return { stop: `${what} has problems:\n${(error as Error).message}` };
  }
}

/** The catalogue, the site `id` of the project at `root` (by default SITE's, of this project) and its pictures, checked. */
export async function checkBuildInputs(id?: string, root?: string): Promise<BuildInputs> {
  const games = checked("The game catalogue", catalogue);
  if ("stop" in games) return games;
  let site: LoadedSite;
  try {
    site = loadSite(id, root);
  } catch (error) {
    if (!(error instanceof SiteProblems)) return { stop: `${SITE_PROBLEMS}\n${(error as Error).message}` };
    // The pictures it names are read all the same, so that their problems come in the same run.
    const file = `sites/${id ?? (process.env.SITE || "spinhaven")}.ts`;
    const pictures = await checkPictures({ home: error.named.home, games: error.named.games, brand: {} }, file, root);
    return { stop: [SITE_PROBLEMS, error.message, ...pictures.problems].join("\n") };
  }
  const pictures = await checkPictures(site, `sites/${site.id}.ts`, root);
  if (pictures.problems.length > 0) return { stop: `${SITE_PROBLEMS}\n${pictures.problems.join("\n")}` };
  return { site, warnings: pictures.warnings };
}
