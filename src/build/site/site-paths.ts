/**
 * Where the paths of a site file may lead, judged before anything there is read or listed. Every file a site names
 * (its logo, icon, hero art and game list) is in its own folder, `sites/<id>/`; its folder of game pictures is in
 * `sites/`, so that several sites can share one. A path is judged as written (`..` may not climb out, an absolute
 * path is outside), then as it really leads, symbolic links followed: a link in the folder to a file or a folder
 * elsewhere is outside too.
 */
import { existsSync, realpathSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

export const SITES_FOLDER = "sites";

/** A site's own folder, named after its file: `sites/x.ts` keeps its files in `sites/x`. */
export const siteFolder = (file: string) => file.replace(/\.ts$/, "");

/** Whether `path` is below `folder` (both absolute), not the folder itself. */
function isBelow(path: string, folder: string): boolean {
  const [first = ""] = relative(folder, path).split(sep);
  return first !== "" && first !== "..";
}

/**
 * Why `path` (from the repository's `root`) may not be read as a file of `folder` (such as `sites/x`), in words that
 * never hold anything read from a file, or undefined when it may. A path that does not exist is left to its reader
 * to report: nothing can be read there.
 */
export function outsideFolder(path: string, folder: string, root: string): string | undefined {
  const full = resolve(root, path);
  if (!isBelow(full, resolve(root, folder))) return `${JSON.stringify(path)} is outside ${folder}/`;
  if (!existsSync(full)) return undefined;
  if (!isBelow(realpathSync(full), join(realpathSync(root), folder)))
    return `${JSON.stringify(path)} leads outside ${folder}/ through a symbolic link`;
  return undefined;
}
