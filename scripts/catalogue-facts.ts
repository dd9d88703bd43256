/**
 * `npm run catalogue:facts -- <list file> --source <url> [--dry-run]`: merges the facts of a SoftSwiss game list (the
 * format of SoftSwiss's game configurations) into src/build/catalogue/catalogue.json, and prints what it matched, what it
 * skipped and why, and every conflict with a fact already there. `<url>` is the list's address in the registry of
 * sources (src/build/catalogue/fact-sources.json). An item is joined to a game by its studio and exact launch id, or by a
 * reviewed alias (src/build/catalogue/fact-aliases.json), never by its name. Each figure is checked for sense first
 * (src/build/catalogue/fact-checks.ts): a doubted one is printed and left out unless a reviewed decision keeps it
 * (src/build/catalogue/fact-reviews.json). A game takes the category the list's allows, and the type it names (video
 * bingo, video poker), so that no such game is called a slot. A game's source is linked at the lines of its own item.
 * A game keeps one source: a game whose facts come from another source keeps them when that source ranks as high or
 * higher (the studio's own outranks a list), and takes the list's otherwise. Only the lines of the games whose facts,
 * category or type change are rewritten, so running it twice changes nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "astro/zod";
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { CATALOGUE_FILE, parseCatalogue } from "#build/catalogue/catalogue.ts";
import {
  type Category,
  FACT_NAMES,
  FEATURES,
  type Facts,
  type Feature,
  type GameType,
  TYPE_CATEGORIES,
  type Volatility,
} from "#shared/game-words.ts";
import {
  type CheckedGame,
  FACT_REVIEWS_FILE,
  type FactReview,
  MEGAWAYS_WAYS,
  parseFactReviews,
  reviewOf,
  type Suspect,
  suspectFigures,
  suspectLine,
} from "#build/catalogue/fact-checks.ts";
import {
  type FactSource,
  factSources,
  HOW_TO_REGISTER,
  registeredUrl,
  sourceRank,
} from "#build/catalogue/fact-sources.ts";
import { expected, fields, listProblems } from "#build/catalogue/schema-fields.ts";
import { factFields, factsOf } from "#build/catalogue/facts.ts";

type FactName = (typeof FACT_NAMES)[number];
type Entry = Record<string, unknown>;

/** The studio of ours each SoftSwiss `producer` is, and its launch id in the item's `identifier2`. */
export const PRODUCERS: Record<string, { studio: string; launchId: (identifier2: string) => string | null }> = {
  // `numId=567&gid=crystalroses`: the `gid` of the launcher's address.
  playngo: { studio: "playngo", launchId: (identifier2) => new URLSearchParams(identifier2).get("gid") },
  // The game symbol, `vs243lions`.
  pragmaticplay: { studio: "pragmatic-play", launchId: (identifier2) => identifier2 },
  // The id of the demo launcher's address, `ElvisFrog` (where `identifier` may differ: `softswiss:ElvisFroginVegas`).
  bgaming: { studio: "bgaming", launchId: (identifier2) => identifier2 },
};

/** SoftSwiss's volatility scale on ours: the same six steps, none rounded to a neighbour. */
export const VOLATILITY_SCALE: Record<string, Volatility> = {
  low: "low",
  "low-medium": "low-medium",
  medium: "medium",
  "medium-high": "medium-high",
  high: "high",
  "very-high": "very-high",
};

/**
 * The largest `multiplier` the lists give, to games whose maximum win is larger (two scratch cards named for a prize of
 * 100,000 have it): a ceiling of the field, not a figure of the game.
 */
export const MULTIPLIER_CEILING = 99_999;

/**
 * The SoftSwiss fields that give a fact: the fact, the field's value as ours (checked by the fact's own schema), and
 * why a value that fits our range is still not a fact, where one can be.
 */
const VALUE_FIELDS: {
  field: string;
  fact: FactName;
  value: (value: unknown) => unknown;
  notAFact?: (value: unknown) => string | undefined;
}[] = [
  { field: "payout", fact: "rtp", value: (value) => value },
  {
    field: "volatility_rating",
    fact: "volatility",
    value: (value) =>
      typeof value === "string" && Object.hasOwn(VOLATILITY_SCALE, value) ? VOLATILITY_SCALE[value] : value,
  },
  {
    field: "multiplier",
    fact: "maxWin",
    value: (value) => value,
    notAFact: (value) =>
      value === MULTIPLIER_CEILING
        ? `${MULTIPLIER_CEILING} is the list's ceiling, which it gives to larger maximum wins, not a figure`
        : undefined,
  },
  { field: "ways", fact: "ways", value: (value) => value },
  // `2022-01-13T00:00:00.000Z`: the day.
  {
    field: "released_at",
    fact: "released",
    value: (value) => (typeof value === "string" ? value.slice(0, 10) : value),
  },
];

