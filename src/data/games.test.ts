import { describe, expect, it } from "vitest";
import { games } from "~/data/games";

describe("games", () => {
  it("lists the six games in the order of the specification", () => {
    expect(games.map((game) => [game.id, game.name, game.slug])).toEqual([
      [1, "Moon Princess", "moon-princess"],
      [2, "Fire Joker", "fire-joker"],
      [3, "Reactoonz", "reactoonz"],
      [4, "Book of Dead", "book-of-dead"],
      [5, "Gigantoonz", "gigantoonz"],
      [6, "Rise of Olympus", "rise-of-olympus"],
    ]);
  });

  it("has unique slugs", () => {
    expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
  });

  it.each(games)("launches $name in practice mode, in English, on the desktop channel", (game) => {
    const url = new URL(game.iframeUrl);
    expect(url.origin + url.pathname).toBe("https://asccw.playngonetwork.com/casino/ContainerLauncher");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pid: "2",
      gid: game.slug.replaceAll("-", ""),
      lang: "en_GB",
      practice: "1",
      channel: "desktop",
      demo: "2",
    });
  });

  it.each(games)("gives $name a description and, by default, the site's own art as its thumbnail", (game) => {
    expect(game.description.length).toBeGreaterThan(40);
    expect(game.artPath).toBe(`/thumbnails/${game.slug}.svg`);
    expect(game.thumbnail).toBe(game.artPath);
  });
});
