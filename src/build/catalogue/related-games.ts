/**
 * The games a game page suggests as like it, all of its own category, chosen the same at every build: first the games
 * whose names share its main words (Gates of Olympus: Gates of Troy, Gates of Valhalla, Rise of Olympus), then its
 * series and the games of its motif (Hercules Son of Zeus), then those that share its facts. Never merely the next
 * games of the alphabet: games that share nothing come last, in an order of their own for each game.
 */
import type { Game } from "#build/catalogue/games.ts";
import { wordsOf } from "#shared/slug.ts";

/** What a game is compared by. */
export type Comparable = Pick<Game, "slug" | "name" | "category" | "studio" | "year" | "motif" | "facts">;

/** The words that end a shared beginning without naming a series: `Book of` is a genre, `Rich Wilde` a hero. */
const JOINING_WORDS = new Set(["of", "and", "the", "a", "an", "in", "to", "de", "la"]);

/**
 * Words that dozens of names use and that say nothing of what a game is: two Wild games, or two Gold ones, are no
 * more alike for it.
 */
const COMMON_WORDS = new Set([
  "wild",
  "wilds",
  "wildest",
  "gold",
  "golden",
  "megaways",
  "deluxe",
  "bonanza",
  "big",
  "super",
  "mega",
  "hot",
  "lucky",
  "cash",
  "money",
  "riches",
  "rush",
  "fortune",
  "fortunes",
  "power",
  "king",
  "x",
  "xy",
]);

/** Whether a word is a number or a size, which a sequel adds to its series' name (`Reactoonz 2`, `Moon Princess 100`). */
const isNumber = (word: string) => /^\d+$/.test(word);

/** Words but the numbers at their end: what a sequel shares with the game it follows (`reactoonz 2` → reactoonz). */
function seriesOf(words: readonly string[]): string {
  const kept = [...words];
  while (kept.length > 1 && isNumber(kept.at(-1) ?? "")) kept.pop();
  return kept.join(" ");
}

/** A name's main words: what it is about, without the joining words, the numbers and the common words. */
const mainWords = (words: readonly string[]) =>
  new Set(words.filter((word) => !JOINING_WORDS.has(word) && !COMMON_WORDS.has(word) && !isNumber(word)));

/** A name's words but the numbers at its end: what a sequel shares with the game it follows (`Reactoonz 2` → reactoonz). */
export const seriesName = (name: string) => seriesOf(wordsOf(name));

/** Whether two names, as their words, begin a series together: see sameSeries. */
function namesShareSeries(first: readonly string[], second: readonly string[], anchors: ReadonlySet<string>): boolean {
  let shared = 0;
  while (shared < first.length && shared < second.length && first[shared] === second[shared]) shared += 1;
  while (shared > 0 && JOINING_WORDS.has(first[shared - 1] ?? "")) shared -= 1;
  return shared >= 2 || (shared === 1 && anchors.has(first[0] ?? ""));
}

/**
 * Whether two games of a studio are of one series: their names begin with the same words, the joining words at
 * the end of that beginning set aside, and that beginning is two words or more (Big Bass, Moon Princess) or the
 * whole name of a game of the studio, its numbers aside (`anchors`): Hugo Goal and Hugo Legacy follow Hugo, and
 * Reactoonz 2 follows Reactoonz, where Gates of Olympus and Gates of Troy share only a word.
 */
export function sameSeries(
  a: Comparable,
  b: Comparable,
  anchors: ReadonlySet<string> = new Set([seriesName(a.name), seriesName(b.name)]),
): boolean {
  if (a.studio.id !== b.studio.id || a.slug === b.slug) return false;
  return namesShareSeries(wordsOf(a.name), wordsOf(b.name), anchors);
}

/** The RTP's band, a point wide: 96.2% and 96.5% are alike, 94.1% is not. */
const rtpBand = (rtp: number | undefined) => (rtp === undefined ? undefined : Math.floor(rtp));

/** The year a game came out, from its facts or the catalogue. */
const yearOf = (game: Comparable) =>
  game.facts.released === undefined ? game.year : Number(game.facts.released.slice(0, 4));

/**
 * How much two games share: their volatility and each feature most, then their ways to win, RTP band, year and
 * motif (what their names say they are about). Nothing known in common is 0.
 */