/**
 * The SoftSwiss flags that state a feature of the game itself when `true`; `false` claims nothing, and denies nothing.
 * `has_freespins` is not one: it says the aggregator can hand out free rounds of the game (it is true for Fire Joker,
 * which has no free-spins feature), so no game's free spins come from it.
 */
const FEATURE_FIELDS: Record<string, Feature> = { bonus_buy: "bonus-buy", has_jackpot: "jackpot" };

export type SkippedValue = { slug: string; field: string; value: unknown; reason: string };

/**
 * What SoftSwiss's `category` says a game is: the categories of ours it allows. The list's own front end
 * (wallfair-organization/frontend, src/helper/Games.js) shows `slots` as slot games, `roulette` as roulette games,
 * `card`, `poker` and `video_poker` as card games, and `lottery`, `casual` and `craps` as casino games. Its `lottery`
 * holds Play'n GO's video bingo and Pragmatic Play's scratch cards; its `casual` keno, plinko and mines but also
 * Pragmatic Play's baccarat (`bca`), and its `craps` sic bo but also BGaming's Rocket Dice, a dice game of instant
 * rounds: those two allow either of ours, and the catalogue's choice stands.
 */
export const SOURCE_CATEGORIES: Record<string, readonly Category[]> = {
  slots: ["slots"],
  card: ["table-games"],
  poker: ["table-games"],
  roulette: ["table-games"],
  video_poker: ["table-games"],
  lottery: ["instant-games"],
  casual: ["instant-games", "table-games"],
  craps: ["table-games", "instant-games"],
};

/** What an item states a game is: the categories of ours its `category` allows, and its type where it names one, with where it does. */
type StatedKind = { categories: readonly Category[]; type?: GameType; why: string };

/**
 * What an item says the game is, or why it says nothing we read. Its `video_poker` is a type; video bingo has none of
 * its own (Play'n GO's is `lottery`, with scratch cards and live shows), and is taken where the item's description
 * names the game one, as Bugs Party's and Flying Pigs' do ("a video bingo game from Play'n GO"), and no other type is
 * read from a description.
 */
function statedKind(item: Entry): StatedKind | { reason: string } {
  const { category, description } = item;
  if (typeof category !== "string" || !Object.hasOwn(SOURCE_CATEGORIES, category))
    return { reason: `none of the list's categories we read (${Object.keys(SOURCE_CATEGORIES).join(", ")})` };
  const categories = SOURCE_CATEGORIES[category] ?? [];
  const why = `the list's category is ${category}`;
  if (category === "video_poker") return { categories, type: "video-poker", why };
  if (categories.includes("instant-games") && typeof description === "string" && /\bvideo bingo\b/i.test(description))
    return { categories, type: "video-bingo", why: `${why}, and its description says video bingo` };
  return { categories, why };
}

/**
 * A game's category and type as an item states them: its category where the item's allows it, else the first the
 * item's allows; the item's type, or the game's own where it fits that category (a list that names no type denies none).
 */
function kindOf(game: Entry, stated: StatedKind): { category: Category; type?: GameType } {
  const own = game.category as Category;
  const category = stated.categories.includes(own) ? own : (stated.categories[0] ?? own);
  const type = stated.type ?? (game.type as GameType | undefined);
  return type !== undefined && TYPE_CATEGORIES[type] === category ? { category, type } : { category };
}

/** The game's fields with `category` and `type` in place of its own: the type after the category, as the catalogue orders them. */
const withKind = (game: Entry, { category, type }: { category: Category; type?: GameType }): Entry =>
  Object.fromEntries(
    Object.entries(game).flatMap(([key, value]): [string, unknown][] => {
      if (key === "type") return [];
      if (key !== "category") return [[key, value]];
      return type === undefined
        ? [["category", category]]
        : [
            ["category", category],
            ["type", type],
          ];
    }),
  );

/**
 * The facts an item states of `game`, as ours, and the values it gives that are not taken, with why: a value out of
 * our range. Whether a figure makes sense is for the checks (src/build/catalogue/fact-checks.ts), beside the list's others.
 */
