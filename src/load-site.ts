import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import sharp from "sharp";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { z } from "astro/zod";
// Relative with its extension, not `~/`: Node loads this module without Vite (the server, scripts).
import { type BrandSvg, brandSvgProblems, optimiseBrandSvg } from "./brand-svg.ts";
import { siteSchema, type Site } from "./site-schema.ts";
import { type FontRole, type SiteFont, resolveSiteFont } from "./site-fonts.ts";
import { fieldName, issuePaths } from "./schema-fields.ts";

const REPO = join(import.meta.dirname, "..");
const SITES_DIR = join(REPO, "sites");

/** A site's own pictures, read from its files, checked and optimised: what the pages show of them. */
export type Brand = { logo?: BrandSvg; icon?: BrandSvg; fonts?: Partial<Record<FontRole, SiteFont>> };

/** A site as the build uses it: its checked configuration, its id and its brand's files. */
export type LoadedSite = Site & { id: string; brand: Brand };

/** The sites there are: one file each in sites/, named after the site's id. */
function siteIds(): string[] {
  return readdirSync(SITES_DIR)
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
export function parseSite(value: unknown, file: string): Site {
  const result = siteSchema.safeParse(value);
  if (!result.success) {
    throw new Error(result.error.issues.flatMap((issue) => describe(file, issue)).join("\n"));
  }
  return result.data;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Whether each picture a site names (the home page's) is one the build can read, with sharp, as the image pipeline
 * will: asynchronous, so the Astro config awaits it before anything is built. One line per picture that is not.
 */
export async function pictureProblems(site: Pick<Site, "home">, file: string, root = REPO): Promise<string[]> {
  const picture = site.home?.picture;
  if (picture === undefined) return [];
  try {
    const { width, height } = await sharp(join(root, picture)).metadata();
    return width && height ? [] : [`${file}: home.picture: ${picture} has no size`];
  } catch (error) {
    return [`${file}: home.picture: ${picture} is not a picture the build can read (${(error as Error).message})`];
  }
}

/**
 * The SVG files a site names (paths from the repository's root, so sites can share a folder), each checked
 * (brand-svg.ts) and optimised, and the packages of its typefaces (site-fonts.ts). Throws one line per problem,
 * naming the site file, the field and the SVG file or the package to install.
 */
export function loadBrand(site: Pick<Site, "logo" | "icon" | "fonts" | "home">, file: string, root = REPO): Brand {
  const problems: string[] = [];
  const brand: Brand = {};
  for (const [field, square] of [["logo", false], ["icon", true]] as const) {
    const path = site[field];
    if (path === undefined) continue;
    const full = join(root, path);
    if (!isFile(full)) {
      problems.push(`${file}: ${field}: ${path} does not exist (a path from the repository's root, such as "sites/<id>/${field}.svg")`);
      continue;
    }
    const source = readFileSync(full, "utf8");
    const found = brandSvgProblems(source, { square });
    problems.push(...found.map((problem) => `${file}: ${field}: ${path} ${problem}`));
    if (found.length === 0) brand[field] = optimiseBrandSvg(source, path);
  }
  const picture = site.home?.picture;
  if (picture !== undefined && !isFile(join(root, picture))) problems.push(`${file}: home.picture: ${picture} does not exist (a path from the repository's root, such as "sites/<id>/hero.webp")`);
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
 * `sites/<id>.ts` and validated. Throws before anything is built if the site is unknown or its file is invalid.
 *
 * It reads the file from disk with Node's own loader, so call it where the project's source is on disk (the Astro
 * config, the server, scripts, tests) and hand the result on, not from code bundled for the pages.
 */
export function loadSite(id: string = process.env.SITE || "spinhaven"): LoadedSite {
  // `||`, not `??`: an empty SITE (`SITE= npm run build`, or an unset CI variable) means the default.
  const ids = siteIds();
  if (!ids.includes(id)) {
    throw new Error(`Unknown site ${JSON.stringify(id)} (SITE=${id}): the sites are ${ids.join(", ")} (files in sites/).`);
  }
  const file = `sites/${id}.ts`;
  // Synchronous, so the Astro config and the server can read the site at the top of a module. Node strips the
  // types of the file itself, in plain Node and under Vite alike.
  const module: { site?: unknown } = createRequire(import.meta.url)(join(SITES_DIR, `${id}.ts`));
  if (module.site === undefined) {
    throw new Error(`${file}: expected a named export \`site\` (export const site = { ... } satisfies SiteInput;)`);
  }
  const site = parseSite(module.site, file);
  return { id, ...site, brand: loadBrand(site, file) };
}
