import type { APIRoute } from "astro";
import { webManifest } from "#build/seo.ts";
import { inLocale } from "#build/site/schema.ts";
import { defaultLocale, siteConfig } from "#build/site/config.ts";

// The installed app's colours are the site's theme colour, as the browser shows it before the page paints.
export const GET: APIRoute = () =>
  new Response(
    webManifest({
      name: siteConfig.name,
      description: inLocale(siteConfig.description, defaultLocale),
      themeColor: siteConfig.theme.background,
      backgroundColor: siteConfig.theme.background,
    }),
    { headers: { "Content-Type": "application/manifest+json" } },
  );
