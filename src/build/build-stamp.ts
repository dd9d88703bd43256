/**
 * What a build is made from, as one hash, so that `npm start` serves a build that is up to date without building it
 * again (scripts/start.ts): the site built, and the content of every file the build reads: the code (src/,
 * integrations/, server/hosting/, the configuration and the lockfile), the site files and their folders (sites/),
 * the catalogue and the languages (in src/), and on a site that counts plays the week's popular games its pages show
 * (src/build/site/popular-games.ts). The build writes it beside its output (build/inputs.json).
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

/** A popular game of the week and its plays, as the build reads them. */
export type Popular = { game: string; plays: number };

/**
 * The hash of the site `site`'s build inputs in the project at `root`, with the week's `popular` games: any change to
 * one of them changes it.
 */
export function buildStamp(site: string, root: string, popular: readonly Popular[]): string {
  const hash = createHash("sha256").update(`site ${site}\n`);
  hash.update(`popular ${popular.map(({ game, plays }) => `${game}:${plays}`).join(",")}\n`);
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

/** The stamp of the build in `root`'s build/ folder, or undefined when there is none (or it cannot be read). */
export function readStamp(root: string): { site: string; stamp: string } | undefined {
  try {
    const { site, stamp } = JSON.parse(readFileSync(join(root, STAMP_FILE), "utf8")) as Record<string, unknown>;
    return typeof site === "string" && typeof stamp === "string" ? { site, stamp } : undefined;
  } catch {
    return undefined;
  }
}
