import { describe, expect, it } from "vitest";
import { catalogue } from "~/data/games";

// The games as the visitor meets them (names, order, pages, launcher addresses, descriptions, art) are
// proven in a browser (e2e/home.spec.ts, e2e/game.spec.ts); their ids, React's keys, are not shown.
describe("games", () => {
  it("numbers the six games 1 to 6, in the order the home page lists them", () => {
    expect(catalogue.map((game) => [game.id, game.name, game.slug])).toEqual([
      [1, "Moon Princess", "moon-princess"],
      [2, "Fire Joker", "fire-joker"],
      [3, "Reactoonz", "reactoonz"],
      [4, "Book of Dead", "book-of-dead"],
      [5, "Gigantoonz", "gigantoonz"],
      [6, "Rise of Olympus", "rise-of-olympus"],
    ]);
  });
});
