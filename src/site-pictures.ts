/**
 * The pictures a site names from its folder (`home.picture`), by their path from the repository's root, for Astro's
 * image pipeline (astro:assets, sharp): Vite imports only the one a page asks for.
 */
import type { ImageMetadata } from "astro";

const PICTURES = import.meta.glob<{ default: ImageMetadata }>("/sites/**/*.{avif,webp,png,jpg,jpeg}");

/** The picture at `path` (such as `sites/spinhaven-fi/hero.svg`), as the image pipeline takes it. */
export async function sitePicture(path: string): Promise<ImageMetadata> {
  const load = PICTURES[`/${path}`];
  if (!load) throw new Error(`${path} is not a picture in sites/ (.avif, .webp, .png, .jpg or .jpeg)`);
  return (await load()).default;
}
