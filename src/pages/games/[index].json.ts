import type { APIRoute, GetStaticPaths } from "astro";
import { hasLobby } from "~/catalogue/lobby";
import type { IndexRow } from "~/scripts/search-loader";
import { defaultLocale, gamesIn } from "~/site/config";

// The lobby's search index (src/catalogue/lobby.ts, SEARCH_INDEX_PATH), only on a site with a lobby: each game's slug,
// name and category, in short keys, since it travels to the browser.
export const getStaticPaths = (() => (hasLobby ? [{ params: { index: "search-index" } }] : [])) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(gamesIn(defaultLocale).map((game): IndexRow => ({ s: game.slug, n: game.name, c: game.category }))), {
    headers: { "Content-Type": "application/json" },
  });
