import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LobbyCard } from "~/components/lobby-card";
import { lobbyGames, lobbyPaths } from "~/catalogue/lobby";
import type { Locale } from "~/i18n/locales";
import { type CardRow, shardOf } from "~/scripts/site-cards";

// The lobby cards of the games whose slug starts with the same two characters, in the page's language (CARDS_PATH in
// src/catalogue/lobby.ts), as rows of `self.lobbyCards[shard]` (src/scripts/site-cards.ts): asked for only by a
// visitor with favourites or filters, only on a site with a lobby. A script rather than JSON: the lobby's head adds
// it as a render-blocking script, so a returning visitor's favourites are shown before the first paint even when
// the page has none of their cards.
export const getStaticPaths = (() =>
  lobbyPaths().flatMap(({ params, props: { locale } }) =>
    [...new Set(lobbyGames("all", locale).map((game) => shardOf(game.slug)))].map((shard) => ({ params: { ...params, shard }, props: { locale, shard } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { locale, shard } = props as { locale: Locale; shard: string };
  const rows = lobbyGames("all", locale).flatMap((game, place): CardRow[] =>
    shardOf(game.slug) === shard ? [[game.slug, renderToStaticMarkup(createElement(LobbyCard, { game, locale, priority: false })), place]] : [],
  );
  return new Response(`(self.lobbyCards??={})[${JSON.stringify(shard)}]=${JSON.stringify(rows)};\n`, { headers: { "Content-Type": "text/javascript" } });
};
