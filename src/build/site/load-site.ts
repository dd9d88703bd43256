import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, posix } from "node:path";
import sharp from "sharp";
import { createRequire } from "node:module";
import { z } from "astro/zod";
import { type BrandSvg, brandSvgProblems, optimiseBrandSvg } from "#build/site/brand-svg.ts";
import { gameListName, siteSchemaFor, type Site } from "#build/site/schema.ts";
import { type FontRole, type SiteFont, resolveSiteFont } from "#build/site/fonts.ts";
import { fieldName, issuePaths } from "#build/catalogue/schema-fields.ts";
import { outsideFolder, SITES_FOLDER, siteFolder } from "#build/site/site-paths.ts";
import { syntaxErrors } from "#build/site/site-syntax.ts";
import { CATALOGUE_FILE, catalogue, nearestSlug } from "#build/catalogue/catalogue.ts";
import { type ListedGame, parseGameList } from "#build/catalogue/game-list.ts";
import { studios, studioSchema } from "#build/catalogue/studios.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";

const REPO = join(import.meta.dirname, "..", "..", "..");

/** A site's own pictures, read from its files, checked and optimised: what the pages show of them. */
export type Brand = {
  logo?: BrandSvg;
  icon?: BrandSvg;
  fonts?: Partial<Record<FontRole, SiteFont>>;
  /** The path of each game picture the site shows (from its `gamePictures` folder), by the game's slug. */
  gamePictures?: Record<string, string>;
};

/** A site as the build uses it: its checked configuration, its id, its brand's files and the games of its own list. */
export type LoadedSite = Site & { id: string; brand: Brand; listGames: ListedGame[] };

