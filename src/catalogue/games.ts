// Relative with its extension, not `~/`: astro.config.ts loads this module (through the hosting integration)
// before Vite's aliases exist.
import { LANGUAGES, type Locale } from "../i18n/locales.ts";
import { messagesIn } from "../i18n/messages.ts";
import type { Site } from "../site/schema.ts";
import type { Motif } from "./art.ts";
import { catalogue, type Category, type CatalogueEntry } from "./catalogue.ts";

export type { Motif } from "./art.ts";
export type { Category } from "./catalogue.ts";

/** A game as a site shows it, in one of its languages. */
export type Game = {
  name: string;
  slug: string;
  /** Its own, or one written from its facts in the page's language. */
  description: string;
  category: Category;
  /** The studio that makes it. */
  provider: string;
  /** The year of release, where it is known. */
  year?: number | undefined;
  /** The card's image: the site's own art (`artPath`) unless the configuration names an image host. */
  thumbnail: string;
  /** The site's own art for the game, made at build by src/pages/thumbnails/[slug].svg.ts. */
  artPath: string;
  /** Third-party demo launcher, in practice mode, in the page's language, desktop channel. */
  iframeUrl: string;
  /** Two colours for the game's own art, so each game keeps its own look. */
  palette: readonly [string, string];
  /** What the game's own art draws (src/components/game-motif.tsx). */
  motif: Motif;
};

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;

function launcherUrl({ host, gid }: CatalogueEntry, locale: Locale): string {
  const params = new URLSearchParams({
    pid: "2",
    gid,
    lang: LANGUAGES[locale].launcher,
    practice: "1",
    channel: "desktop",
    demo: "2",
  });
  return `https://${host}/casino/ContainerLauncher?${params}`;
}

let bySlug: Map<string, CatalogueEntry> | undefined;

/** The entry of `slug`; a site's slugs are checked against the catalogue when its configuration is read. */
function entryOf(slug: string): CatalogueEntry {
  bySlug ??= new Map(catalogue().map((entry) => [entry.slug, entry]));
  const entry = bySlug.get(slug);
  if (!entry) throw new Error(`"${slug}" is not a game of the catalogue`);
  return entry;
}

/** The games a site shows, in its order, with their launcher and images, in `locale`. */
export function siteGames(site: Pick<Site, "games" | "thumbnailBaseUrl">, locale: Locale): Game[] {
  return site.games.map((slug) => {
    const entry = entryOf(slug);
    const { name, category, provider, year, palette, motif } = entry;
    const artPath = `/thumbnails/${slug}.svg`;
    const hosted = site.thumbnailBaseUrl === null ? undefined : `${site.thumbnailBaseUrl}/${slug}.webp`;
    return {
      name,
      slug,
      description: entry.description[locale] ?? messagesIn(locale).catalogue.description(entry),
      category,
      provider,
      year,
      thumbnail: entry.thumbnail ?? hosted ?? artPath,
      artPath,
      iframeUrl: launcherUrl(entry, locale),
      palette,
      motif,
    };
  });
}
