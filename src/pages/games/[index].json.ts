import type { APIRoute, GetStaticPaths } from "astro";
import { hasLobby } from "#build/site/lobby.ts";
import { slugOf } from "#shared/slug.ts";
import type { IndexRow } from "#browser/search-loader.ts";
import { defaultLocale, gamesIn } from "#build/site/config.ts";

// The lobby's search index (src/build/site/lobby.ts, SEARCH_INDEX_PATH), only on a site with a lobby: each game's
// name, with its slug only where the slug rule does not give it, since at 5,000 games every byte counts 5,000 times.
export const getStaticPaths = (() =>
  hasLobby ? [{ params: { index: "search-index" } }] : []) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      gamesIn(defaultLocale).map(({ name, slug }): IndexRow => (slug === slugOf(name) ? name : [name, slug])),
    ),
    { headers: { "Content-Type": "application/json" } },
  );
