import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LobbyCard } from "~/components/lobby-card";
import { lobbyGames, lobbyPaths } from "~/catalogue/lobby";
import type { Locale } from "~/i18n/locales";

// Every game's lobby card in the page's language (CARDS_PATH in src/catalogue/lobby.ts), A to Z, as [slug, HTML]
// rows: the favourites section's cards where a favourite is not on the page. Asked for only by a visitor with such a
// favourite, only on a site with a lobby.
export const getStaticPaths = (() => lobbyPaths()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const rows = lobbyGames("all", locale).map((game) => [game.slug, renderToStaticMarkup(createElement(LobbyCard, { game, locale, priority: false }))]);
  return new Response(JSON.stringify(rows), { headers: { "Content-Type": "application/json" } });
};
