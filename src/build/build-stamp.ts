/**
 * What a build is made from, as one hash, so that `npm start` serves a build that is up to date without building it
 * again (scripts/start.ts): the site built, and the content of every file the build reads: the code (src/,
 * integrations/, server/hosting/, the configuration and the lockfile), the site files and their folders (sites/),
 * the catalogue and the languages (in src/). The build writes it beside its output (build/inputs.json), with what it
 * read of the site's plays (src/build/site/plays-at-build.ts), which `npm start` compares too.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The file beside the build's output that names what it was built from. */
export const STAMP_FILE = "build/inputs.json";

/** The files and folders of the project that a build reads. */
const INPUTS = [
  "astro.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "src",
  "integrations",
  "server/hosting",
  "sites",
] as const;

const TEST_FILE = /\.test\.tsx?$/;

/** Every file under `path` (or `path` itself), by its path from `root`, sorted. */
function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The hash of the site `site`'s build inputs in the project at `root`: any change to one of them changes it. */
export function buildStamp(site: string, root: string): string {
  const hash = createHash("sha256").update(`site ${site}\n`);
  // Tests beside the code are no part of what is built.
  const files = INPUTS.flatMap((path) => filesUnder(root, path))
    .filter((file) => !TEST_FILE.test(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(
      createHash("sha256")
        .update(readFileSync(join(root, file)))
        .digest("hex"),
    );
  }
  return hash.digest("hex");
}

/**
 * The stamp of the build in `root`'s build/ folder, with what it read of the plays (as the build wrote it), or
 * undefined when there is none (or it cannot be read).
 */
export function readStamp(root: string): { site: string; stamp: string; plays: unknown } | undefined {
  try {
    const { site, stamp, plays } = JSON.parse(readFileSync(join(root, STAMP_FILE), "utf8")) as Record<string, unknown>;
    return typeof site === "string" && typeof stamp === "string" ? { site, stamp, plays } : undefined;
  } catch {
    return undefined;
  }
}
