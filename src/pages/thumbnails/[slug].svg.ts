import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GameArt } from "~/components/game-art";
import type { Game } from "~/catalogue/games";
import { defaultLocale, gamesIn } from "~/site/config";

// Each game's own art as an image file of the build, drawn from its palette and motif.
// The art has no words, so one drawing serves every language.
export const getStaticPaths = (() => gamesIn(defaultLocale).map((game) => ({ params: { slug: game.slug }, props: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const svg = renderToStaticMarkup(createElement(GameArt, { game: (props as { game: Game }).game }));
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, { headers: { "Content-Type": "image/svg+xml" } });
};
