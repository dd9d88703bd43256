import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameArt } from "~/components/game-art";
import { catalogue, siteGames } from "~/data/games";

const games = siteGames({ games: catalogue.map((game) => game.slug), thumbnailBaseUrl: null }, "en");
const drawings = games.map((game) => renderToStaticMarkup(<GameArt game={game} />));

describe("GameArt", () => {
  it.each(games.map((game, index) => [game.name, game, drawings[index] ?? ""] as const))(
    "draws %s in its own colours as a standalone SVG, labelled with its name but not writing it",
    (_name, game, svg) => {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360"/);
      for (const colour of game.palette) expect(svg).toContain(`stop-color="${colour}"`);
      expect(svg).toContain(`aria-label="${game.name}"`);
      expect(svg).not.toContain("<text");
    },
  );

  it("gives every game of the catalogue a drawing of its own", () => {
    const shapes = drawings.map((svg) => svg.replace(/(stop-color|fill|stroke)="#[0-9a-f]{6}"/g, ""));
    expect(new Set(shapes).size).toBe(catalogue.length);
  });
});