export function itemFacts(item: Entry, game: Entry): { facts: Facts; skipped: SkippedValue[] } {
  const slug = String(game.slug);
  const facts: Entry = {};
  const skipped: SkippedValue[] = [];
  for (const { field, fact, value, notAFact } of VALUE_FIELDS) {
    if (item[field] === undefined) continue;
    const result = factFields[fact].safeParse(value(item[field]));
    const ceiling = notAFact?.(item[field]);
    if (!result.success)
      skipped.push({
        slug,
        field,
        value: item[field],
        reason: result.error.issues[0]?.message ?? "not a value of ours",
      });
    else if (ceiling !== undefined) skipped.push({ slug, field, value: item[field], reason: ceiling });
    else facts[fact] = result.data;
  }
  const claimed = new Set<Feature>();
  for (const [field, feature] of Object.entries(FEATURE_FIELDS)) {
    if (item[field] === true) claimed.add(feature);
    else if (item[field] !== undefined && item[field] !== false)
      skipped.push({
        slug,
        field,
        value: item[field],
        reason: `expected true or false, got ${JSON.stringify(item[field])}`,
      });
  }
  if (claimed.size > 0) facts.features = FEATURES.filter((feature) => claimed.has(feature));
  return { facts: factsOf(facts as Facts), skipped };
}

/** The facts that stand once the checks have judged them: a doubted figure goes, and a Megaways game's feature comes only with its checked ways. */
function standingFacts(facts: Facts, game: Entry, doubted: readonly Suspect[]): Facts {
  const left = new Set(doubted.map(({ fact }) => fact as FactName));
  const kept = Object.fromEntries(Object.entries(facts).filter(([fact]) => !left.has(fact as FactName))) as Facts;
  const megaways = kept.ways === MEGAWAYS_WAYS && /megaways/i.test(String(game.name));
  const features = FEATURES.filter(
    (feature) => kept.features?.includes(feature) || (feature === "megaways" && megaways),
  );
  return factsOf({ ...kept, features: features.length > 0 ? features : undefined });
}

/** Where an item stands in the list's file: the line of its opening brace and the line of its launch id, 1-based. */
export type EntryLines = { from: number; to: number };

/** Each item's lines in the list's text, in the list's order: what a link to the item's own entry points at. */
export function entryLines(listText: string): EntryLines[] {
  const root = parseTree(listText);
  if (root?.type !== "array")
    throw new Error(
      `expected a SoftSwiss game list (a list of games), got ${JSON.stringify(listText.trimStart().slice(0, 60))}`,
    );
  const newlines = [...listText.matchAll(/\n/g)].map((match) => match.index);
  const lineAt = (offset: number) => newlines.filter((index) => index < offset).length + 1;
  return (root.children ?? []).map((node) => ({
    from: lineAt(node.offset),
    to: lineAt((findNodeAtLocation(node, ["identifier2"]) ?? node).offset),
  }));
}

/** A link to lines of a file on GitHub: `#L12-L16`, or `#L12` for one line. */
export const linesAnchor = ({ from, to }: EntryLines) => (from === to ? `#L${from}` : `#L${from}-L${to}`);

const aliasSchema = fields({
  /** The catalogue's game. */
  slug: z.string({ error: expected("a game's slug") }),
  /** The registered source whose item it is. */
  source: z.url({ error: expected("a registered source's address") }),
  /** The launch id the source gives the game (`hugomobile`). */
  id: z.string({ error: expected("the id the source gives the game") }),
  /** The item's own lines in the source, where a reader sees that it is the same game: `…/playngo.json#L1234-L1238`. */
  line: z.url({ error: expected("the address of the item's lines in the source") }),
  /** Why it is the same game. */
  reason: z.string({ error: expected("why the item is the same game") }).min(1),
});

/** A reviewed alias: the id a source gives a catalogue game under another id than the game's launch id. */
export type FactAlias = z.output<typeof aliasSchema>;

export const FACT_ALIASES_FILE = "src/build/catalogue/fact-aliases.json";

/** Checks the aliases; throws one Error listing every problem, one line each. */
export function parseFactAliases(value: unknown, file: string): FactAlias[] {
  const result = z.array(aliasSchema, { error: expected("a list of aliases") }).safeParse(value);
  if (result.success) return result.data;
  throw new Error(listProblems(result.error.issues, file));
}

