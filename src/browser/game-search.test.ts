import { describe, expect, it, vi } from "vitest";
import { createGameSearch, type Entry } from "#browser/game-search.ts";

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const game = (name: string): Entry => ({ slug: slug(name), name });

const catalogue: Entry[] = [
  game("Rise of Olympus"),
  game("Rise of Olympus 100"),
  game("Rise of Olympus Origins"),
  game("Mötley Crüe"),
  game("Reactoonz"),
  game("Reactoonz 2"),
  game("Gigantoonz"),
  game("Gargantoonz"),
  game("Book of Dead"),
  game("Legacy of Dead"),
  game("Baker's Treat"),
  game("3-Hand Casino Hold'em"),
  game("Moon Princess"),
  game("Moon Princess 100"),
  game("Fire Joker"),
  game("Muerto en Mictlán"),
  game("Dansband På Turné"),
  game("*NSYNC Pop"),
  game("Deuces Wild Poker"),
  game("Golden Ticket"),
  game("Tome of Madness"),
  game("Giant"),
  game("Wild Wild West"),
  game("Wild West"),
];
const search = createGameSearch(catalogue);
const names = (query: string, limit?: number) => search(query, limit).map((entry) => entry.name);

describe("game-search", () => {
  it("finds a game by the first letters of any word of its name", () => {
    expect(names("olymp")).toEqual(["Rise of Olympus", "Rise of Olympus 100", "Rise of Olympus Origins"]);
    expect(names("princ")).toEqual(["Moon Princess", "Moon Princess 100"]);
    expect(names("dea")).toEqual(["Book of Dead", "Legacy of Dead"]);
  });

  it("returns whole entries, and no more than the limit", () => {
    expect(search("fire joker")).toEqual([{ slug: "fire-joker", name: "Fire Joker" }]);
    expect(names("olymp", 2)).toEqual(["Rise of Olympus", "Rise of Olympus 100"]);
  });

  it("ignores case and diacritics, in the query and in the name", () => {
    expect(names("motley")).toEqual(["Mötley Crüe"]);
    expect(names("MÖTLEY")).toEqual(["Mötley Crüe"]);
    expect(names("crue")).toEqual(["Mötley Crüe"]);
    expect(names("MICTLAN")).toEqual(["Muerto en Mictlán"]);
    expect(names("pa turne")).toEqual(["Dansband På Turné"]);
    expect(names("På Turné")).toEqual(["Dansband På Turné"]);
  });

  it("reads apostrophes and other punctuation as part of the words", () => {
    expect(names("baker")).toEqual(["Baker's Treat"]);
    expect(names("baker's")).toEqual(["Baker's Treat"]);
    expect(names("bakers treat")).toEqual(["Baker's Treat"]);
    expect(names("hold")).toEqual(["3-Hand Casino Hold'em"]);
    expect(names("holdem")).toEqual(["3-Hand Casino Hold'em"]);
    expect(names("3-hand")).toEqual(["3-Hand Casino Hold'em"]);
    expect(names("hand casino")).toEqual(["3-Hand Casino Hold'em"]);
    expect(names("nsync")).toEqual(["*NSYNC Pop"]);
    expect(names("*nsync pop")).toEqual(["*NSYNC Pop"]);
  });

  it("forgives one letter wrong, missing or extra in a word of five letters or more", () => {
    expect(names("reactonz")[0]).toBe("Reactoonz"); // missing
    expect(names("reactoons")[0]).toBe("Reactoonz"); // wrong
    expect(names("reacttoonz")[0]).toBe("Reactoonz"); // extra
    expect(names("olympos")).toEqual(["Rise of Olympus", "Rise of Olympus 100", "Rise of Olympus Origins"]);
    expect(names("mictlam")).toEqual(["Muerto en Mictlán"]);
    // Two slips are too many.
    expect(names("raectoons")).toEqual([]);
  });

  it("does not guess at a word shorter than five letters", () => {
    expect(names("gonz")).toEqual([]);
    expect(names("mooo")).toEqual([]);
    expect(names("dead")).toEqual(["Book of Dead", "Legacy of Dead"]);
  });

  it("finds only the games that match every word of the query", () => {
    expect(names("rise origins")).toEqual(["Rise of Olympus Origins"]);
    expect(names("moon 100")).toEqual(["Moon Princess 100"]);
    expect(names("book dead")).toEqual(["Book of Dead"]);
    expect(names("moon dead")).toEqual([]);
    // A slip in one word, a start of a word in another.
    expect(names("legcy de")).toEqual(["Legacy of Dead"]);
  });

  it("finds nothing for an empty query", () => {
    expect(search("")).toEqual([]);
    expect(search("   \t ")).toEqual([]);
    expect(search(" - ' ")).toEqual([]);
  });

  it("puts the very name first, then names whose words the query starts", () => {
    expect(names("reactoonz")).toEqual(["Reactoonz", "Reactoonz 2"]);
    expect(names("Moon Princess")).toEqual(["Moon Princess", "Moon Princess 100"]);
    expect(names("moon princess 100")).toEqual(["Moon Princess 100"]);
    // The very name wins even where MiniSearch scores another higher (the word twice).
    expect(names("wild west")).toEqual(["Wild West", "Wild Wild West"]);
    expect(names("rise of olympus 100")).toEqual(["Rise of Olympus 100"]);
  });

  it("puts a near miss after every game whose words the query starts", () => {
    // "joker" starts a word of Fire Joker, and is one letter from Deuces Wild Poker.
    expect(names("joker")).toEqual(["Fire Joker", "Deuces Wild Poker"]);
    // And the other way round.
    expect(names("poker")).toEqual(["Deuces Wild Poker", "Fire Joker"]);
    // Even where MiniSearch scores the near miss higher: the short "Giant" is one letter from "gigant".
    expect(names("gigant")).toEqual(["Gigantoonz", "Giant"]);
  });

  it("orders matches of the same kind by score, then alphabetically", () => {
    // The same word matched in names of the same length: alphabetical.
    const twins = createGameSearch([game("Zeta Gold"), game("Alpha Gold"), game("Mid Gold")]);
    // By places worked out with the index: a keystroke compares no names (a page's first comparison loads the
    // collation rules, the slowest part of a first keystroke on a phone).
    const compared = vi.spyOn(String.prototype, "localeCompare");
    expect(twins("gold").map((entry) => entry.name)).toEqual(["Alpha Gold", "Mid Gold", "Zeta Gold"]);
    expect(compared).not.toHaveBeenCalled();
    compared.mockRestore();
    // A shorter name scores higher for the same word.
    expect(names("rise")).toEqual(["Rise of Olympus", "Rise of Olympus 100", "Rise of Olympus Origins"]);
  });

  it("searches a full catalogue of hundreds of games", () => {
    const many = [
      ...catalogue,
      ...Array.from({ length: 360 }, (_, i) => game(`Lucky ${["Star", "Gem", "Wheel", "Tiki"][i % 4]} ${i + 1}`)),
    ];
    const big = createGameSearch(many);
    expect(big("lucky")).toHaveLength(360);
    expect(big("lucky tiki 4").map((entry) => entry.name)).toEqual([
      "Lucky Tiki 4",
      "Lucky Tiki 40",
      "Lucky Tiki 44",
      "Lucky Tiki 48",
    ]);
    expect(big("reactoonz 2").map((entry) => entry.name)).toEqual(["Reactoonz 2"]);
  });
});
