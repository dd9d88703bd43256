/**
 * Checks a game's figures for sense before they are shown: a list can copy a figure faithfully and still be wrong
 * (a typo in the ways, a value in coins where a multiple of the bet belongs, a re-listing date for a release). A figure
 * that a rule doubts is left out, unless a reviewed decision in src/build/catalogue/fact-reviews.json keeps it, with why.
 * The import (scripts/catalogue-facts.ts) applies them to every item of a list; the catalogue's test applies those
 * that need no list to every game of the catalogue. docs/games.md has the rules in a table.
 */
import { z } from "astro/zod";
import type { Category, Facts } from "#shared/game-words.ts";
import { expected, fields, listProblems } from "#build/catalogue/schema-fields.ts";
import { wordsOf } from "#shared/slug.ts";

export const FACT_REVIEWS_FILE = "src/build/catalogue/fact-reviews.json";

/** A game as the checks see it: the facts a source states of it, and what else tells whether they make sense. */
export type CheckedGame = {
  slug: string;
  name: string;
  studio: string;
  category: Category;
  launchId: string;
  /** The catalogue's year of release, where it knows it. */
  year?: number | undefined;
  /** The studio's own running number of the game, where its ids carry one (Play'n GO's `numId`): a later game has a higher one. */
  sequence?: number | undefined;
  facts: Facts;
};

/** The figures the checks judge. */
export type CheckedFact = "rtp" | "maxWin" | "ways" | "released";

/** A figure a rule doubts, and why, in the words the import prints. */
export type Suspect = { slug: string; fact: CheckedFact; value: number | string; reason: string };

/** The range an RTP of a real game falls in: below it a jackpot's or a lottery's share, above it no house at all. */
export const RTP_RANGE = { min: 80, max: 99.9 } as const;

/** The ways of the Megaways engine's six reels of up to seven symbols (7^6); another number only where the game's own page states it. */
export const MEGAWAYS_WAYS = 117_649;

/** A slot's maximum win below this many times the bet is a line's pay or a typo, not the game's top prize. */
export const LEAST_SLOT_MAX_WIN = 10;

/**
 * What a table game's best bet pays, by a word of its name: its maximum win is at least that. The rules are the
 * games' own (a tie in baccarat pays 8 to 1), the same at every studio.
 */
