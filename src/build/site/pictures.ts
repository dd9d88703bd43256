/**
 * The pictures a site names (`home.picture`, its `gamePictures`), by their paths from the repository's root, as
 * Astro's image pipeline (astro:assets, sharp) takes them: integrations/site-pictures-module.ts imports exactly those.
 */
import type { ImageMetadata } from "astro";
import { pictures } from "virtual:site-pictures";

/** The picture at `path` (such as `sites/spinhaven-fi/hero.webp`), as the image pipeline takes it. */
export function sitePicture(path: string): ImageMetadata {
  const picture = pictures[path];
  if (!picture) throw new Error(`${path} is not a picture the site names`);
  return picture;
}
