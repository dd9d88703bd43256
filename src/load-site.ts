import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { z } from "astro/zod";
// Relative with its extension, not `~/`: Node loads this module without Vite (the server, scripts).
import { siteSchema, type Site } from "./site-schema.ts";
import { fieldName, issuePaths } from "./schema-fields.ts";

const SITES_DIR = join(import.meta.dirname, "..", "sites");

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

/**
 * The configuration of the site `id` (by default the one `SITE` names, else `spinhaven`), read from
 * `sites/<id>.ts` and validated. Throws before anything is built if the site is unknown or its file is invalid.
 *
 * It reads the file from disk with Node's own loader, so call it where the project's source is on disk (the Astro
 * config, the server, scripts, tests) and hand the result on, not from code bundled for the pages.
 */
export function loadSite(id: string = process.env.SITE || "spinhaven"): Site & { id: string } {
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
  return { id, ...parseSite(module.site, file) };
}
