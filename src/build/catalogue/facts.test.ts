import { describe, expect, it } from "vitest";
import { factRows } from "#shared/i18n/fact-rows.ts";
import { hasFacts } from "#shared/game-words.ts";
import { en } from "#shared/i18n/en.ts";
import { fi } from "#shared/i18n/fi.ts";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { withNamedFeatures } from "#build/catalogue/facts.ts";
import { siteGames } from "#build/catalogue/games.ts";

const facts = {
  rtp: 96.21,
  volatility: "very-high",
  maxWin: 5000,
  reels: 5,
  rows: 3,
  paylines: 10,
  ways: 117649,
  features: ["free-spins", "bonus-buy", "gamble"],
  themes: ["ancient-egypt"],
  released: "2016-01-14",
} as const;
/** The text as a reader sees it: Intl writes no-break spaces where a number must not wrap. */
const plain = (rows: { label: string; value: string; note?: string }[]) =>
  rows.map(({ label, value, note }) => `${label}: ${value.replace(/[\u00a0\u202f]/g, " ")}${note ? ` (${note})` : ""}`);

describe("a game's facts", () => {
  it("in English: the studio first, numbers and lists as English writes them", () => {
    expect(plain(factRows("Play'n GO", facts, "en", en.facts))).toEqual([
      "Studio: Play'n GO",
      "RTP: 96.21% (The studio's default. A casino may run a lower one.)",
      "Volatility: Very high",
      "Maximum win: 5,000×",
      "Reels: 5",
      "Rows: 3",
      "Paylines: 10",
      "Ways to win: 117,649",
      "Features: Free spins, bonus buy, and gamble",
      "Themes: Ancient Egypt",
      "Released: January 14, 2016",
    ]);
  });

  it("in Finnish: the same facts as Finnish writes them", () => {
    expect(plain(factRows("Play'n GO", facts, "fi", fi.facts))).toEqual([
      "Pelistudio: Play'n GO",
      "Palautusprosentti (RTP): 96,21 % (Pelistudion oletusarvo. Kasinolla se voi olla pienempi.)",
      "Volatiliteetti: Erittäin korkea",
      "Suurin voitto: 5 000×",
      "Rullia: 5",
      "Rivejä: 3",
      "Voittolinjoja: 10",
      "Voittotapoja: 117 649",
      "Ominaisuudet: Ilmaiskierrokset, bonuksen osto ja tuplaus",
      "Teemat: Muinainen Egypti",
      "Julkaistu: 14. tammikuuta 2016",
    ]);
  });

  it("lists only the facts a game has, and a game with none has none to show", () => {
    expect(plain(factRows("BGaming", { rtp: 97 }, "en", en.facts))).toEqual([
      "Studio: BGaming",
      "RTP: 97% (The studio's default. A casino may run a lower one.)",
    ]);
    expect(hasFacts({ rtp: 97 })).toBe(true);
    expect(hasFacts({})).toBe(false);
    expect(hasFacts({ features: [] })).toBe(false);
  });
});

describe("what a name states", () => {
  it("makes a game whose name says Megaways a Megaways game, and reads nothing else from a name", () => {
    expect(withNamedFeatures({ rtp: 96.5 }, "Madame Destiny Megaways")).toEqual({ rtp: 96.5, features: ["megaways"] });
    expect(withNamedFeatures({ features: ["bonus-buy"] }, "Buffalo King Megaways")).toEqual({
      features: ["bonus-buy", "megaways"],
    });
    expect(withNamedFeatures({ features: ["megaways"] }, "5 Lions Megaways")).toEqual({ features: ["megaways"] });
    expect(withNamedFeatures({ rtp: 96.5 }, "Gates of Olympus")).toEqual({ rtp: 96.5 });
  });

  it("gives every game of the catalogue whose name says Megaways the feature, so the filter counts all 19", () => {
    const games = siteGames({ games: catalogue().map((game) => game.slug), thumbnailBaseUrl: null }, "en");
    const named = games.filter((game) => / megaways\b/i.test(` ${game.name}`));
    expect(named).toHaveLength(19);
    for (const game of named) expect(game.facts.features, game.slug).toContain("megaways");
  });
});
