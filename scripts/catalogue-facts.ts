/**
 * `npm run catalogue:facts -- <list file> --source <url> [--dry-run]`: merges the facts of a SoftSwiss game list (the
 * format of SoftSwiss's game configurations) into src/catalogue/catalogue.json, and prints what it matched, what it
 * skipped and why, and every conflict with a fact already there. `<url>` is the list's address in the registry of
 * sources (src/catalogue/fact-sources.json). An item is joined to a game by its studio and exact launch id, never by
 * its name. A game keeps one source: a game whose facts come from another source keeps them when that source ranks
 * as high or higher (the studio's own outranks a list), and takes the list's otherwise. Only the lines of the games
 * whose facts change are rewritten, so running it twice changes nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { CATALOGUE_FILE, parseCatalogue } from "../src/catalogue/catalogue.ts";
import { type FactSource, factSources, HOW_TO_REGISTER, sourceRank } from "../src/catalogue/fact-sources.ts";
import { FACT_NAMES, factFields, FEATURES, type Facts, factsOf, type Feature, type Volatility } from "../src/catalogue/facts.ts";

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
const VALUE_FIELDS: { field: string; fact: FactName; value: (value: unknown) => unknown; notAFact?: (value: unknown) => string | undefined }[] = [
  { field: "payout", fact: "rtp", value: (value) => value },
  { field: "volatility_rating", fact: "volatility", value: (value) => (typeof value === "string" && Object.hasOwn(VOLATILITY_SCALE, value) ? VOLATILITY_SCALE[value] : value) },
  {
    field: "multiplier",
    fact: "maxWin",
    value: (value) => value,
    notAFact: (value) => (value === MULTIPLIER_CEILING ? `${MULTIPLIER_CEILING} is the list's ceiling, which it gives to larger maximum wins, not a figure` : undefined),
  },
  { field: "ways", fact: "ways", value: (value) => value },
  // `2022-01-13T00:00:00.000Z`: the day.
  { field: "released_at", fact: "released", value: (value) => (typeof value === "string" ? value.slice(0, 10) : value) },
];

/** The SoftSwiss flags that give a feature when `true`; `false` claims nothing, and denies nothing. */
const FEATURE_FIELDS: Record<string, Feature> = { has_freespins: "free-spins", bonus_buy: "bonus-buy", has_jackpot: "jackpot" };

export type SkippedValue = { slug: string; field: string; value: unknown; reason: string };

/**
 * The facts an item states of `game`, as ours, and the values it gives that are not taken, with why: a value out of
 * our range, or a day of release in another year than the catalogue's `year` of the game.
 */
export function itemFacts(item: Entry, game: Entry): { facts: Facts; skipped: SkippedValue[] } {
  const slug = String(game.slug);
  const facts: Entry = {};
  const skipped: SkippedValue[] = [];
  for (const { field, fact, value, notAFact } of VALUE_FIELDS) {
    if (item[field] === undefined) continue;
    const result = factFields[fact].safeParse(value(item[field]));
    const ceiling = notAFact?.(item[field]);
    if (!result.success) skipped.push({ slug, field, value: item[field], reason: result.error.issues[0]?.message ?? "not a value of ours" });
    else if (ceiling !== undefined) skipped.push({ slug, field, value: item[field], reason: ceiling });
    else if (fact === "released" && game.year !== undefined && !String(result.data).startsWith(`${String(game.year)}-`)) {
      skipped.push({ slug, field, value: item[field], reason: `the catalogue's year of release is ${String(game.year)}` });
    } else facts[fact] = result.data;
  }
  const claimed = new Set<Feature>();
  for (const [field, feature] of Object.entries(FEATURE_FIELDS)) {
    if (item[field] === true) claimed.add(feature);
    else if (item[field] !== undefined && item[field] !== false) skipped.push({ slug, field, value: item[field], reason: `expected true or false, got ${JSON.stringify(item[field])}` });
  }
  if (claimed.size > 0) facts.features = FEATURES.filter((feature) => claimed.has(feature));
  return { facts: factsOf(facts as Facts), skipped };
}

