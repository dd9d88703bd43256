import { describe, expect, it } from "vitest";
import type { Facts } from "#shared/game-words.ts";
import { en } from "#shared/i18n/en.ts";

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
const INVITATION = "Spin the reels of the free demo in your browser: no money, no sign-up.";

/** The text as a reader sees it: Intl writes no-break spaces where a number must not wrap. */
const text = (facts: Facts, year?: number) =>
  en.catalogue
    .description({ name: "Book of Tests", category: "slots", studio: "Play'n GO", year, facts })
    .replace(/[\u00a0\u202f]/g, " ");

describe("a game's description made from its facts, in English", () => {
  it("tells what it plays with, then its figures, then invites to play", () => {
    expect(text(FULL, 2016)).toBe(
      "Book of Tests is a slot from Play'n GO, released in 2016. It has 5 reels, 3 rows, and 10 paylines, with free spins, expanding symbols, and a gamble feature. Its default RTP is 96.21%, its volatility high, and its maximum win 5,000× the bet. " +
        INVITATION,
    );
  });

  it("adds only the sentence of the facts there are: an RTP alone", () => {
    expect(text({ rtp: 97 })).toBe(`Book of Tests is a slot from Play'n GO. Its default RTP is 97%. ${INVITATION}`);
  });

  it("counts ways to win or paylines, whichever the game has", () => {
    expect(text({ ways: 243 })).toBe(`Book of Tests is a slot from Play'n GO. It has 243 ways to win. ${INVITATION}`);
    expect(text({ paylines: 20 })).toBe(`Book of Tests is a slot from Play'n GO. It has 20 paylines. ${INVITATION}`);
  });

  it("names one feature, with its article, or several as a list", () => {
    expect(text({ features: ["jackpot"] })).toBe(
      `Book of Tests is a slot from Play'n GO. It has a jackpot. ${INVITATION}`,
    );
    expect(text({ features: ["free-spins", "bonus-buy"] })).toBe(
      `Book of Tests is a slot from Play'n GO. It has free spins and a bonus buy. ${INVITATION}`,
    );
  });

  it("writes an in-between volatility as a range, and groups large numbers", () => {
    expect(text({ volatility: "low-medium", maxWin: 21100 })).toBe(
      `Book of Tests is a slot from Play'n GO. Its volatility is low to medium and its maximum win 21,100× the bet. ${INVITATION}`,
    );
    expect(text({ maxWin: 21100, ways: 117649 })).toBe(
      `Book of Tests is a slot from Play'n GO. It has 117,649 ways to win. Its maximum win is 21,100× the bet. ${INVITATION}`,
    );
  });

  it("counts one of a kind in the singular", () => {
    expect(text({ reels: 1, rows: 1, paylines: 1 })).toBe(
      `Book of Tests is a slot from Play'n GO. It has 1 reel, 1 row, and 1 payline. ${INVITATION}`,
    );
  });

  it.each([
    ["rtp", /RTP/],
    ["volatility", /volatility/],
    ["maxWin", /maximum win/],
    ["reels", /\d reels?\b/],
    ["rows", /\d rows?\b/],
    ["paylines", /payline/],
    ["features", /free spins|expanding|gamble/],
  ] as const)("never claims a fact the game does not have: without %s, it says nothing of it", (name, words) => {
    expect(text(FULL)).toMatch(words);
    expect(text({ ...FULL, [name]: undefined })).not.toMatch(words);
  });

  it("keeps the sentence of a game without facts as it was", () => {
    expect(text({}, 2020)).toBe(`Book of Tests is a slot from Play'n GO, released in 2020. ${INVITATION}`);
    expect(text({ features: [] })).toBe(`Book of Tests is a slot from Play'n GO. ${INVITATION}`);
  });

  it("names a game by its type where its source does, and invites to play it as such: no slot, no table", () => {
    const bingo = en.catalogue
      .description({
        name: "Bugs Party",
        category: "instant-games",
        type: "video-bingo",
        studio: "Play'n GO",
        facts: { rtp: 94.24, volatility: "high", maxWin: 3620 },
      })
      .replace(/[\u00a0\u202f]/g, " ");
    expect(bingo).toBe(
      "Bugs Party is a video bingo game from Play'n GO. Its default RTP is 94.24%, its volatility high, and its maximum win 3,620× the bet. Try the free demo in your browser and watch the balls being drawn: no money, no sign-up.",
    );
    expect(
      en.catalogue.description({
        name: "Wild Texas",
        category: "table-games",
        type: "video-poker",
        studio: "BGaming",
        facts: { rtp: 95 },
      }),
    ).toBe(
      "Wild Texas is a video poker game from BGaming. Its default RTP is 95%. Deal a hand in the free demo in your browser: no money, no sign-up.",
    );
  });
});
