/**
 * The games' own pictures (a site's `gamePictures` folder), made by Astro's image pipeline (sharp) once a build and
 * shared by every page that shows them: a 16:9 crop from the centre, AVIF and WebP, at the widths a card and a game
 * page show. Astro encodes each only when a page uses it, and keeps what it encoded for the next build (cacheDir).
 * For the build's pages only: the browser never loads this module.
 */
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { sitePicture } from "#build/site/pictures.ts";
import { siteConfig } from "#build/site/config.ts";

/**
 * A lobby card on a phone (two a row, 180 px) at twice the pixels, a home card on a phone (one a row) or a lobby
 * card on a desktop at twice the pixels, and a game page's art.
 */
const WIDTHS = [400, 800, 1280];

/** One encoding of a picture: its address and its width in pixels. */
export type PictureFile = { url: string; width: number };

/** A game's picture in both formats, each at every width up to the picture's own. */
export type GamePicture = { avif: PictureFile[]; webp: PictureFile[] };

async function encodings(src: ImageMetadata, format: "avif" | "webp"): Promise<PictureFile[]> {
  const { srcSet } = await getImage({
    src,
    format,
    width: 1280,
    height: 720,
    widths: WIDTHS,
    fit: "cover",
    position: "center",
  });
  return srcSet.values.map(({ url, transform }) => ({ url, width: Number(transform.width) }));
}

const pictures = new Map(
  await Promise.all(
    Object.entries(siteConfig.brand.gamePictures ?? {}).map(async ([slug, path]) => {
      const src = sitePicture(path);
      const picture: GamePicture = { avif: await encodings(src, "avif"), webp: await encodings(src, "webp") };
      return [slug, picture] as const;
    }),
  ),
);

/** The game's own picture, if the site's folder has one. */
export const gamePictureOf = (slug: string): GamePicture | undefined => pictures.get(slug);
