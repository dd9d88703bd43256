import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { artStaging, BACKDROPS, MOTIFS } from "#build/catalogue/art.ts";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { siteGames } from "#build/catalogue/games.ts";
import { GameArt } from "#ui/components/game-art.tsx";
import { GameMotif } from "#ui/components/game-motif.tsx";

const games = siteGames({ games: catalogue().map((game) => game.slug), thumbnailBaseUrl: null }, "en");
const drawings = games.map((game) => renderToStaticMarkup(<GameArt game={game} />));
const drawingOf = (slug: string) => drawings[games.findIndex((game) => game.slug === slug)] ?? "";

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

  it("writes no words on any art, since the card, page or splash beside it names the game; six keep the frame drawn by hand", () => {
    for (const drawing of drawings) expect(drawing).not.toMatch(/<text|<tspan/);
    expect(games.filter((game) => !game.derived).map((game) => game.slug)).toEqual([
      "moon-princess",
      "fire-joker",
      "reactoonz",
      "book-of-dead",
      "gigantoonz",
      "rise-of-olympus",
    ]);
    // Drawn by hand: the motif alone over the gradient, never staged.
    for (const game of games.filter((game) => !game.derived))
      expect(drawingOf(game.slug)).not.toMatch(/id="light"|matrix\(-1/);
  });

  it("stages derived art by its slug: a backdrop of each kind, and half of them facing the other way", () => {
    const derived = games.filter((game) => game.derived);
    const stagings = derived.map((game) => artStaging(game.slug));
    expect(new Set(stagings.map(({ backdrop }) => backdrop))).toEqual(new Set(BACKDROPS));
    const mirrored = stagings.filter(({ mirrored }) => mirrored).length / derived.length;
    expect(mirrored).toBeGreaterThan(0.4);
    expect(mirrored).toBeLessThan(0.6);
    for (const [index, game] of derived.entries())
      expect(drawingOf(game.slug).includes("matrix(-1 0 0 1 640 0)"), game.slug).toBe(stagings[index]?.mirrored);
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
    const shapes = MOTIFS.map((motif) => renderToStaticMarkup(<GameMotif motif={motif} ink="#123456" />));
    expect(new Set(shapes).size).toBe(MOTIFS.length);
  });
});