/** The catalogue's game an item gives facts of, with the launch id the list gives it; or where the item points and why it is skipped. */
type Found = { index: number; launchId: string; alias?: FactAlias } | { place: string; reason: string };

/** Finds an item's game: by its studio and exact launch id, or by a reviewed alias of this source; never by its name. */
function gameOf(item: Entry, games: GameLines, aliases: readonly FactAlias[], seen: Set<string>): Found {
  const producer =
    typeof item.producer === "string" && Object.hasOwn(PRODUCERS, item.producer) ? PRODUCERS[item.producer] : undefined;
  const place = `${String(item.producer)} ${String(item.identifier2)}`;
  if (!producer)
    return {
      place,
      reason: `its producer ${JSON.stringify(item.producer)} is none of ours (${Object.keys(PRODUCERS).join(", ")})`,
    };
  const launchId = typeof item.identifier2 === "string" ? producer.launchId(item.identifier2) : null;
  if (!launchId) return { place, reason: `no launch id in its identifier2 ${JSON.stringify(item.identifier2)}` };
  const key = `${producer.studio} ${launchId}`;
  if (seen.has(key)) return { place: key, reason: "the list gives this launch id twice; the first is taken" };
  seen.add(key);
  const alias = aliases.find((candidate) => candidate.id === launchId);
  const index = alias ? games.bySlug.get(alias.slug) : games.byLaunchId.get(key);
  if (alias && index === undefined)
    throw new Error(`${FACT_ALIASES_FILE}: ${alias.slug}: no game of the catalogue has this slug`);
  if (index === undefined) return { place: key, reason: `no game of ${producer.studio} has this launch id` };
  return alias ? { index, launchId, alias } : { index, launchId };
}

/** Play'n GO's running number of a game, `numId=567` in its `identifier2`: a later game has a higher one. */
function sequenceOf(item: Entry): number | undefined {
  if (item.producer !== "playngo" || typeof item.identifier2 !== "string") return undefined;
  const numId = Number(new URLSearchParams(item.identifier2).get("numId"));
  return Number.isInteger(numId) && numId > 0 ? numId : undefined;
}

/** An item, with the facts it states, as the checks see it: as the game it matched, or as itself, a peer beside which the others are judged. */
function checkedItem(item: Entry, game: Entry | undefined, facts: Facts): CheckedGame {
  // An item that is no game of ours is only a peer, and the checks that weigh peers read no category: its own stands
  // as the first of ours it allows.
  const stated = statedKind(item);
  const category = game?.category ?? ("categories" in stated ? stated.categories[0] : undefined) ?? "slots";
  return {
    slug: String(game?.slug ?? item.identifier2),
    name: String(game?.name ?? item.title),
    studio: String(game?.studio ?? (typeof item.producer === "string" ? PRODUCERS[item.producer]?.studio : undefined)),
    category: category as Category,
    launchId: String(game?.launchId ?? item.identifier2),
    year: typeof game?.year === "number" ? game.year : undefined,
    sequence: sequenceOf(item),
    facts,
  };
}

/**
 * What became of a matched game: its facts added, updated or left as they were from this list, removed where this
 * list, their source, now states none we take, replaced, or kept from another source.
 */
export type Change = "added" | "updated" | "unchanged" | "removed" | "replaced" | "kept";

/** Two sources that state a fact of a game differently: the value kept, and the one set aside, each with its source. */
export type Conflict = {
  slug: string;
  fact: FactName;
  kept: { url: string; value: unknown };
  setAside: { url: string; value: unknown };
};

export type Report = {
  matched: { slug: string; launchId: string; facts: Facts; change: Change }[];
  /** The games matched through a reviewed alias, with the id the list gives them. */
  aliased: { slug: string; id: string }[];
  skipped: { title: string; place: string; reason: string }[];
  skippedValues: SkippedValue[];
  /** The figures a check doubts that no review keeps: left out. */
  suspects: Suspect[];
  /** The figures a check doubts that a review keeps, with its reason. */
  reviewed: (Suspect & { review: string })[];
  /** The games whose category or type the list's changed, from what to what, and why. */
  kinds: { slug: string; from: string; to: string; why: string }[];
  conflicts: Conflict[];
};

/** The game's fields but its facts and their source. */
const withoutFacts = (game: Entry): Entry =>
  Object.fromEntries(
    Object.entries(game).filter(([key]) => key !== "factsSource" && !(FACT_NAMES as readonly string[]).includes(key)),
  );

