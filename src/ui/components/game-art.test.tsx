import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MOTIFS } from "#build/catalogue/art.ts";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { siteGames } from "#build/catalogue/games.ts";
import { GameArt } from "#ui/components/game-art.tsx";

const games = siteGames({ games: catalogue().map((game) => game.slug), thumbnailBaseUrl: null }, "en");
const drawings = games.map((game) => renderToStaticMarkup(<GameArt game={game} />));
const drawingOf = (slug: string) => drawings[games.findIndex((game) => game.slug === slug)] ?? "";

/** The text an SVG writes, its lines joined by spaces, as a reader sees it. */
const lettering = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)]
    .map(([, line]) => line)
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");

describe("GameArt", () => {
  it("draws each game in its own colours as a standalone SVG that names its motif, labelled with its name", () => {
    const escaped = (name: string) => name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    games.forEach((game, index) => {
      const svg = drawings[index] ?? "";
      expect(svg, game.name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360"/,
      );
      for (const colour of game.palette) expect(svg, game.name).toContain(`stop-color="${colour}"`);
      expect(svg, game.name).toContain(`aria-label="${escaped(game.name)}"`);
      expect(svg, game.name).toContain(`data-motif="${game.motif}"`);
    });
  });

  it("letters the name of every game whose art is derived, whole, and keeps the six drawn by hand without words", () => {
    for (const [index, game] of games.entries()) {
      if (game.lettered) expect(lettering(drawings[index] ?? ""), game.slug).toBe(game.name);
      else expect(drawings[index], game.slug).not.toContain("<text");
    }
    expect(games.filter((game) => !game.lettered)).toHaveLength(6);
  });

  it("shows the motif the issue's examples call for", () => {
    expect(drawingOf("gates-of-olympus")).toContain('data-motif="temple"');
    expect(drawingOf("american-roulette")).toContain('data-motif="wheel"');
    expect(drawingOf("3-hand-casino-holdem")).toContain('data-motif="cards"');
  });

  it("gives every game of the catalogue a picture of its own", () => {
    expect(new Set(drawings.map((svg) => svg.replace(/aria-label="[^"]*"/, ""))).size).toBe(games.length);
  });

  it("draws each motif in shapes of its own", () => {
    const derived = drawings.filter((_, index) => games[index]?.lettered);
    const shapes = derived.map((svg) =>
      svg.replace(/aria-label="[^"]*"|data-motif="[^"]*"|(stop-color|fill|stroke)="#[0-9a-f]{6}"|<text.*<\/text>/g, ""),
    );
    expect(new Set(shapes).size).toBe(MOTIFS.length);
  });
});