/** The catalogue's line of the game an item gives facts of, with its launch id; or where the item points and why it is skipped. */
function gameOf(item: Entry, lineOf: ReadonlyMap<string, number>, seen: Set<string>): { index: number; launchId: string } | { place: string; reason: string } {
  const producer = typeof item.producer === "string" && Object.hasOwn(PRODUCERS, item.producer) ? PRODUCERS[item.producer] : undefined;
  const place = `${String(item.producer)} ${String(item.identifier2)}`;
  if (!producer) return { place, reason: `its producer ${JSON.stringify(item.producer)} is none of ours (${Object.keys(PRODUCERS).join(", ")})` };
  const launchId = typeof item.identifier2 === "string" ? producer.launchId(item.identifier2) : null;
  if (!launchId) return { place, reason: `no launch id in its identifier2 ${JSON.stringify(item.identifier2)}` };
  const key = `${producer.studio} ${launchId}`;
  if (seen.has(key)) return { place: key, reason: "the list gives this launch id twice; the first is taken" };
  seen.add(key);
  const index = lineOf.get(key);
  return index === undefined ? { place: key, reason: `no game of ${producer.studio} has this launch id` } : { index, launchId };
}

/**
 * What became of a matched game: its facts added, updated or left as they were from this list, removed where this
 * list, their source, now states none we take, replaced, or kept from another source.
 */
export type Change = "added" | "updated" | "unchanged" | "removed" | "replaced" | "kept";

/** Two sources that state a fact of a game differently: the value kept, and the one set aside, each with its source. */
export type Conflict = { slug: string; fact: FactName; kept: { url: string; value: unknown }; setAside: { url: string; value: unknown } };

export type Report = {
  matched: { slug: string; launchId: string; facts: Facts; change: Change }[];
  skipped: { title: string; place: string; reason: string }[];
  skippedValues: SkippedValue[];
  conflicts: Conflict[];
};

/** The game's fields but its facts and their source. */
const withoutFacts = (game: Entry): Entry => Object.fromEntries(Object.entries(game).filter(([key]) => key !== "factsSource" && !(FACT_NAMES as readonly string[]).includes(key)));

/** The game's fields with `facts` and their source in place of any it had: the facts last, in the catalogue's order. */
const withFacts = (game: Entry, facts: Facts, url: string): Entry => ({ ...withoutFacts(game), ...factsOf(facts), factsSource: url });

/** The facts two sources both state, and state differently (features as a set). */
function differences(ours: Facts, theirs: Facts): { fact: FactName; ours: unknown; theirs: unknown }[] {
  const key = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : value);
  return FACT_NAMES.flatMap((fact) =>
    ours[fact] === undefined || theirs[fact] === undefined || key(ours[fact]) === key(theirs[fact]) ? [] : [{ fact, ours: ours[fact], theirs: theirs[fact] }],
  );
}

/** A matched game with the list's facts: its new entry where it changes, and the conflicts with another source's facts. */
function merged(game: Entry, facts: Facts, source: FactSource, sources: readonly FactSource[]): { change: Change; entry?: Entry; conflicts: Conflict[] } {
  const current = sources.find((candidate) => candidate.url === game.factsSource);
  const entry = withFacts(game, facts, source.url);
  if (!current || current.url === source.url) {
    const change = !current ? "added" : JSON.stringify(entry) === JSON.stringify(game) ? "unchanged" : "updated";
    return change === "unchanged" ? { change, conflicts: [] } : { change, entry, conflicts: [] };
  }
  const studio = String(game.studio);
  const keep = sourceRank(current, studio) >= sourceRank(source, studio);
  const conflicts = differences(factsOf(game as Facts), facts).map(({ fact, ours, theirs }) => {
    const [kept, setAside] = keep ? [{ url: current.url, value: ours }, { url: source.url, value: theirs }] : [{ url: source.url, value: theirs }, { url: current.url, value: ours }];
    return { slug: String(game.slug), fact, kept, setAside };
  });
  return keep ? { change: "kept", conflicts } : { change: "replaced", entry, conflicts };
}

/** The catalogue's layout: `[`, then a game a line, two spaces in, comma-separated, then `]`. */
const GAME_LINE = /^ {2}(\{.*\})(,?)$/;

/** The catalogue's lines, and the line of each game by its studio and launch id. */
function gameLines(catalogueText: string): { lines: string[]; lineOf: Map<string, number> } {
  const lines = catalogueText.split("\n");
  const lineOf = new Map<string, number>();
  lines.forEach((line, index) => {
    const match = GAME_LINE.exec(line);
    if (!match?.[1]) return;
    const game = JSON.parse(match[1]) as Entry;
    lineOf.set(`${String(game.studio)} ${String(game.launchId)}`, index);
  });
  return { lines, lineOf };
}