/** The game's fields with `facts` and their source in place of any it had: the facts last, in the catalogue's order. */
const withFacts = (game: Entry, facts: Facts, url: string): Entry => ({
  ...withoutFacts(game),
  ...factsOf(facts),
  factsSource: url,
});

/** The facts two sources both state, and state differently (features as a set). */
function differences(ours: Facts, theirs: Facts): { fact: FactName; ours: unknown; theirs: unknown }[] {
  const key = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : value);
  return FACT_NAMES.flatMap((fact) =>
    ours[fact] === undefined || theirs[fact] === undefined || key(ours[fact]) === key(theirs[fact])
      ? []
      : [{ fact, ours: ours[fact], theirs: theirs[fact] }],
  );
}

/** A matched game with the list's facts: its new entry where it changes, and the conflicts with another source's facts. */
function merged(
  game: Entry,
  facts: Facts,
  address: string,
  source: FactSource,
  sources: readonly FactSource[],
): { change: Change; entry?: Entry; conflicts: Conflict[] } {
  const current =
    typeof game.factsSource === "string"
      ? sources.find((candidate) => candidate.url === registeredUrl(String(game.factsSource)))
      : undefined;
  const entry = withFacts(game, facts, address);
  if (!current || current.url === source.url) {
    const change = !current ? "added" : JSON.stringify(entry) === JSON.stringify(game) ? "unchanged" : "updated";
    return change === "unchanged" ? { change, conflicts: [] } : { change, entry, conflicts: [] };
  }
  const studio = String(game.studio);
  const keep = sourceRank(current, studio) >= sourceRank(source, studio);
  const conflicts = differences(factsOf(game as Facts), facts).map(({ fact, ours, theirs }) => {
    const [kept, setAside] = keep
      ? [
          { url: current.url, value: ours },
          { url: source.url, value: theirs },
        ]
      : [
          { url: source.url, value: theirs },
          { url: current.url, value: ours },
        ];
    return { slug: String(game.slug), fact, kept, setAside };
  });
  return keep ? { change: "kept", conflicts } : { change: "replaced", entry, conflicts };
}

/** The catalogue's layout: `[`, then a game a line, two spaces in, comma-separated, then `]`. */
const GAME_LINE = /^ {2}(\{.*\})(,?)$/;

/** The catalogue's lines, and the line of each game by its studio and launch id, and by its slug. */
type GameLines = { lines: string[]; byLaunchId: Map<string, number>; bySlug: Map<string, number> };

function gameLines(catalogueText: string): GameLines {
  const lines = catalogueText.split("\n");
  const byLaunchId = new Map<string, number>();
  const bySlug = new Map<string, number>();
  lines.forEach((line, index) => {
    const match = GAME_LINE.exec(line);
    if (!match?.[1]) return;
    const game = JSON.parse(match[1]) as Entry;
    byLaunchId.set(`${String(game.studio)} ${String(game.launchId)}`, index);
    bySlug.set(String(game.slug), index);
  });
  return { lines, byLaunchId, bySlug };
}

/** The game on a line of the catalogue, and the comma after it. */
function lineGame(line: string | undefined): { game: Entry; comma: string } {
  const [, json = "", comma = ""] = GAME_LINE.exec(line ?? "") ?? [];
  return { game: JSON.parse(json) as Entry, comma };
}

/** What else the import reads: the registry of sources, the reviewed figures and the reviewed aliases. */
export type Reviewed = {
  sources?: readonly FactSource[];
  reviews?: readonly FactReview[];
  aliases?: readonly FactAlias[];
};

/**
 * Merges the facts of a SoftSwiss game list (`listText`, the file as it is, so a game's link can name its lines),
 * registered as `source`, into the catalogue's text: the new text, and the report of what was matched, skipped,
 * doubted and in conflict. A catalogue the build would refuse is refused, and so is an alias that points elsewhere.
 */
