import { SITE_CARD } from "#build/catalogue/catalogue.ts";
import type { Game } from "#build/catalogue/games.ts";
import type { GamePicture } from "#build/site/game-picture-files.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inLocale } from "#build/site/schema.ts";
import { messagesIn, pathIn, siteConfig } from "#build/site/config.ts";

/** What the document's head says about a page. */
export type PageMeta = {
  locale: Locale;
  title: string;
  description: string;
  /**
   * The page's path in the default language, e.g. `/contact`: its canonical address in its own language
   * comes from it, and its alternates in the others. Left out for pages that must not be indexed (404, 500).
   */
  path?: string;
  /** Structured data for search engines (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The image shown when the page is shared: a game's own card, or by default the site's. */
  socialCard?: { path: string; alt: string };
};

/** Social cards are drawn at build (src/pages/social-cards/[...card].jpg.ts), in the size every platform expects. */
export const SOCIAL_CARD = { width: 1200, height: 630 };

/**
 * The card of the site in `locale` (`/social-cards/site.jpg`, `/social-cards/en/site.jpg`), or of a game in every
 * language (`/social-cards/moon-princess.jpg`), with its description in `locale`.
 */
export function socialCard(locale: Locale, game?: Game): { path: string; alt: string } {
  const t = messagesIn(locale).socialCard;
  return {
    path: game ? `/social-cards/${game.slug}.jpg` : `/social-cards${pathIn(`/${SITE_CARD}`, locale)}.jpg`,
    alt: game ? t.gameAlt(game.name, siteConfig.name) : t.siteAlt(siteConfig.name),
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).href;
}

export function pageTitle(name: string): string {
  return `${name} – ${siteConfig.name}`;
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can close the script. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}

/** Who runs the site: the publisher named in the configuration, or else the site itself. */
const publisherName = siteConfig.publisher ?? siteConfig.name;

export function homeJsonLd(locale: Locale): Record<string, unknown> {
  const organization = {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: publisherName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    email: siteConfig.supportEmail,
    telephone: siteConfig.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: siteConfig.address.region,
      postalCode: siteConfig.address.postalCode,
      addressCountry: inLocale(siteConfig.address.country, locale),
    },
  };
  const webSite = {
    "@type": "WebSite",
    "@id": absoluteUrl(`${pathIn("/", locale)}#website`),
    name: siteConfig.name,
    url: absoluteUrl(pathIn("/", locale)),
    description: inLocale(siteConfig.description, locale),
    inLanguage: locale,
    publisher: { "@id": organization["@id"] },
  };
  return { "@graph": [organization, webSite] };
}

/** A game page's structured data; `picture`, the game's own picture if the site has one, is its image at its widest. */
export function gameJsonLd(game: Game, locale: Locale, picture?: GamePicture): Record<string, unknown> {
  return {
    "@type": "VideoGame",
    name: game.name,
    description: game.description,
    url: absoluteUrl(pathIn(`/games/${game.slug}`, locale)),
    image: absoluteUrl(picture?.webp.at(-1)?.url ?? game.thumbnail),
    genre: "Social casino (free to play)",
    gamePlatform: "Web browser",
    playMode: "SinglePlayer",
    isAccessibleForFree: true,
    publisher: { "@type": "Organization", name: publisherName, url: siteConfig.url },
    // The studio that made the game, on a site that shows the games' facts.
    ...(siteConfig.gameFacts ? { author: { "@type": "Organization", name: game.studio.name } } : {}),
  };
}

/**
 * A page of a lobby's listing: a collection of the site's games, the page's own in the order it shows them, numbered
 * from the page's first; `count` is the whole listing's.
 */
export function lobbyJsonLd(
  {
    name,
    path,
    games,
    first,
    count,
  }: { name: string; path: string; games: readonly Game[]; first: number; count: number },
  locale: Locale,
): Record<string, unknown> {
  const url = absoluteUrl(pathIn(path, locale));
  return {
    "@type": "CollectionPage",
    name,
    url,
    inLanguage: locale,
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: count,
      itemListElement: games.map((game, index) => ({
        "@type": "ListItem",
        position: first + index,
        name: game.name,
        url: absoluteUrl(pathIn(`/games/${game.slug}`, locale)),
      })),
    },
  };
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`, ""].join("\n");
}

type ManifestSite = { name: string; description: string; themeColor: string; backgroundColor: string };

export function webManifest(site: ManifestSite): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: site.backgroundColor,
    theme_color: site.themeColor,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
