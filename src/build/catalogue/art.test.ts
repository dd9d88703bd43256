import { describe, expect, it } from "vitest";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { MOTIF_WORDS, MOTIFS, motifOf } from "#build/catalogue/art.ts";

describe("the motif a game's name calls for", () => {
  it.each([
    ["Gates of Olympus", "temple"],
    ["American Roulette", "wheel"],
    ["3-Hand Casino Hold'em", "cards"],
    ["Book of Dead", "book"],
    ["Fire Joker", "flame"],
    ["Hot 7s", "bell"],
    ["Triple Jokers", "bell"],
    ["Joker's Jewels", "gem"],
    ["Big Bass Bonanza", "fish"],
    ["Sweet Bonanza", "candy"],
    ["Wolf Gold", "paw"],
    ["Buffalo King", "paw"],
    ["Dragon Tiger", "dragon"],
    ["Legacy of Egypt", "pyramid"],
    ["Reactoonz 2", "alien"],
    ["Juicy Fruits", "fruit"],
    ["Pirate Gold", "ship"],
    ["Vikings Go Berzerk", "helmet"],
    ["Ring of Odin", "helmet"],
    ["Lucky Leprechaun", "clover"],
    ["Moon Princess 100", "crescent"],
    ["Crown of Fire", "crown"],
    ["Craps", "dice"],
    ["Keno", "dice"],
    ["Legacy of Dead", "skull"],
    ["Cash Bonanza", "coin"],
    ["Raging Rex 2", "dinosaur"],
    ["Honey Rush", "bee"],
    ["Wild West Gold", "hat"],
    ["Return of the Green Knight", "sword"],
    ["KISS Reels of Rock", "guitar"],
    ["Chinese New Year", "lantern"],
    ["Madame Destiny", "orb"],
    ["Dwarven Gold", "pickaxe"],
    ["Empty the Bank", "chest"],
    ["7 Piggies", "pig"],
    // A word inside another is not the word: Reelin' is no reel, Catfather no cat.
    ["Free Reelin' Joker", "bell"],
  ] as const)("%s: %s", (name, motif) => {
    expect(motifOf(name)).toBe(motif);
  });

  it("is neutral for a name that calls for none, never a motif that says what the game is not", () => {
    expect(motifOf("Ultra Hold and Spin")).toBe("neutral");
    expect(motifOf("Spaceman Holdings")).toBe("alien");
    expect(motifOf("Aurora Spins")).toBe("neutral");
  });

  it("takes a theme of the facts where the name calls for none", () => {
    expect(motifOf("Aurora Spins", ["adventure", "ancient-egypt"])).toBe("pyramid");
    expect(motifOf("Golden Aurora", ["ancient-egypt"])).toBe("coin");
  });

  it("takes the category where neither calls for one: a table game is played with cards", () => {
    expect(motifOf("Double Exposure", [], "table-games")).toBe("cards");
    expect(motifOf("Double Exposure", [], "slots")).toBe("neutral");
  });

  it("draws each motif of the table, and the table names at least 40", () => {
    expect(MOTIFS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MOTIF_WORDS.map(([motif]) => motif))).toEqual(
      new Set(MOTIFS.filter((motif) => motif !== "neutral")),
    );
  });

  it("gives the catalogue's games that call for one a motif of their own, and leaves the six drawn by hand as they were", () => {
    const games = catalogue();
    // No motif on more than 8% of the games, and the neutral one, which says nothing of a game, on at most 5%.
    const share = (motif: string) => games.filter((game) => game.motif === motif).length / games.length;
    for (const motif of MOTIFS) expect(share(motif), motif).toBeLessThanOrEqual(0.08);
    expect(share("neutral")).toBeLessThanOrEqual(0.05);
    expect(games.filter((game) => !game.derived).map((game) => `${game.slug} ${game.motif}`)).toEqual([
      "moon-princess crescent",
      "fire-joker flame",
      "reactoonz alien",
      "book-of-dead book",
      "gigantoonz monsters",
      "rise-of-olympus temple",
    ]);
  });
});