export function mergeFacts(
  catalogueText: string,
  listText: string,
  source: FactSource,
  reviewed: Reviewed = {},
): { text: string; report: Report } {
  const { sources = factSources(), reviews = [], aliases = [] } = reviewed;
  parseCatalogue(JSON.parse(catalogueText), CATALOGUE_FILE, undefined, sources);
  const places = entryLines(listText);
  const list = JSON.parse(listText) as unknown[];
  const games = gameLines(catalogueText);
  const ownAliases = aliases.filter((alias) => alias.source === source.url);
  const report: Report = {
    matched: [],
    aliased: [],
    skipped: [],
    skippedValues: [],
    suspects: [],
    reviewed: [],
    kinds: [],
    conflicts: [],
  };
  const seen = new Set<string>();
  const items = list.map((item, position) => {
    const record = (typeof item === "object" && item !== null ? item : {}) as Entry;
    const found = gameOf(record, games, ownAliases, seen);
    const { game: listed, comma } =
      "index" in found ? lineGame(games.lines[found.index]) : { game: undefined, comma: "" };
    // The game as the list says it is, its category and type judged before its figures, whose sense depends on them
    // (a slot's maximum win is at least 10×); a recalled item says nothing of the game we show.
    const kind = statedKind(record);
    const game =
      listed && record.recalled !== true && "categories" in kind ? withKind(listed, kindOf(listed, kind)) : listed;
    const { facts: stated, skipped } = itemFacts(record, game ?? { slug: record.identifier2 });
    if (listed && !("categories" in kind))
      skipped.push({ slug: String(listed.slug), field: "category", value: record.category, reason: kind.reason });
    return {
      record,
      found,
      listed,
      game,
      why: "why" in kind ? kind.why : "",
      comma,
      stated,
      skipped,
      checked: checkedItem(record, game, stated),
      place: places[position] ?? { from: 0, to: 0 },
    };
  });
  // Every item of the list, ours or not, is a peer: a figure copied across games shows beside all of them.
  const peers = items.filter(({ record }) => record.recalled !== true).map(({ checked }) => checked);
  for (const { record, found, listed, game, why, comma, stated, skipped, checked, place } of items) {
    const skip = (where: string, reason: string) =>
      report.skipped.push({ title: String(record.title), place: where, reason });
    if ("reason" in found || !game || !listed) {
      if ("reason" in found) skip(found.place, found.reason);
      continue;
    }
    const kindName = (entry: Entry) =>
      entry.type === undefined ? String(entry.category) : `${String(entry.category)} (${String(entry.type)})`;
    if (kindName(game) !== kindName(listed)) {
      report.kinds.push({ slug: String(game.slug), from: kindName(listed), to: kindName(game), why });
      games.lines[found.index] = `  ${JSON.stringify(game)}${comma}`;
    }
    const address = `${source.url}${linesAnchor(place)}`;
    if (found.alias) {
      if (found.alias.line !== address)
        throw new Error(
          `${FACT_ALIASES_FILE}: ${found.alias.slug}: line ${found.alias.line} is not the item's, ${address}`,
        );
      report.aliased.push({ slug: found.alias.slug, id: found.alias.id });
    }
    report.skippedValues.push(...skipped);
    const doubted: Suspect[] = [];
    for (const suspect of record.recalled === true ? [] : suspectFigures(checked, peers)) {
      const review = reviewOf(suspect, reviews);
      if (review) report.reviewed.push({ ...suspect, review: review.reason });
      else doubted.push(suspect);
    }
    report.suspects.push(...doubted);
    // A game its source has recalled states nothing of the game we show, whatever its figures say.
    const facts = record.recalled === true ? {} : standingFacts(stated, game, doubted);
    if (!FACT_NAMES.some((fact) => facts[fact] !== undefined)) {
      const why =
        record.recalled === true
          ? `the list marks it recalled (${String(record.recalled_at ?? "no date").slice(0, 10)}): its facts are not taken`
          : "it states no fact we take";
      // Facts this list gave before, and no longer does, go: none stays without a source that states it.
      if (typeof game.factsSource === "string" && registeredUrl(game.factsSource) === source.url) {
        report.matched.push({ slug: String(game.slug), launchId: found.launchId, facts, change: "removed" });
        games.lines[found.index] = `  ${JSON.stringify(withoutFacts(game))}${comma}`;
      }
      skip(`${String(game.studio)} ${found.launchId}`, why);
      continue;
    }
    const { change, entry, conflicts } = merged(game, facts, address, source, sources);
    report.matched.push({ slug: String(game.slug), launchId: found.launchId, facts, change });
    report.conflicts.push(...conflicts);
    if (entry) games.lines[found.index] = `  ${JSON.stringify(entry)}${comma}`;
  }
  return { text: games.lines.join("\n"), report };
}

