import type { APIRoute, GetStaticPaths } from "astro";
import { filterData } from "#build/site/lobby-filters.ts";
import { lobbyPaths } from "#build/site/lobby.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { siteConfig } from "#build/site/config.ts";

// The lobby filters' data in the page's language (FILTERS_PATH in src/build/site/lobby-filters.ts), in the order of
// its cards (CARDS_PATH): asked for only once a visitor opens or uses the filters, only on a site with a lobby and
// game facts.
export const getStaticPaths = (() => (siteConfig.gameFacts ? lobbyPaths() : [])) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(filterData((props as { locale: Locale }).locale)), {
    headers: { "Content-Type": "application/json" },
  });
