import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameArt } from "~/components/game-art";
import { games } from "~/site.config";

describe("GameArt", () => {
  it.each(games)("draws $name in its own colours, with its name, as a standalone SVG", (game) => {
    const svg = renderToStaticMarkup(<GameArt game={game} />);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360"/);
    for (const colour of game.palette) expect(svg).toContain(`stop-color="${colour}"`);
    expect(svg).toContain(`>${game.name.replaceAll("&", "&amp;")}</text>`);
    expect(svg).toContain(`aria-label="${game.name}"`);
  });
});
