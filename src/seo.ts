import type { Game } from "~/data/games";
import { siteConfig } from "~/site.config";

/** What the document's head says about a page. */
export type PageMeta = {
  title: string;
  description: string;
  /** The page's canonical path, e.g. `/contact`; left out for pages that must not be indexed (404, 500). */
  path?: string;
  /** Structured data for search engines (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The image shown when the page is shared: a game's own card, or by default the site's. */
  socialCard?: { path: string; alt: string };
};

/** Social cards are drawn at build (src/pages/social-cards/[card].png.ts), in the size every platform expects. */
export const SOCIAL_CARD = { width: 1200, height: 630 };

export function socialCard(game?: Game): { path: string; alt: string } {
  return game
    ? { path: `/social-cards/${game.slug}.png`, alt: `${game.name}, a free demo game on ${siteConfig.name}` }
    : { path: "/social-cards/site.png", alt: `${siteConfig.name} logo and tagline on a dark background` };
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).href;
}

export function pageTitle(name: string): string {
  return `${name} – ${siteConfig.name}`;
}

/**
 * The route of a page from the address Astro renders it at: with `build.format: "file"` that is
 * `/contact.html` or `/index.html` at build time, and `/contact` in the development server.
 */
export function routePath(pathname: string): string {
  const path = pathname.replace(/(?:\/index)?\.html$/, "").replace(/(.)\/$/, "$1");
  return path === "" ? "/" : path;
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can close the script. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}

/** Who runs the site: the publisher named in the configuration, or else the site itself. */
const publisherName = siteConfig.publisher ?? siteConfig.name;

export function homeJsonLd(): Record<string, unknown> {
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
      addressCountry: siteConfig.address.country,
    },
  };
  const webSite = {
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: siteConfig.name,
    url: absoluteUrl("/"),
    description: siteConfig.description,
    inLanguage: "en",
    publisher: { "@id": organization["@id"] },
  };
  return { "@graph": [organization, webSite] };
}

export function gameJsonLd(game: Game): Record<string, unknown> {
  return {
    "@type": "VideoGame",
    name: game.name,
    description: game.description,
    url: absoluteUrl(`/games/${game.slug}`),
    image: absoluteUrl(game.thumbnail),
    genre: "Social casino (free to play)",
    gamePlatform: "Web browser",
    playMode: "SinglePlayer",
    isAccessibleForFree: true,
    publisher: { "@type": "Organization", name: publisherName, url: siteConfig.url },
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
