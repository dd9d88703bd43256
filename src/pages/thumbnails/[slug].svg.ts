import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GameArt } from "#ui/components/game-art.tsx";
import type { Game } from "#build/catalogue/games.ts";
import { defaultLocale, gamesIn, siteConfig } from "#build/site/config.ts";

// Each game's own art as an image file of the build, drawn from its palette and motif.
// The art has no words, so one drawing serves every language. A game with its own picture (the site's gamePictures)
// shows that picture wherever it would show its art, so its art is not drawn: on a site of thousands of games each
// file is three (with its .br and .gz twins) of the files Cloudflare counts.
export const getStaticPaths = (() =>
  gamesIn(defaultLocale)
    .filter((game) => siteConfig.brand.gamePictures?.[game.slug] === undefined)
    .map((game) => ({ params: { slug: game.slug }, props: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const svg = renderToStaticMarkup(createElement(GameArt, { game: (props as { game: Game }).game }));
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, {
    headers: { "Content-Type": "image/svg+xml" },
  });
};
