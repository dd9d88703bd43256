import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LobbyCard } from "#ui/components/lobby-card.tsx";
import type { Game } from "#build/catalogue/games.ts";
import { lobbyGames, lobbyPaths } from "#build/site/lobby.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { type CardRow, shardOf } from "#shared/site-cards.ts";

// The lobby cards of the games whose slug starts with the same two characters, in the page's language (CARDS_PATH in
// src/build/site/lobby.ts), as rows of `self.lobbyCards[shard]` (src/shared/site-cards.ts): asked for only by a
// visitor with favourites or filters, only on a site with a lobby. A script rather than JSON: the lobby's head adds
// it as a render-blocking script, so a returning visitor's favourites are shown before the first paint even when
// the page has none of their cards.

type Member = { game: Game; place: number };

// The games sorted into their shards in one pass over the A to Z list, each with its place in it.
export const getStaticPaths = (() =>
  lobbyPaths().flatMap(({ params, props: { locale } }) => {
    const shards = new Map<string, Member[]>();
    for (const [place, game] of lobbyGames("all", locale).entries()) {
      const members = shards.get(shardOf(game.slug)) ?? [];
      members.push({ game, place });
      shards.set(shardOf(game.slug), members);
    }
    return [...shards].map(([shard, members]) => ({ params: { ...params, shard }, props: { locale, shard, members } }));
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { locale, shard, members } = props as { locale: Locale; shard: string; members: Member[] };
  const rows = members.map(({ game, place }): CardRow => [
    game.slug,
    renderToStaticMarkup(createElement(LobbyCard, { game, locale, priority: false })),
    place,
  ]);
  return new Response(`(self.lobbyCards??={})[${JSON.stringify(shard)}]=${JSON.stringify(rows)};\n`, {
    headers: { "Content-Type": "text/javascript" },
  });
};
