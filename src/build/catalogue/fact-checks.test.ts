import { describe, expect, it } from "vitest";
import {
  type CheckedGame,
  maxWinInCoins,
  maxWinTooLow,
  megawaysWays,
  parseFactReviews,
  related,
  releasedTooLate,
  reviewOf,
  rtpOutOfRange,
  sharedMaxWin,
  suspectFigures,
  suspectLine,
  waysAgainstSymbol,
} from "#build/catalogue/fact-checks.ts";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { factSources } from "#build/catalogue/fact-sources.ts";
import reviews from "#build/catalogue/fact-reviews.json";

const game = (slug: string, more: Partial<CheckedGame> = {}): CheckedGame => ({
  slug,
  name: slug,
  studio: "playngo",
  category: "slots",
  launchId: slug,
  facts: {},
  ...more,
});

describe("the checks of a game's figures", () => {
  it("doubt ways that differ from the number Pragmatic Play's symbol carries, above the paylines' range", () => {
    const pragmatic = (launchId: string, ways: number) =>
      game(launchId, { studio: "pragmatic-play", launchId, facts: { ways } });
    expect(waysAgainstSymbol(pragmatic("vs4096bufking", 243))).toEqual({
      slug: "vs4096bufking",
      fact: "ways",
      value: 243,
      reason: "vs4096bufking says 4096",
    });
    expect(waysAgainstSymbol(pragmatic("vs1024temuj", 1204))?.reason).toBe("vs1024temuj says 1024");
    expect(waysAgainstSymbol(pragmatic("vs243lions", 243))).toBeUndefined();
    // vs20: twenty paylines, which say nothing of a Megaways game's ways.
    expect(waysAgainstSymbol(pragmatic("vs20xmascarol", 117649))).toBeUndefined();
    expect(waysAgainstSymbol(pragmatic("vswaysdogs", 117649))).toBeUndefined();
    // Only Pragmatic Play's symbols carry the number.
    expect(waysAgainstSymbol(game("vs4096x", { launchId: "vs4096x", facts: { ways: 243 } }))).toBeUndefined();
  });

  it("doubt a Megaways game's ways other than 117,649", () => {
    expect(
      megawaysWays(game("power-of-thor-megaways", { name: "Power of Thor Megaways", facts: { ways: 117469 } }))?.value,
    ).toBe(117469);
    expect(
      megawaysWays(game("the-dog-house-megaways", { name: "The Dog House Megaways", facts: { ways: 117649 } })),
    ).toBeUndefined();
    expect(megawaysWays(game("raging-rex", { name: "Raging Rex", facts: { ways: 4096 } }))).toBeUndefined();
  });

  it("doubt a maximum win of uncommon digits that unrelated games share with the same RTP and volatility", () => {
    const figures = { rtp: 96.88, volatility: "high", maxWin: 67332 } as const;
    const myth = game("myth", { name: "Myth", facts: figures });
    const peers = [
      myth,
      game("pearl-lagoon", { name: "Pearl Lagoon", facts: figures }),
      game("gold-trophy-2", { name: "Gold Trophy 2", facts: figures }),
    ];
    expect(maxWinInCoins(myth, peers)?.reason).toBe(
      "pearl-lagoon, gold-trophy-2 have the same figure, RTP and volatility: a value in coins, not a multiple of the bet",
    );
    // Another RTP, or a game of the same series, is no sign.
    expect(
      maxWinInCoins(myth, [myth, game("pearl-lagoon", { name: "Pearl Lagoon", facts: { ...figures, rtp: 96.2 } })]),
    ).toBeUndefined();
    const platinum = { rtp: 96.29, volatility: "medium-high", maxWin: 8888 } as const;
    const lightning = game("platinum-lightning", { name: "Platinum Lightning", facts: platinum });
    expect(
      maxWinInCoins(lightning, [
        lightning,
        game("platinum-lightning-deluxe", { name: "Platinum Lightning Deluxe", facts: platinum }),
      ]),
    ).toBeUndefined();
    // A round figure is many games' top prize.
    const round = { rtp: 96.5, volatility: "high", maxWin: 5000 } as const;
    const moon = game("moon-princess", { name: "Moon Princess", facts: round });
    expect(
      maxWinInCoins(moon, [moon, game("rise-of-olympus", { name: "Rise of Olympus", facts: round })]),
    ).toBeUndefined();
  });

  it("doubt a maximum win of uncommon digits that unrelated games of one studio share, whatever their RTP and volatility", () => {
    const fortuneTeller = game("fortune-teller", {
      name: "Fortune Teller",
      facts: { rtp: 94.17, volatility: "medium", maxWin: 10658 },
    });
    const photoSafari = game("photo-safari", {
      name: "Photo Safari",
      facts: { rtp: 94.17, volatility: "low", maxWin: 10658 },
    });
    const spaceRace = game("space-race", { name: "Space Race", facts: { rtp: 94.23, maxWin: 10658 } });
    const peers = [fortuneTeller, photoSafari, spaceRace];
    expect(sharedMaxWin(fortuneTeller, peers)).toEqual({
      slug: "fortune-teller",
      fact: "maxWin",
      value: 10658,
      reason:
        "Photo Safari, Space Race have it too, of the same studio and no name in common: an uncommon figure is one game's own",
    });
    expect(sharedMaxWin(spaceRace, peers)?.reason).toMatch(/^Fortune Teller, Photo Safari have it too/);
    // The same RTP and volatility say more: a value in coins, as the rule before it says.
    expect(suspectFigures(fortuneTeller, [fortuneTeller, { ...photoSafari, facts: fortuneTeller.facts }])).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/a value in coins/) }),
    ]);
    // Another studio's game, a game of the series, a round figure and a repeated digit are no sign.
    expect(sharedMaxWin(fortuneTeller, [fortuneTeller, { ...photoSafari, studio: "bgaming" }])).toBeUndefined();
    const sweetBonanza = game("sweet-bonanza", { name: "Sweet Bonanza", facts: { volatility: "high", maxWin: 21175 } });
    const xmas = game("sweet-bonanza-xmas", { name: "Sweet Bonanza Xmas", facts: { rtp: 96.48, maxWin: 21175 } });
    expect(sharedMaxWin(sweetBonanza, [sweetBonanza, xmas])).toBeUndefined();
    const round = (slug: string, name: string) => game(slug, { name, facts: { maxWin: 5000 } });
    expect(
      sharedMaxWin(round("book-of-dead", "Book of Dead"), [
        round("book-of-dead", "Book of Dead"),
        round("moon-princess", "Moon Princess"),
      ]),
    ).toBeUndefined();
    const hell = game("charlie-chance-in-hell-to-pay", {
      name: "Charlie Chance in Hell to Pay",
      facts: { maxWin: 6666 },
    });
    const wildClass = game("the-wild-class", { name: "The Wild Class", facts: { maxWin: 6666 } });
    expect(sharedMaxWin(hell, [hell, wildClass])).toBeUndefined();
    expect(sharedMaxWin(fortuneTeller, [fortuneTeller])).toBeUndefined();
  });

  it("tell related names by a word of their subject, not by an article or a number", () => {
    expect(related({ name: "Mystery Joker" }, { name: "Xmas Joker" })).toBe(true);
    expect(related({ name: "Gold Trophy 2" }, { name: "The Book of 2 Gods" })).toBe(false);
  });

  it("doubt a slot's maximum win below 10× and a table game's below its best bet's payout", () => {
    expect(
      maxWinTooLow(game("mini-baccarat", { name: "Mini Baccarat", category: "table-games", facts: { maxWin: 2 } }))
        ?.reason,
    ).toBe("below the game's own payouts: a tie pays 8 to 1");
    expect(
      maxWinTooLow(
        game("european-roulette-pro", {
          name: "European Roulette Pro",
          category: "table-games",
          facts: { maxWin: 14 },
        }),
      )?.reason,
    ).toBe("below the game's own payouts: a straight-up number pays 35 to 1");
    expect(
      maxWinTooLow(game("baccarat", { name: "Baccarat", category: "table-games", facts: { maxWin: 1000 } })),
    ).toBeUndefined();
    expect(maxWinTooLow(game("tiny", { facts: { maxWin: 5 } }))?.reason).toBe(
      "a slot's maximum win is at least 10× the bet",
    );
    expect(maxWinTooLow(game("fire-joker", { facts: { maxWin: 800 } }))).toBeUndefined();
  });

  it("doubt an RTP outside 80 to 99.9%", () => {
    expect(rtpOutOfRange(game("a", { facts: { rtp: 79.9 } }))?.reason).toBe("outside 80 to 99.9%");
    expect(rtpOutOfRange(game("b", { facts: { rtp: 99.95 } }))?.fact).toBe("rtp");
    expect(rtpOutOfRange(game("c", { facts: { rtp: 96.5 } }))).toBeUndefined();
  });

  it("doubt a day of release the catalogue's year, or a game the studio numbered well after, contradicts", () => {
    expect(releasedTooLate(game("gigantoonz", { year: 2019, facts: { released: "2022-01-27" } }), [])?.reason).toBe(
      "the catalogue's year of release is 2019",
    );
    const goldTrophy = game("gold-trophy-2", { sequence: 246, facts: { released: "2022-01-17" } });
    const coils = game("coils-of-cash", { name: "Coils of Cash", sequence: 452, facts: { released: "2021-01-07" } });
    expect(releasedTooLate(goldTrophy, [goldTrophy, coils])?.reason).toBe(
      "Coils of Cash, numbered later (452 after 246), came out on 2021-01-07: a re-listing date, not the release",
    );
    // A game numbered a little later may come out first: its making took longer.
    const catWilde = game("cat-wilde", { sequence: 456, facts: { released: "2022-02-10" } });
    expect(
      releasedTooLate(catWilde, [catWilde, game("miner-donkey", { sequence: 461, facts: { released: "2021-01-14" } })]),
    ).toBeUndefined();
    // Nor is a date less than a year after a later-numbered game's a contradiction.
    expect(releasedTooLate(goldTrophy, [goldTrophy, { ...coils, facts: { released: "2021-06-01" } }])).toBeUndefined();
  });

  it("name each doubted figure once, on a line the import prints", () => {
    const shown = game("x", { category: "slots", name: "X Megaways", facts: { ways: 1204, rtp: 70, maxWin: 3 } });
    expect(suspectFigures(shown, []).map(suspectLine)).toEqual([
      "x ways 1204: a Megaways game has 117649 ways unless its own page states another number",
      "x maxWin 3: a slot's maximum win is at least 10× the bet",
      "x rtp 70: outside 80 to 99.9%",
    ]);
  });

  it("keep a figure only by a review of the same game, fact and value, each with its reason", () => {
    const suspect = { slug: "buffalo-king", fact: "ways", value: 243, reason: "vs4096bufking says 4096" } as const;
    const parsed = parseFactReviews(
      [{ slug: "buffalo-king", fact: "ways", value: 243, reason: "Its own page says 243." }],
      "reviews.json",
    );
    expect(reviewOf(suspect, parsed)?.reason).toBe("Its own page says 243.");
    expect(reviewOf({ ...suspect, value: 244 }, parsed)).toBeUndefined();
    expect(() => parseFactReviews([{ slug: "buffalo-king", fact: "reels", value: 5 }], "reviews.json")).toThrow(
      /reviews\.json: \[0\] fact: expected rtp, maxWin, ways or released, got "reels"\nreviews\.json: \[0\] reason: required/,
    );
  });
});

describe("the catalogue's figures", () => {
  it("pass every check that needs no list, or stand by a review", () => {
    const games = catalogue().map((entry) => game(entry.slug, { ...entry, facts: entry }));
    const checked = parseFactReviews(reviews, "src/build/catalogue/fact-reviews.json");
    const doubted = games
      .flatMap((entry) => suspectFigures(entry, games))
      .filter((suspect) => !reviewOf(suspect, checked));
    expect(doubted.map(suspectLine)).toEqual([]);
  });

  it("claim no free spins from a list: a list's flag is the aggregator's free rounds, not the game's feature", () => {
    const fromList = (entry: { factsSource?: string | undefined }) =>
      factSources().some((source) => source.studio === undefined && entry.factsSource?.startsWith(source.url));
    expect(
      catalogue()
        .filter((entry) => fromList(entry) && entry.features?.includes("free-spins"))
        .map((entry) => entry.slug),
    ).toEqual([]);
    expect(catalogue().filter(fromList).length).toBeGreaterThan(0);
  });
});