/** `1 value`, `2 values`. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** A value as the report writes it: `96.2`, `high`, `free-spins+bonus-buy`. */
const shown = (value: unknown) => (Array.isArray(value) ? value.join("+") : String(value));

/** The report as the command prints it: each matched game with its facts, each alias used, each item and value skipped with why, each doubted figure, each conflict. */
export function reportLines({
  matched,
  aliased,
  skipped,
  skippedValues,
  suspects,
  reviewed,
  kinds,
  conflicts,
}: Report): string[] {
  const changes = (["added", "updated", "unchanged", "removed", "replaced", "kept"] as const).map(
    (change) => `${matched.filter((game) => game.change === change).length} ${change}`,
  );
  const heading = (count: number, noun: string, what: string) =>
    `${counted(count, noun)} ${what}${count > 0 ? ":" : ""}`;
  return [
    `matched ${counted(matched.length, "game")}: ${changes.join(", ")}`,
    ...matched.map(
      ({ slug, launchId, facts, change }) =>
        `  ${slug} (${launchId}): ${change}: ${FACT_NAMES.flatMap((fact) => (facts[fact] === undefined ? [] : [`${fact} ${shown(facts[fact])}`])).join(", ")}`,
    ),
    heading(aliased.length, "game", `matched by a reviewed alias (${FACT_ALIASES_FILE})`),
    ...aliased.map(({ slug, id }) => `  ${slug}: the list's ${id}`),
    `skipped ${counted(skipped.length, "item")}${skipped.length > 0 ? ":" : ""}`,
    ...skipped.map(({ title, place, reason }) => `  ${title} (${place}): ${reason}`),
    `skipped ${counted(skippedValues.length, "value")}${skippedValues.length > 0 ? ":" : ""}`,
    ...skippedValues.map(({ slug, field, value, reason }) => `  ${slug}: ${field} ${shown(value)}: ${reason}`),
    heading(suspects.length, "suspect figure", `left out (a reviewed decision in ${FACT_REVIEWS_FILE} keeps one)`),
    ...suspects.map((suspect) => `  ${suspectLine(suspect)}`),
    heading(reviewed.length, "suspect figure", `kept by a reviewed decision`),
    ...reviewed.map((suspect) => `  ${suspectLine(suspect)}: kept: ${suspect.review}`),
    heading(kinds.length, "game", "given the category or type the list states"),
    ...kinds.map(({ slug, from, to, why }) => `  ${slug}: ${from} → ${to}: ${why}`),
    `${counted(conflicts.length, "conflict")}${conflicts.length > 0 ? ":" : ""}`,
    ...conflicts.map(
      ({ slug, fact, kept, setAside }) =>
        `  ${slug}: ${fact}: kept ${shown(kept.value)} from ${kept.url}, not ${shown(setAside.value)} from ${setAside.url}`,
    ),
  ];
}

const USAGE =
  "usage: npm run catalogue:facts -- <SoftSwiss game list file> --source <its url in src/build/catalogue/fact-sources.json> [--dry-run]";

function main(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    options: { source: { type: "string" }, "dry-run": { type: "boolean" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || !values.source || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const source = factSources().find((candidate) => candidate.url === values.source);
  if (!source) {
    console.error(`catalogue:facts: ${JSON.stringify(values.source)} is not a registered source: ${HOW_TO_REGISTER}`);
    return 2;
  }
  // npm runs the command from the project's root: the file is named from where the operator typed it.
  const listText = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8");
  const root = join(import.meta.dirname, "..");
  const path = join(root, CATALOGUE_FILE);
  const before = readFileSync(path, "utf8");
  const read = (name: string): unknown => JSON.parse(readFileSync(join(root, name), "utf8"));
  const reviews = parseFactReviews(read(FACT_REVIEWS_FILE), FACT_REVIEWS_FILE);
  const aliases = parseFactAliases(read(FACT_ALIASES_FILE), FACT_ALIASES_FILE);
  const { text, report } = mergeFacts(before, listText, source, { reviews, aliases });
  console.log([`${source.name.en}, ${source.url}, from ${file}:`, ...reportLines(report)].join("\n"));
  if (values["dry-run"]) console.log("--dry-run: nothing written");
  else if (text === before) console.log(`${CATALOGUE_FILE}: nothing to change`);
  else {
    writeFileSync(path, text);
    console.log(`${CATALOGUE_FILE}: written`);
  }
  return 0;
}

if (import.meta.main) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`catalogue:facts: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
