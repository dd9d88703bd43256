import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameArt } from "~/components/game-art";
import { catalogue } from "~/catalogue/catalogue";
import { siteGames } from "~/catalogue/games";

const games = siteGames({ games: catalogue().map((game) => game.slug), thumbnailBaseUrl: null }, "en");
const drawings = games.map((game) => renderToStaticMarkup(<GameArt game={game} />));

describe("GameArt", () => {
  it("draws each game in its own colours as a standalone SVG, labelled with its name but not writing it", () => {
    const escaped = (name: string) => name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    games.forEach((game, index) => {
      const svg = drawings[index] ?? "";
      expect(svg, game.name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360"/);
      for (const colour of game.palette) expect(svg, game.name).toContain(`stop-color="${colour}"`);
      expect(svg, game.name).toContain(`aria-label="${escaped(game.name)}"`);
      expect(svg, game.name).not.toContain("<text");
    });
  });

  it("gives every game of the catalogue a drawing of its own", () => {
    expect(new Set(drawings.map((svg) => svg.replace(/aria-label="[^"]*"/, ""))).size).toBe(games.length);
  });

  it("draws each motif in shapes of its own", () => {
    const shapes = drawings.map((svg) => svg.replace(/aria-label="[^"]*"|(stop-color|fill|stroke)="#[0-9a-f]{6}"/g, ""));
    expect(new Set(shapes).size).toBe(12);
  });
});
