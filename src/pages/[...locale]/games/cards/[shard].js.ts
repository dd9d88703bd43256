import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LobbyCard } from "~/components/lobby-card";
import { lobbyGames, lobbyPaths } from "~/catalogue/lobby";
import type { Locale } from "~/i18n/locales";

// Every game's lobby card in the page's language (CARDS_PATH in src/catalogue/lobby.ts), A to Z, as [slug, HTML]
// rows in `self.lobbyCards`: the favourites section's cards, asked for only by a visitor with favourites, only on a
// site with a lobby. A script rather than JSON: the lobby's head adds it as a render-blocking script, so a returning
// visitor's favourites are shown before the first paint even when the page has none of their cards.
export const getStaticPaths = (() => lobbyPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const rows = lobbyGames("all", locale).map((game) => [game.slug, renderToStaticMarkup(createElement(LobbyCard, { game, locale, priority: false }))]);
  return new Response(`self.lobbyCards=${JSON.stringify(rows)};\n`, { headers: { "Content-Type": "text/javascript" } });
};
