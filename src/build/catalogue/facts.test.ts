import { describe, expect, it } from "vitest";
import { factRows } from "#shared/i18n/fact-rows.ts";
import { hasFacts } from "#shared/game-words.ts";
import { en } from "#shared/i18n/en.ts";
import { fi } from "#shared/i18n/fi.ts";

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