export function likeness(a: Comparable, b: Comparable): number {
  const same = (x: unknown, y: unknown) => x !== undefined && x === y;
  const features = (a.facts.features ?? []).filter((feature) => b.facts.features?.includes(feature)).length;
  return (
    (same(a.facts.volatility, b.facts.volatility) ? 2 : 0) +
    2 * features +
    (same(a.facts.ways, b.facts.ways) ? 1 : 0) +
    (same(rtpBand(a.facts.rtp), rtpBand(b.facts.rtp)) ? 1 : 0) +
    (same(yearOf(a), yearOf(b)) ? 1 : 0) +
    (a.motif !== "neutral" && a.motif === b.motif ? 1 : 0)
  );
}

/** A 32-bit FNV-1a hash: an order among equals that is the same at every build and differs from game to game. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** What relatedGames compares a list's games by, worked out once per list: each name's words and main words, each studio's series. */
type Prepared = { words: Map<string, string[]>; main: Map<string, Set<string>>; anchors: Map<string, Set<string>> };

const preparedLists = new WeakMap<readonly Comparable[], Prepared>();

/**
 * The words of every name of `games` and the series of each studio's games there, once per list however many of its
 * games a build asks about: each game page asks, and comparing names word by word again for every page would make a
 * page's cost grow with the catalogue.
 */
function prepared(games: readonly Comparable[]): Prepared {
  let list = preparedLists.get(games);
  if (!list) {
    const words = new Map(games.map((game) => [game.slug, wordsOf(game.name)]));
    const main = new Map([...words].map(([slug, own]) => [slug, mainWords(own)]));
    const anchors = new Map<string, Set<string>>();
    for (const game of games) {
      const studio = anchors.get(game.studio.id) ?? new Set<string>();
      studio.add(seriesOf(words.get(game.slug) ?? []));
      anchors.set(game.studio.id, studio);
    }
    preparedLists.set(games, (list = { words, main, anchors }));
  }
  return list;
}

/** A candidate's place: by rank, then its main words shared, then whether it is of the series, then likeness, then the tie. */
type Candidate<T> = { other: T; rank: number; shared: number; series: number; score: number; tie: number };

const before = <T>(a: Candidate<T>, b: Candidate<T>) =>
  a.rank - b.rank || b.shared - a.shared || b.series - a.series || b.score - a.score || a.tie - b.tie;

/**
 * Up to `count` games of `games` like `game`, of its category: those whose names share its main words (more words
 * first), then its series and its motif's games, then those sharing its facts, each by likeness, the studio's first.
 */
export function relatedGames<T extends Comparable>(game: Comparable, games: readonly T[], count: number): T[] {
  const { words, main, anchors } = prepared(games);
  const own = words.get(game.slug) ?? wordsOf(game.name);
  const ownMain = main.get(game.slug) ?? mainWords(own);
  const studioSeries = anchors.get(game.studio.id) ?? new Set<string>();
  // The best `count` so far, best first: one pass over the list, with no sort of the whole list and the tie worked
  // out only for a game that could still make the cut, since every game page asks.
  const best: Candidate<T>[] = [];
  for (const other of games) {
    if (other.category !== game.category || other.slug === game.slug) continue;
    const studio = other.studio.id === game.studio.id;
    let shared = 0;
    for (const word of main.get(other.slug) ?? []) if (ownMain.has(word)) shared += 1;
    const series = studio && namesShareSeries(own, words.get(other.slug) ?? [], studioSeries) ? 1 : 0;
    const alike = likeness(game, other);
    const motif = game.motif !== "neutral" && game.motif === other.motif;
    const rank = shared > 0 ? 0 : series || motif ? 1 : alike > 0 ? 2 : 3;
    // The studio's games before others' of the same likeness.
    const candidate = { other, rank, shared, series, score: 2 * alike + (studio ? 1 : 0), tie: 0 };
    const last = best.at(-1);
    if (best.length === count && last && before({ ...candidate, tie: -Infinity }, last) > 0) continue;
    candidate.tie = hash(`${game.slug} ${other.slug}`);
    // After every one that comes before it or equals it: among equals, the list's order, as a stable sort keeps it.
    let place = best.length;
    while (place > 0 && before(candidate, best[place - 1] as Candidate<T>) < 0) place -= 1;
    if (place < count) best.splice(place, 0, candidate);
    if (best.length > count) best.pop();
  }
  return best.map(({ other }) => other);
}
