/**
 * What a build keeps for the next one, in Astro's cache folder (its `cacheDir`, which astro.config.ts sets from here;
 * Astro keeps the pictures it encodes there too): a file made from some inputs, kept under the SHA-256 of those inputs,
 * so that a build whose inputs are the same reads it instead of making it again, and a build whose inputs changed never
 * finds it. Nothing is served from here: the build copies what it reads into its output. `rm -rf .astro/cache`
 * empties it, and the next build is a clean one.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Astro's cache folder, in the project rather than node_modules/.astro, Astro's default: worktrees that share one
 * node_modules must not share a cache. Found from the working folder, the project's root, where every build runs: the
 * pages' code runs from a bundle written elsewhere, from which its own path would not lead back.
 */
export const CACHE_DIR = join(process.cwd(), ".astro", "cache");

/** The key of some inputs: every part counts, in its order, and no two lists of parts run together. */
export function cacheKey(parts: readonly (string | number | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    const bytes = typeof part === "number" ? String(part) : part;
    hash.update(`${typeof part}:${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/**
 * The file `kind` made from `parts`: read from the cache if a build has made it from the same parts, else made by
 * `make` and kept. Written to a file of its own first and then renamed, so that two builds at once (the sites check's
 * copies share this folder) never read half a file.
 */
export async function cached(
  kind: string,
  parts: readonly (string | number | Uint8Array)[],
  make: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const folder = join(CACHE_DIR, kind);
  const path = join(folder, cacheKey(parts));
  try {
    return await readFile(path);
  } catch {
    const made = await make();
    await mkdir(folder, { recursive: true });
    const partial = `${path}.${randomUUID()}`;
    await writeFile(partial, made);
    await rename(partial, path);
    return made;
  }
}
