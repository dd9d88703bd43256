import { type Locale, localePath } from "#shared/i18n/locales.ts";
import { messagesIn } from "#shared/i18n/messages.ts";
import type { Motif } from "#build/catalogue/art.ts";
import { catalogue, type CatalogueEntry } from "#build/catalogue/catalogue.ts";
import type { Category, Facts, GameType } from "#shared/game-words.ts";
import { factsSourceIn } from "#build/catalogue/fact-sources.ts";
import { factsOf, withNamedFeatures } from "#build/catalogue/facts.ts";
import { checkRule, launcherUrl, type Studio, studios } from "#build/catalogue/studios.ts";

/** A game as a site shows it, in one of its languages. */
export type Game = {
  name: string;
  slug: string;
  /** Its own, or one written from its facts in the page's language. */
  description: string;
  category: Category;
  /** What it is, where its source names it more closely than its category (video bingo, video poker). */
  type?: GameType | undefined;
  /** The studio that makes it: its id and its name. */
  studio: { id: string; name: string };
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
  /** What the game's own art draws (src/ui/components/game-motif.tsx). */
  motif: Motif;
  /** Whether its own art is derived from the game (and staged, artStaging); art drawn for it by hand keeps its frame. */
  derived: boolean;
  /** The facts players compare, those that are known. */
  facts: Facts;
  /** Where its facts are stated: the source's name in the page's language, and its address. */
  factsSource?: { name: string; url: string } | undefined;
};

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;

/** A site with more games than this has the lobby; one with this many or fewer shows them all on its home page. */
export const LOBBY_THRESHOLD = 12;

/** What a site's games are made of: its choice of games, and the studios and games of its own beside the catalogue's. */
export type GameSource = {
  /** The slugs of its games, in its order. */
  games: readonly string[];
  /** Its image host, or null for the site's own art. */
  thumbnailBaseUrl: string | null;
  url?: string | undefined;
  locales?: readonly Locale[] | undefined;
  /** Its own studios, beside the registry's. */
  studios?: readonly Studio[] | undefined;
  /** Whether its pages show the games' facts (and make descriptions of them). */
  gameFacts?: boolean | undefined;
  /** Its own list's games. */
  listGames?: readonly CatalogueEntry[] | undefined;
};

/** The address a studio's game offers as the way back: the site's lobby if it has one, else its home page, in `locale`. */
function lobbyAddress(site: GameSource, locale: Locale): string {
  const path = site.games.length > LOBBY_THRESHOLD ? "/games" : "/";
  return new URL(localePath(path, locale, site.locales?.[0] ?? locale), site.url ?? "https://localhost").href;
}

const registryBySlug = new Map<string, CatalogueEntry>();

/** The entry of `slug`: the site's own list first, then the catalogue; a site's slugs are checked when its file is read. */
function entryOf(slug: string, listed: ReadonlyMap<string, CatalogueEntry>): CatalogueEntry {
  if (registryBySlug.size === 0) for (const entry of catalogue()) registryBySlug.set(entry.slug, entry);
  const entry = listed.get(slug) ?? registryBySlug.get(slug);
  if (!entry) throw new Error(`"${slug}" is not a game of the catalogue`);
  return entry;
}

/** Each game of a site, in its order, with its entry and its studio (the registry's, or the site's own). */
function gamesWithStudios(site: GameSource): { slug: string; entry: CatalogueEntry; studio: Studio }[] {
  const listed = new Map((site.listGames ?? []).map((entry) => [entry.slug, entry]));
  const studioById = new Map<string, Studio>(
    [...studios(), ...(site.studios ?? [])].map((studio) => [studio.id, studio]),
  );
  return site.games.map((slug) => {
    const entry = entryOf(slug, listed);
    const studio = studioById.get(entry.studio);
    if (!studio) throw new Error(`"${slug}": "${entry.studio}" is not a studio of the site`);
    return { slug, entry, studio };
  });
}

/**
 * What `npm run games:check` asks of each game of a site: its launcher in `locale`, and its studio's check, filled in
 * (none for a studio without one).
 */
export function launchChecks(
  site: GameSource,
  locale: Locale,
): { slug: string; studio: string; url: string; check: ReturnType<typeof checkRule> }[] {
  const lobby = lobbyAddress(site, locale);
  return gamesWithStudios(site).map(({ slug, entry, studio }) => ({
    slug,
    studio: studio.id,
    url: launcherUrl(studio, entry, locale, lobby),
    check: checkRule(studio, entry, locale, lobby),
  }));
}

/** The games a site shows, in its order, with their studio, launcher, facts and images, in `locale`. */
export function siteGames(site: GameSource, locale: Locale): Game[] {
  const lobby = lobbyAddress(site, locale);
  return gamesWithStudios(site).map(({ slug, entry, studio }) => {
    const { name, category, type, year, palette, motif, derived } = entry;
    const facts = withNamedFeatures(factsOf(entry), name);
    const artPath = `/thumbnails/${slug}.svg`;
    const hosted = site.thumbnailBaseUrl === null ? undefined : `${site.thumbnailBaseUrl}/${slug}.webp`;
    return {
      name,
      slug,
      // A site that does not show the facts does not tell them in the text either.
      description:
        entry.description[locale] ??
        messagesIn(locale).catalogue.description({
          name,
          category,
          type,
          studio: studio.name,
          year,
          facts: site.gameFacts ? facts : {},
        }),
      category,
      type,
      studio: { id: studio.id, name: studio.name },
      year,
      thumbnail: entry.thumbnail ?? hosted ?? artPath,
      artPath,
      iframeUrl: launcherUrl(studio, entry, locale, lobby),
      palette,
      motif,
      derived,
      facts,
      factsSource: factsSourceIn(entry.factsSource, locale),
    };
  });
}
