import type { APIRoute, GetStaticPaths } from "astro";
import { filterData } from "~/site/lobby-filters";
import { lobbyPaths } from "~/site/lobby";
import type { Locale } from "~/i18n/locales";
import { siteConfig } from "~/site/config";

// The lobby filters' data in the page's language (FILTERS_PATH in src/site/lobby-filters.ts), in the order of
// its cards (CARDS_PATH): asked for only once a visitor opens or uses the filters, only on a site with a lobby and
// game facts.
export const getStaticPaths = (() => (siteConfig.gameFacts ? lobbyPaths() : [])) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(filterData((props as { locale: Locale }).locale)), { headers: { "Content-Type": "application/json" } });
