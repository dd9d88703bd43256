import { describe, expect, it } from "vitest";
import type { Facts } from "#shared/game-words.ts";
import { fi } from "#shared/i18n/fi.ts";

const FULL: Facts = {
  rtp: 96.21,
  volatility: "high",
  maxWin: 5000,
  reels: 5,
  rows: 3,
  paylines: 10,
  features: ["free-spins", "expanding-symbols", "gamble"],
  themes: ["ancient-egypt"],
  released: "2016-01-14",
};
const INVITATION = "Pyöräytä ilmaisen demon rullia selaimessasi: ei rahaa, ei rekisteröitymistä.";

/** The text as a reader sees it: Intl writes no-break spaces where a number must not wrap. */
const text = (facts: Facts, year?: number) =>
  fi.catalogue
    .description({ name: "Book of Tests", category: "slots", studio: "Play'n GO", year, facts })
    .replace(/[\u00a0\u202f]/g, " ");

describe("a game's description made from its facts, in Finnish", () => {
  it("tells what it plays with, then its figures, then invites to play", () => {
    expect(text(FULL, 2016)).toBe(
      "Book of Tests on Play'n GO -pelitalon kolikkopeli vuodelta 2016. Pelissä on 5 rullaa, 3 riviä ja 10 voittolinjaa sekä ilmaiskierroksia, laajenevia symboleita ja tuplaus. Palautusprosentti on oletuksena 96,21 %, volatiliteetti korkea ja suurin voitto 5 000 kertaa panos. " +
        INVITATION,
    );
  });

  it("adds only the sentence of the facts there are: an RTP alone", () => {
    expect(text({ rtp: 97 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Palautusprosentti on oletuksena 97 %. ${INVITATION}`,
    );
  });

  it("counts ways to win or paylines in the partitive, whichever the game has", () => {
    expect(text({ ways: 243 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on 243 voittotapaa. ${INVITATION}`,
    );
    expect(text({ paylines: 20 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on 20 voittolinjaa. ${INVITATION}`,
    );
  });

  it("names one feature, or several as a list joined by ja", () => {
    expect(text({ features: ["jackpot"] })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on jättipotti. ${INVITATION}`,
    );
    expect(text({ features: ["free-spins", "bonus-buy"] })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on ilmaiskierroksia ja bonuksen osto. ${INVITATION}`,
    );
  });

  it("writes an in-between volatility as a range, and groups large numbers", () => {
    expect(text({ volatility: "low-medium", maxWin: 21100 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Volatiliteetti on matalasta keskitasoiseen ja suurin voitto 21 100 kertaa panos. ${INVITATION}`,
    );
    expect(text({ maxWin: 21100, ways: 117649 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on 117 649 voittotapaa. Suurin voitto on 21 100 kertaa panos. ${INVITATION}`,
    );
  });

  it("counts one of a kind in the nominative singular, not the partitive", () => {
    expect(text({ reels: 1, rows: 1, paylines: 1 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on 1 rulla, 1 rivi ja 1 voittolinja. ${INVITATION}`,
    );
    expect(text({ reels: 3, rows: 1, ways: 1 })).toBe(
      `Book of Tests on Play'n GO -pelitalon kolikkopeli. Pelissä on 3 rullaa, 1 rivi ja 1 voittotapa. ${INVITATION}`,
    );
  });

  it.each([
    ["rtp", /palautusprosentti/i],
    ["volatility", /volatiliteetti/i],
    ["maxWin", /suurin voitto/i],
    ["reels", /\d rull/],
    ["rows", /\d rivi/],
    ["paylines", /voittolinj/],
    ["features", /ilmaiskierroksia|laajenevia|tuplaus/],
  ] as const)("never claims a fact the game does not have: without %s, it says nothing of it", (name, words) => {
    expect(text(FULL)).toMatch(words);
    expect(text({ ...FULL, [name]: undefined })).not.toMatch(words);
  });

  it("keeps the sentence of a game without facts as it was", () => {
    expect(text({}, 2020)).toBe(`Book of Tests on Play'n GO -pelitalon kolikkopeli vuodelta 2020. ${INVITATION}`);
    expect(text({ features: [] })).toBe(`Book of Tests on Play'n GO -pelitalon kolikkopeli. ${INVITATION}`);
  });

  it("names a game by its type where its source does, and invites to play it as such: no kolikkopeli, no pöytä", () => {
    const bingo = fi.catalogue
      .description({
        name: "Bugs Party",
        category: "instant-games",
        type: "video-bingo",
        studio: "Play'n GO",
        facts: { rtp: 94.24, volatility: "high", maxWin: 3620 },
      })
      .replace(/[\u00a0\u202f]/g, " ");
    expect(bingo).toBe(
      "Bugs Party on Play'n GO -pelitalon videobingo. Palautusprosentti on oletuksena 94,24 %, volatiliteetti korkea ja suurin voitto 3 620 kertaa panos. Kokeile ilmaista demoa selaimessasi ja seuraa pallojen arvontaa: ei rahaa, ei rekisteröitymistä.",
    );
    expect(
      fi.catalogue
        .description({
          name: "Wild Texas",
          category: "table-games",
          type: "video-poker",
          studio: "BGaming",
          facts: { rtp: 95 },
        })
        .replace(/[\u00a0\u202f]/g, " "),
    ).toBe(
      "Wild Texas on BGaming-pelitalon videopokeri. Palautusprosentti on oletuksena 95 %. Jaa kortit ilmaisessa demossa selaimessasi: ei rahaa, ei rekisteröitymistä.",
    );
  });
});
