/**
 * How many files Cloudflare would take as the site's static assets, and what the build does about it: Cloudflare
 * counts files, the Node server and nginx do not. The count follows what Wrangler uploads from the published
 * folder: every file, less its own metafiles and what `.assetsignore` names.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** Workers static assets on the Free plan: at most this many files per Worker version. */
export const CLOUDFLARE_FREE_FILE_LIMIT = 20_000;
/** Workers static assets on the Paid plan (and Pages): at most this many files per version. */
export const CLOUDFLARE_PAID_FILE_LIMIT = 100_000;

/** Files of the folder's root that Wrangler never uploads, whatever `.assetsignore` says (its createAssetsIgnoreFunction). */
const WRANGLER_METAFILES = [".assetsignore", "_redirects", "_headers"];

/**
 * The files below `published` that Wrangler would upload. `assetsIgnore` is the `.assetsignore` the build writes:
 * plain file names, one a line, which match at any depth as a gitignore pattern without a slash does. A pattern
 * with a glob or a slash would need the `ignore` library's rules, so it throws instead of counting wrong.
 */
export function countCloudflareAssets(published: string, assetsIgnore: string): number {
  const names = assetsIgnore
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const complex = names.find((name) => /[*?[\]!/\\]/.test(name));
  if (complex !== undefined)
    throw new Error(`.assetsignore: ${JSON.stringify(complex)}: countCloudflareAssets takes plain file names only`);
  const ignored = new Set(names);
  let count = 0;
  for (const entry of readdirSync(published, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || ignored.has(entry.name)) continue;
    const path = relative(published, join(entry.parentPath, entry.name));
    if (WRANGLER_METAFILES.includes(path)) continue;
    count += 1;
  }
  return count;
}

export type FileCountVerdict =
  { level: "ok" } | { level: "warn"; message: string } | { level: "too-many"; message: string };

/**
 * What the build says about `count` files: nothing under the Free plan's limit, a warning past it; past the Paid
 * plan's, that the Cloudflare output is not written, the other hosts serving the build as they do any other.
 */
export function cloudflareFileCountVerdict(count: number): FileCountVerdict {
  const files = count.toLocaleString("en");
  const free = CLOUDFLARE_FREE_FILE_LIMIT.toLocaleString("en");
  const paid = CLOUDFLARE_PAID_FILE_LIMIT.toLocaleString("en");
  if (count > CLOUDFLARE_PAID_FILE_LIMIT) {
    return {
      level: "too-many",
      message:
        `The Cloudflare output is not written: it would hold ${files} static files, and Cloudflare takes at most ${free} on its ` +
        `Free plan and ${paid} on its Paid plan. The Node server (npm start) and nginx, which have no such limit, serve this build.`,
    };
  }
  if (count > CLOUDFLARE_FREE_FILE_LIMIT) {
    return {
      level: "warn",
      message:
        `The Cloudflare output holds ${files} static files, past the ${free} files ` +
        `of Cloudflare's Free plan: publishing it to Cloudflare needs the Paid plan (up to ${paid}). ` +
        "The Node server and nginx have no such limit.",
    };
  }
  return { level: "ok" };
}