export const TABLE_PAYOUTS: readonly { word: RegExp; payout: number; bet: string }[] = [
  { word: /\broulette\b/i, payout: 35, bet: "a straight-up number pays 35 to 1" },
  { word: /\bbaccarat\b/i, payout: 8, bet: "a tie pays 8 to 1" },
  { word: /\bhold'?em\b/i, payout: 100, bet: "a royal flush pays 100 to 1 on the ante" },
  { word: /\bblackjack\b/i, payout: 1.5, bet: "a blackjack pays 3 to 2" },
];

/**
 * Digits a figure needs, its trailing zeros set aside, before two games sharing it is more than a round number's
 * chance: 5,000 or 10,500 may well be two games' top prize, 67,332 is not.
 */
const UNCOMMON_DIGITS = 4;

/** The words that name no game's subject, so two names sharing only them are not related. */
const COMMON_WORDS = new Set([
  "the",
  "of",
  "and",
  "a",
  "an",
  "in",
  "on",
  "to",
  "for",
  "de",
  "el",
  "la",
  "los",
  "las",
  "le",
  "du",
]);

/** The words of a name that say what it is about: `Rich Wilde and the Book of Dead` → rich, wilde, book, dead. */
function nameWords(name: string): Set<string> {
  return new Set(wordsOf(name).filter((word) => word.length > 1 && !/^\d+$/.test(word) && !COMMON_WORDS.has(word)));
}

/** Two games whose names share a word (Platinum Lightning and Platinum Lightning Deluxe): a series may share a figure. */
export function related(a: { name: string }, b: { name: string }): boolean {
  const words = nameWords(a.name);
  return [...nameWords(b.name)].some((word) => words.has(word));
}

/** The ways or lines Pragmatic Play's game symbol carries (`vs4096bufking`: 4096); none where it carries no number (`vswaysdogs`). */
export function symbolNumber(game: Pick<CheckedGame, "studio" | "launchId">): number | undefined {
  if (game.studio !== "pragmatic-play") return undefined;
  const digits = /^vs(\d+)/.exec(game.launchId)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * The ways against the number the game's symbol carries. Up to 100 that number is the paylines (`vs20olympgate`),
 * which say nothing of ways; above it, the ways themselves (`vs243lions`).
 */
export function waysAgainstSymbol(game: CheckedGame): Suspect | undefined {
  const { ways } = game.facts;
  const carried = symbolNumber(game);
  if (ways === undefined || carried === undefined || carried <= 100 || carried === ways) return undefined;
  return { slug: game.slug, fact: "ways", value: ways, reason: `${game.launchId} says ${carried}` };
}

/** A Megaways game's ways: 117,649, or another number only as a reviewed decision from the game's own page. */
export function megawaysWays(game: CheckedGame): Suspect | undefined {
  const { ways } = game.facts;
  if (ways === undefined || ways === MEGAWAYS_WAYS || !/megaways/i.test(game.name)) return undefined;
  return {
    slug: game.slug,
    fact: "ways",
    value: ways,
    reason: `a Megaways game has ${MEGAWAYS_WAYS} ways unless its own page states another number`,
  };
}

/**
 * How uncommon a figure is, in digits: a whole number's without its trailing zeros (67332 → 5, 10500 → 3), and one
 * for a digit repeated (6666, 8888), a figure a studio picks for its look as it picks a round one (Charlie Chance in
 * Hell to Pay's 6,666×).
 */
const significantDigits = (value: number) => {
  if (!Number.isInteger(value)) return Infinity;
  const digits = String(value).replace(/0+$/, "");
  return /^(\d)\1*$/.test(digits) ? 1 : digits.length;
};

/**
 * A maximum win that unrelated games share with the same RTP and volatility, and too uncommon a number to share by
 * chance: a value in coins copied from one game to another, not a multiple of the bet.
 */
export function maxWinInCoins(game: CheckedGame, peers: readonly CheckedGame[]): Suspect | undefined {
  const { maxWin, rtp, volatility } = game.facts;
  if (
    maxWin === undefined ||
    rtp === undefined ||
    volatility === undefined ||
    significantDigits(maxWin) < UNCOMMON_DIGITS
  )
    return undefined;
  const sharing = peers.filter(
    (peer) =>
      peer.slug !== game.slug &&
      peer.facts.maxWin === maxWin &&
      peer.facts.rtp === rtp &&
      peer.facts.volatility === volatility &&
      !related(peer, game),
  );
  if (sharing.length === 0) return undefined;
  const others = sharing.map((peer) => peer.slug).join(", ");
  return {
    slug: game.slug,
    fact: "maxWin",
    value: maxWin,
    reason: `${others} ${sharing.length === 1 ? "has" : "have"} the same figure, RTP and volatility: a value in coins, not a multiple of the bet`,
  };
}

/**
 * A maximum win of uncommon digits that games of one studio share with no word of their names in common (so of no
 * series either), whatever their RTP and volatility: 10,658× for Play'n GO's Fortune Teller, Photo Safari and Space
 * Race, of two volatilities. A studio gives many games one round top prize (5,000× to 72 of Play'n GO's, 3,000× to 29
 * of BGaming's) and a series one figure (21,175× to Sweet Bonanza and its Xmas), but an uncommon figure is one game's
 * own: on another, unrelated game it is a copy, of a figure or of a value in coins. No count of games makes such a
 * figure plausible again, since no list has one on more than four games, and a figure left out says nothing false.
 */
export function sharedMaxWin(game: CheckedGame, peers: readonly CheckedGame[]): Suspect | undefined {
  const { maxWin } = game.facts;
  if (maxWin === undefined || significantDigits(maxWin) < UNCOMMON_DIGITS) return undefined;
  const sharing = peers.filter(
    (peer) =>
      peer.slug !== game.slug && peer.studio === game.studio && peer.facts.maxWin === maxWin && !related(peer, game),
  );
  if (sharing.length === 0) return undefined;
  // By name, as the list titles them: a game of the list that the catalogue does not have has no slug.
  const others = sharing.map((peer) => peer.name).join(", ");
  return {
    slug: game.slug,
    fact: "maxWin",
    value: maxWin,
    reason: `${others} ${sharing.length === 1 ? "has" : "have"} it too, of the same studio and no name in common: an uncommon figure is one game's own`,
  };
}

/** A slot's maximum win below 10×, or a table game's below what its best bet pays. */
export function maxWinTooLow(game: CheckedGame): Suspect | undefined {
  const { maxWin } = game.facts;
  if (maxWin === undefined) return undefined;
  if (game.category === "slots") {
    return maxWin < LEAST_SLOT_MAX_WIN
      ? {
          slug: game.slug,
          fact: "maxWin",
          value: maxWin,
          reason: `a slot's maximum win is at least ${LEAST_SLOT_MAX_WIN}× the bet`,
        }
      : undefined;
  }
  const table = TABLE_PAYOUTS.find(({ word }) => word.test(game.name));
  if (game.category !== "table-games" || !table || maxWin >= table.payout) return undefined;
  return { slug: game.slug, fact: "maxWin", value: maxWin, reason: `below the game's own payouts: ${table.bet}` };
}

/** An RTP outside 80 to 99.9%. */
export function rtpOutOfRange(game: CheckedGame): Suspect | undefined {
  const { rtp } = game.facts;
  if (rtp === undefined || (rtp >= RTP_RANGE.min && rtp <= RTP_RANGE.max)) return undefined;
  return { slug: game.slug, fact: "rtp", value: rtp, reason: `outside ${RTP_RANGE.min} to ${RTP_RANGE.max}%` };
}

/**
 * How many numbers later a studio must have numbered a game before its coming out first contradicts a date: Play'n GO
 * numbers a game when its making starts, and released numbers 452 to 632 from January 2021 to March 2022, so a
 * hundred numbers is most of a year of releases, more than a delay explains.
 */
export const SEQUENCE_MARGIN = 100;

/** A day plus a year: the day a date a year later falls on. */
const yearAfter = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/**
 * A day of release that another fact contradicts: a year other than the catalogue's, or more than a year after a
 * game the studio numbered at least a hundred later came out (a list's re-listing date, not the release).
 */
export function releasedTooLate(game: CheckedGame, peers: readonly CheckedGame[]): Suspect | undefined {
  const { released } = game.facts;
  if (released === undefined) return undefined;
  if (game.year !== undefined && !released.startsWith(`${game.year}-`)) {
    return {
      slug: game.slug,
      fact: "released",
      value: released,
      reason: `the catalogue's year of release is ${game.year}`,
    };
  }
  if (game.sequence === undefined) return undefined;
  const sequence = game.sequence;
  const earlier = peers
    .filter(
      (peer) =>
        peer.studio === game.studio &&
        peer.sequence !== undefined &&
        peer.sequence >= sequence + SEQUENCE_MARGIN &&
        peer.facts.released !== undefined,
    )
    .sort((a, b) => String(a.facts.released).localeCompare(String(b.facts.released)))[0];
  if (!earlier?.facts.released || released <= yearAfter(earlier.facts.released)) return undefined;
  return {
    slug: game.slug,
    fact: "released",
    value: released,
    reason: `${earlier.name}, numbered later (${earlier.sequence} after ${sequence}), came out on ${earlier.facts.released}: a re-listing date, not the release`,
  };
}

/** The figures of `game` that a rule doubts, each once, judged beside `peers` (the other games of its source). */
export function suspectFigures(game: CheckedGame, peers: readonly CheckedGame[]): Suspect[] {
  const found = [
    waysAgainstSymbol(game),
    megawaysWays(game),
    maxWinInCoins(game, peers),
    sharedMaxWin(game, peers),
    maxWinTooLow(game),
    rtpOutOfRange(game),
    releasedTooLate(game, peers),
  ];
  const seen = new Set<CheckedFact>();
  return found.filter((suspect): suspect is Suspect => {
    if (!suspect || seen.has(suspect.fact)) return false;
    seen.add(suspect.fact);
    return true;
  });
}

/** A suspect figure as the import prints it: `buffalo-king ways 243: vs4096bufking says 4096`. */
export const suspectLine = ({ slug, fact, value, reason }: Suspect) => `${slug} ${fact} ${value}: ${reason}`;

const reviewSchema = fields({
  slug: z.string({ error: expected("a game's slug") }),
  fact: z.enum(["rtp", "maxWin", "ways", "released"], { error: expected("rtp, maxWin, ways or released") }),
  value: z.union([z.number(), z.string()], { error: expected("the figure as the source states it") }),
  /** Why the figure stands, with where that is stated: the game's own page, its rules. */
  reason: z.string({ error: expected("why the figure stands, and where that is stated") }).min(1),
});

/** A reviewed decision: a suspect figure that stands, and why. */
export type FactReview = z.output<typeof reviewSchema>;

/** Checks the reviews; throws one Error listing every problem, one line each (`src/build/catalogue/fact-reviews.json: [0] reason: required`). */
export function parseFactReviews(value: unknown, file: string): FactReview[] {
  const result = z.array(reviewSchema, { error: expected("a list of reviewed figures") }).safeParse(value);
  if (result.success) return result.data;
  throw new Error(listProblems(result.error.issues, file));
}

/** The review that keeps a suspect figure: the same game, fact and value. */
export function reviewOf(suspect: Suspect, reviews: readonly FactReview[]): FactReview | undefined {
  return reviews.find(
    (review) => review.slug === suspect.slug && review.fact === suspect.fact && review.value === suspect.value,
  );
}
