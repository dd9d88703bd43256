import type { APIRoute } from "astro";
import { webManifest } from "~/seo";
import { inLocale } from "~/site/schema";
import { defaultLocale, siteConfig } from "~/site/config";

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