/** The sites there are: one file each in sites/, named after the site's id. */
export function siteIds(root: string): string[] {
  return readdirSync(join(root, "sites"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
}

function describe(file: string, issue: z.core.$ZodIssue): string[] {
  return issuePaths(issue).map((path) => `${file}: ${path.length > 0 ? `${fieldName(path)}: ` : ""}${issue.message}`);
}

/**
 * Validates one site's configuration. Throws one Error listing every problem, one line each, as
 * `sites/x.ts: minimumAge: expected 18 or more, got 16`.
 */
export function parseSite(value: unknown, file: string, listGames: readonly ListedGame[] = []): Site {
  const result = siteSchemaFor([...catalogue(), ...listGames], listGames.length > 0).safeParse(value);
  if (!result.success) {
    throw new Error(result.error.issues.flatMap((issue) => describe(file, issue)).join("\n"));
  }
  return result.data;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Why the file a site names at `path` (from the repository's root) cannot be read: outside the site's `folder`, or
 * not there (`example` says what a right one looks like); undefined when it can.
 */
function fileProblem(path: string, folder: string, root: string, example: string): string | undefined {
  const outside = outsideFolder(path, folder, root);
  if (outside !== undefined) return outside;
  return isFile(join(root, path))
    ? undefined
    : `${JSON.stringify(path)} does not exist: create it, or change the path (a path from the repository's root, such as "${folder}/${example}")`;
}

const PICTURE_TYPES = [".avif", ".webp", ".png", ".jpg", ".jpeg"];

/** What a `gamePictures` folder holds: the pictures of the site's games, the files named after no game, and problems. */
type GamePictureFolder = { pictures: Record<string, string>; strays: string[]; problems: string[] };

/**
 * The files of a site's `gamePictures` folder: each `<slug>.<type>` of one of the site's games is its picture. A file
 * of a game of the catalogue the site does not show is left alone (sites may share a folder); one named after no
 * game is a stray, reported with the nearest slug; one that is not a picture, or a second picture of a game, is a
 * problem. Hidden files (`.DS_Store`, `.gitkeep`) are not the site's.
 */
function readGamePictureFolder(
  folder: string,
  games: readonly string[],
  file: string,
  root: string,
  listGames: readonly ListedGame[] = [],
): GamePictureFolder {
  const found: GamePictureFolder = { pictures: {}, strays: [], problems: [] };
  const full = join(root, folder);
  const outside = outsideFolder(folder, SITES_FOLDER, root);
  if (outside !== undefined || !existsSync(full) || !statSync(full).isDirectory()) {
    found.problems.push(
      `${file}: gamePictures: ${outside ?? `${JSON.stringify(folder)} is not a folder (a path from the repository's root, such as "${siteFolder(file)}/pictures")`}`,
    );
    return found;
  }
  const shown = new Set(games);
  const known = new Set([...catalogue(), ...listGames].map((entry) => entry.slug));
  // A game of the site's own list may name its picture's file (`picture`); any other is named after its slug.
  const named = new Map(listGames.flatMap((game) => (game.picture ? [[game.picture, game.slug] as const] : [])));
  const files = readdirSync(full)
    .filter((name) => !name.startsWith("."))
    .sort();
  for (const game of listGames) {
    if (game.picture && !files.includes(game.picture))
      found.problems.push(
        `${file}: gameList: ${JSON.stringify(game.name)}: picture: ${posix.join(folder, game.picture)} does not exist`,
      );
  }
  for (const name of files) {
    const path = posix.join(folder, name);
    const type = extname(name).toLowerCase();
    const bySlug = name.slice(0, -type.length || undefined);
    const slug = named.get(name) ?? bySlug;
    const linkedOut = outsideFolder(path, SITES_FOLDER, root);
    if (linkedOut !== undefined) {
      found.problems.push(`${file}: gamePictures: ${linkedOut}`);
    } else if (!PICTURE_TYPES.includes(type) || !isFile(join(full, name))) {
      found.problems.push(
        `${file}: gamePictures: ${path} is not a picture (.avif, .webp, .png, .jpg or .jpeg, named after a game's slug)`,
      );
    } else if (slug !== bySlug && shown.has(bySlug)) {
      found.problems.push(
        `${file}: gamePictures: ${path} is the picture of ${JSON.stringify(bySlug)} by its name, and the list's ${JSON.stringify(slug)} names it too: keep one`,
      );
    } else if (!known.has(slug)) {
      const nearest = nearestSlug(slug);
      found.strays.push(
        `${path}: no game ${JSON.stringify(slug)}${nearest ? `; did you mean ${JSON.stringify(nearest)}?` : " in the catalogue"}`,
      );
    } else if (found.pictures[slug] !== undefined) {
      found.problems.push(
        `${file}: gamePictures: ${found.pictures[slug]} and ${path} are both pictures of "${slug}": keep one`,
      );
    } else if (shown.has(slug)) {
      found.pictures[slug] = path;
    }
  }
  return found;
}

/** Whether sharp reads the picture at `path` as the image pipeline will, or why not. */
async function unreadable(path: string, root: string): Promise<string | undefined> {
  try {
    const { width, height } = await sharp(join(root, path)).metadata();
    return width && height ? undefined : "has no size";
  } catch (error) {
    return `is not a picture the build can read (${(error as Error).message})`;
  }
}

/**
 * The site's pictures, read with sharp as the image pipeline will, before anything is built (asynchronous, so the
 * Astro config awaits it): `problems`, one line per picture the build cannot read, stop the build; `warnings`, one
 * line per file of the game pictures' folder named after no game, are reported and the build goes on.
 */
export async function checkPictures(
  site: Pick<LoadedSite, "home" | "gamePictures" | "games" | "brand"> & Partial<Pick<LoadedSite, "listGames">>,
  file: string,
  root = REPO,
) {
  const named = [
    ...(site.home?.picture ? [["home.picture", site.home.picture] as const] : []),
    ...Object.values(site.brand.gamePictures ?? {}).map((path) => ["gamePictures", path] as const),
  ];
  // A file that is not there is named by loadBrand, once.
  const found = await Promise.all(
    named
      .filter(([, path]) => isFile(join(root, path)))
      .map(async ([field, path]) => [field, path, await unreadable(path, root)] as const),
  );
  return {
    problems: found.flatMap(([field, path, problem]) => (problem ? [`${file}: ${field}: ${path} ${problem}`] : [])),
    warnings: site.gamePictures
      ? readGamePictureFolder(site.gamePictures, site.games, file, root, site.listGames).strays
      : [],
  };
}

/**
 * The SVG files a site names (paths from the repository's root, in the site's folder: site-paths.ts), each checked
 * (brand-svg.ts) and optimised, the pictures of its games' folder, and the packages of its typefaces
 * (fonts.ts). Each path is judged before anything there is read. Throws one line per problem, naming the site file,
 * the field and the file or the package to install.
 */
export function loadBrand(
  site: Pick<Site, "logo" | "icon" | "fonts" | "home" | "gamePictures"> & Partial<Pick<Site, "games">>,
  file: string,
  root = REPO,
  listGames: readonly ListedGame[] = [],
): Brand {
  const ownFolder = siteFolder(file);
  const problems: string[] = [];
  const brand: Brand = {};
  for (const [field, square] of [
    ["logo", false],
    ["icon", true],
  ] as const) {
    const path = site[field];
    if (path === undefined) continue;
    const problem = fileProblem(path, ownFolder, root, `${field}.svg`);
    if (problem !== undefined) {
      problems.push(`${file}: ${field}: ${problem}`);
      continue;
    }
    const source = readFileSync(join(root, path), "utf8");
    const found = brandSvgProblems(source, { square });
    problems.push(...found.map((problem) => `${file}: ${field}: ${path} ${problem}`));
    if (found.length === 0) brand[field] = optimiseBrandSvg(source, path);
  }
  const picture = site.home?.picture;
  const pictureProblem = picture === undefined ? undefined : fileProblem(picture, ownFolder, root, "hero.webp");
  if (pictureProblem !== undefined) problems.push(`${file}: home.picture: ${pictureProblem}`);
  if (site.gamePictures !== undefined) {
    const folder = readGamePictureFolder(site.gamePictures, site.games ?? [], file, root, listGames);
    problems.push(...folder.problems);
    brand.gamePictures = folder.pictures;
  }
  for (const role of ["heading", "body"] as const) {
    const family = site.fonts?.[role];
    if (family === undefined) continue;
    try {
      brand.fonts = { ...brand.fonts, [role]: resolveSiteFont(family, `fonts.${role}`, root) };
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return brand;
}

/**
 * The configuration of the site `id` (by default the one `SITE` names, else `spinhaven`), read from
 * `sites/<id>.ts` of the project at `root` (this one by default) and validated. Throws before anything is built if the site is unknown or its file is invalid.
 *
 * It reads the file from disk with Node's own loader, so call it where the project's source is on disk (the Astro
 * config, the server, scripts, tests) and hand the result on, not from code bundled for the pages.
 */
export function loadSite(id: string = process.env.SITE || "spinhaven", root = REPO): LoadedSite {
  // `||`, not `??`: an empty SITE (`SITE= npm run build`, or an unset CI variable) means the default.
  const ids = siteIds(root);
  if (!ids.includes(id)) {
    throw new Error(
      `Unknown site ${JSON.stringify(id)} (SITE=${id}): the sites are ${ids.join(", ")} (files in sites/).`,
    );
  }
  const file = `sites/${id}.ts`;
  // Synchronous, so the Astro config and the server can read the site at the top of a module. Node strips the
  // types of the file itself, in plain Node and under Vite alike.
  let module: { site?: unknown };
  try {
    module = createRequire(import.meta.url)(join(root, "sites", `${id}.ts`));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // Node names neither the file nor the place; TypeScript's parser names both, one line a problem.
    const found = syntaxErrors(readFileSync(join(root, file), "utf8"), file);
    throw new Error(found.length > 0 ? found.join("\n") : `${file}: ${error.message}`);
  }
  if (module.site === undefined) {
    throw new Error(`${file}: expected a named export \`site\` (export const site = { ... } satisfies SiteInput;)`);
  }
  const problems: string[] = [];
  let listGames: ListedGame[] = [];
  try {
    listGames = readGameList(module.site, file, root);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const parsed = siteSchemaFor([...catalogue(), ...listGames], listGames.length > 0).safeParse(module.site);
  if (!parsed.success) problems.push(...parsed.error.issues.flatMap((issue) => describe(file, issue)));
  // The files the site names are checked whatever else is wrong with it, each that the schema took: every problem
  // of a site file is named in one run.
  const named = parsed.success ? parsed.data : namedFiles(module.site, parsed.error.issues, listGames);
  let brand: Brand = {};
  try {
    brand = loadBrand(named, file, root, listGames);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (parsed.success && problems.length === 0) return { id, ...parsed.data, listGames, brand };
  throw new SiteProblems(problems, named);
}

/** A site file's problems, one line each, with the files it names that its checks took, for the pictures' check. */
export class SiteProblems extends Error {
  readonly named: NamedFiles;
  constructor(problems: readonly string[], named: NamedFiles) {
    super(problems.join("\n"));
    this.named = named;
  }
}

/** The fields of a site file that name files, and the games its pictures are matched with. */
type NamedFiles = Pick<Site, "logo" | "icon" | "fonts" | "home" | "gamePictures" | "games">;

/**
 * The fields of a site file that name files, from a file the schema refused: each as written where the schema found
 * nothing wrong in it, and left out where it did (its problem is named already). Its games, for its pictures: every
 * game known for "all".
 */
function namedFiles(value: unknown, issues: readonly z.core.$ZodIssue[], listGames: readonly ListedGame[]): NamedFiles {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const refused = new Set(issues.map((issue) => issue.path[0]));
  const taken = (key: keyof NamedFiles) => (refused.has(key) ? undefined : raw[key]);
  const games = taken("games");
  return {
    logo: taken("logo") as string | undefined,
    icon: taken("icon") as string | undefined,
    fonts: taken("fonts") as NamedFiles["fonts"],
    home: taken("home") as NamedFiles["home"],
    gamePictures: taken("gamePictures") as string | undefined,
    games:
      games === "all"
        ? [...catalogue(), ...listGames].map((entry) => entry.slug)
        : Array.isArray(games)
          ? games.filter((slug): slug is string => typeof slug === "string")
          : [],
  };
}

/**
 * The games of a site's own list (`gameList`, a file of `sites/<id>/`), checked against its languages and studios as
 * far as they are valid; the site's own fields are checked, and reported, with the rest of its file.
 */
export function readGameList(value: unknown, file: string, root = REPO): ListedGame[] {
  const site = (value ?? {}) as { gameList?: unknown; gamePictures?: unknown; studios?: unknown; locales?: unknown };
  // A name the schema refuses is reported with the rest of the site's file, and nothing is read.
  const name = gameListName.safeParse(site.gameList);
  if (!name.success) return [];
  const folder = siteFolder(file);
  const listFile = posix.join(folder, name.data);
  const outside = outsideFolder(listFile, folder, root);
  if (outside !== undefined) throw new Error(`${file}: gameList: ${outside}`);
  const full = join(root, listFile);
  if (!isFile(full))
    throw new Error(
      `${file}: gameList: ${JSON.stringify(listFile)} does not exist: create it, or change the path (a file in the site's folder, such as "games.csv")`,
    );
  const own = z.array(studioSchema).safeParse(site.studios ?? []);
  const locales = Array.isArray(site.locales)
    ? site.locales.filter((locale): locale is Locale => (LOCALES as readonly unknown[]).includes(locale))
    : [];
  return parseGameList(readFileSync(full), listFile, {
    locales: locales.length > 0 ? locales : ["en"],
    studios: [...studios(), ...(own.success ? own.data : [])],
    gamePictures: site.gamePictures !== undefined,
    catalogue: catalogue(),
    catalogueFile: CATALOGUE_FILE,
  });
}
