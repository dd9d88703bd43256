import { describe, expect, it } from "vitest";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { siteGames } from "#build/catalogue/games.ts";
import { type Comparable, likeness, relatedGames, sameSeries } from "#build/catalogue/related-games.ts";

const games = siteGames({ games: catalogue().map((game) => game.slug), thumbnailBaseUrl: null, gameFacts: true }, "en");
const named = (name: string) => games.find((game) => game.name === name) as Comparable;
const relatedNames = (name: string) => relatedGames(named(name), games, 6).map((game) => game.name);

const game = (name: string, more: Partial<Comparable> = {}): Comparable => ({
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  name,
  category: "slots",
  studio: { id: "playngo", name: "Play'n GO" },
  year: undefined,
  motif: "neutral",
  facts: {},
  ...more,
});

describe("games like a game", () => {
  it("tells a series by its shared beginning, never by a genre's word or a joining word", () => {
    expect(sameSeries(game("Moon Princess"), game("Moon Princess: Christmas Kingdom"))).toBe(true);
    expect(sameSeries(game("Reactoonz"), game("Reactoonz 2"))).toBe(true);
    expect(sameSeries(game("Hugo Goal"), game("Hugo Legacy"), new Set(["hugo", "hugo goal", "hugo legacy"]))).toBe(
      true,
    );
    expect(sameSeries(game("Hugo Goal"), game("Hugo Legacy"))).toBe(false);
    expect(sameSeries(game("Big Bass Bonanza"), game("Big Bass Splash"))).toBe(true);
    expect(sameSeries(game("Gates of Olympus"), game("Gates of Troy"))).toBe(false);
    expect(sameSeries(game("Book of Dead"), game("Book of Kingdoms"))).toBe(false);
    expect(sameSeries(game("Legacy of Dead"), game("Legacy of Egypt"))).toBe(false);
    // A series is a studio's.
    expect(
      sameSeries(game("Sugar Rush"), game("Sugar Rush Winter", { studio: { id: "bgaming", name: "BGaming" } })),
    ).toBe(false);
  });

  it("counts what two games share: volatility and features most, then ways, RTP band, year and motif", () => {
    const a = game("A", {
      facts: { volatility: "high", features: ["bonus-buy"], rtp: 96.2, ways: 243 },
      year: 2020,
      motif: "gem",
    });
    expect(
      likeness(
        a,
        game("B", {
          facts: { volatility: "high", features: ["bonus-buy"], rtp: 96.9, ways: 243 },
          year: 2020,
          motif: "gem",
        }),
      ),
    ).toBe(8);
    expect(likeness(a, game("C", { facts: { rtp: 95.9 } }))).toBe(0);
    expect(likeness(game("D"), game("E"))).toBe(0);
  });

  it("puts the series first: Moon Princess suggests its four other games", () => {
    expect(relatedNames("Moon Princess").slice(0, 4).sort()).toEqual([
      "Moon Princess 100",
      "Moon Princess Power of Love",
      "Moon Princess Trinity",
      "Moon Princess: Christmas Kingdom",
    ]);
    expect(relatedNames("Sugar Rush").slice(0, 3).sort()).toEqual([
      "Sugar Rush Summer Time",
      "Sugar Rush Valentines Day",
      "Sugar Rush Winter",
    ]);
    expect(relatedNames("Reactoonz")[0]).toBe("Reactoonz 2");
    expect(relatedNames("Hugo Legacy").slice(0, 4).sort()).toEqual(["Hugo", "Hugo 2", "Hugo Carts", "Hugo Goal"]);
  });

  it("puts the games that share the name's main words first, then its motif's, never the next games of the alphabet", () => {
    const olympus = named("Gates of Olympus");
    const related = relatedGames(olympus, games, 6);
    expect(related).toHaveLength(6);
    for (const other of related) expect(other.category).toBe(olympus.category);
    const names = related.map((other) => other.name);
    for (const namesake of ["Gates of Troy", "Gates of Valhalla", "Rise of Olympus"]) expect(names).toContain(namesake);
    // Each one shares a main word (gates, olympus), or failing that the motif, a temple.
    for (const other of related)
      expect(/\b(gates|olympus)\b/i.test(other.name) || other.motif === "temple", other.name).toBe(true);
    // Words dozens of names use make no kin: Sugar Rush suggests its series and sweets, not Gold Rush.
    expect(relatedNames("Sugar Rush")).not.toContain("Gold Rush");
    expect(names).not.toEqual(["Gates of Troy", "Gates of Valhalla", "Gemix", "Gemix 2", "Gemix 100", "Gems Bonanza"]);
  });

  it("reaches other studios' games of the category when the studio's own share nothing, and chooses the same at every build", () => {
    const lonely = game("Lonely Table", {
      category: "table-games",
      studio: { id: "local", name: "Local" },
      facts: { rtp: 97.3 },
    });
    const others = relatedGames(lonely, games, 6);
    expect(others).toHaveLength(6);
    expect(others.every((other) => other.category === "table-games" && Math.floor(other.facts.rtp ?? 0) === 97)).toBe(
      true,
    );
    expect(relatedGames(lonely, games, 6)).toEqual(others);
  });
});