/**
 * Merges the facts of `list` (a SoftSwiss game list), registered as `source`, into the catalogue's text: the new
 * text, and the report of what was matched, skipped and in conflict. A catalogue the build would refuse is refused.
 */
export function mergeFacts(catalogueText: string, list: unknown, source: FactSource, sources: readonly FactSource[] = factSources()): { text: string; report: Report } {
  parseCatalogue(JSON.parse(catalogueText), CATALOGUE_FILE, undefined, sources);
  if (!Array.isArray(list)) throw new Error(`expected a SoftSwiss game list (a list of games), got ${JSON.stringify(list)?.slice(0, 60)}`);
  const { lines, lineOf } = gameLines(catalogueText);
  const report: Report = { matched: [], skipped: [], skippedValues: [], conflicts: [] };
  const seen = new Set<string>();
  for (const item of list as unknown[]) {
    const record = (typeof item === "object" && item !== null ? item : {}) as Entry;
    const found = gameOf(record, lineOf, seen);
    const skip = (place: string, reason: string) => report.skipped.push({ title: String(record.title), place, reason });
    if ("reason" in found) {
      skip(found.place, found.reason);
      continue;
    }
    const [, json = "", comma = ""] = GAME_LINE.exec(lines[found.index] ?? "") ?? [];
    const game = JSON.parse(json) as Entry;
    const { facts, skipped } = itemFacts(record, game);
    report.skippedValues.push(...skipped);
    if (!FACT_NAMES.some((fact) => facts[fact] !== undefined)) {
      // Facts this list gave before, and no longer does, go: none stays without a source that states it.
      if (game.factsSource === source.url) {
        report.matched.push({ slug: String(game.slug), launchId: found.launchId, facts, change: "removed" });
        lines[found.index] = `  ${JSON.stringify(withoutFacts(game))}${comma}`;
      } else skip(`${String(game.studio)} ${found.launchId}`, "it states no fact we take");
      continue;
    }
    const { change, entry, conflicts } = merged(game, facts, source, sources);
    report.matched.push({ slug: String(game.slug), launchId: found.launchId, facts, change });
    report.conflicts.push(...conflicts);
    if (entry) lines[found.index] = `  ${JSON.stringify(entry)}${comma}`;
  }
  return { text: lines.join("\n"), report };
}

/** `1 value`, `2 values`. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** A value as the report writes it: `96.2`, `high`, `free-spins+bonus-buy`. */
const shown = (value: unknown) => (Array.isArray(value) ? value.join("+") : String(value));

/** The report as the command prints it: each matched game with its facts, each item and value skipped with why, each conflict. */
export function reportLines({ matched, skipped, skippedValues, conflicts }: Report): string[] {
  const changes = (["added", "updated", "unchanged", "removed", "replaced", "kept"] as const).map((change) => `${matched.filter((game) => game.change === change).length} ${change}`);
  return [
    `matched ${counted(matched.length, "game")}: ${changes.join(", ")}`,
    ...matched.map(({ slug, launchId, facts, change }) => `  ${slug} (${launchId}): ${change}: ${FACT_NAMES.flatMap((fact) => (facts[fact] === undefined ? [] : [`${fact} ${shown(facts[fact])}`])).join(", ")}`),
    `skipped ${counted(skipped.length, "item")}${skipped.length > 0 ? ":" : ""}`,
    ...skipped.map(({ title, place, reason }) => `  ${title} (${place}): ${reason}`),
    `skipped ${counted(skippedValues.length, "value")}${skippedValues.length > 0 ? ":" : ""}`,
    ...skippedValues.map(({ slug, field, value, reason }) => `  ${slug}: ${field} ${shown(value)}: ${reason}`),
    `${counted(conflicts.length, "conflict")}${conflicts.length > 0 ? ":" : ""}`,
    ...conflicts.map(({ slug, fact, kept, setAside }) => `  ${slug}: ${fact}: kept ${shown(kept.value)} from ${kept.url}, not ${shown(setAside.value)} from ${setAside.url}`),
  ];
}

const USAGE = "usage: npm run catalogue:facts -- <SoftSwiss game list file> --source <its url in src/catalogue/fact-sources.json> [--dry-run]";

function main(args: string[]): number {
  const { values, positionals } = parseArgs({ args, options: { source: { type: "string" }, "dry-run": { type: "boolean" } }, allowPositionals: true });
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
  const list: unknown = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8"));
  const path = join(import.meta.dirname, "..", CATALOGUE_FILE);
  const before = readFileSync(path, "utf8");
  const { text, report } = mergeFacts(before, list, source);
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
