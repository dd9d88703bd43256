/**
 * An operator's own list of games (`gameList` in a site's file): a CSV file (a header row of field names, then a game
 * a line, UTF-8, RFC 4180 quoting) or a JSON list of objects with the same fields. Its games join the catalogue for
 * that site. Every problem is one line naming the file, the line (CSV, the header being line 1) or the index (JSON),
 * the field, what was expected and what was found.
 */
import { isUtf8 } from "node:buffer";
import { z } from "astro/zod";
import { CsvError, parse } from "csv-parse/sync";
import { derivedArt } from "#build/catalogue/art.ts";
import { type CatalogueEntry, gameFields, slugTaken } from "#build/catalogue/catalogue.ts";
import { slugOf } from "#shared/slug.ts";
import { factsOf } from "#build/catalogue/facts.ts";
import { placeholdersOf, type Studio } from "#build/catalogue/studios.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { expected, fieldName, fields, text } from "#build/catalogue/schema-fields.ts";

/** A game of an operator's list: as the catalogue's, with its picture's file in the site's `gamePictures` folder. */
export type ListedGame = CatalogueEntry & { picture?: string | undefined };

const PICTURE = "the name of a picture in the site's gamePictures folder, such as gates-of-olympus.webp";

/** The fields a list's game may have, its descriptions one per language of the site (`description_fi`). */
function listSchema(locales: readonly Locale[]) {
  return fields({
    ...gameFields,
    slug: gameFields.slug.optional(),
    ...Object.fromEntries(locales.map((locale) => [`description_${locale}`, text.optional()])),
    picture: z
      .string({ error: expected(PICTURE) })
      .regex(/^[^/\\]+\.(avif|webp|png|jpe?g)$/i, { error: expected(PICTURE) })
      .optional(),
  });
}

/** A parser's message, which may quote a line break or another control character it met, escaped onto one line. */
const oneLine = (message: string) => message.replace(/\p{Cc}/gu, (character) => JSON.stringify(character).slice(1, -1));

/** The fields written as numbers, which a CSV cell holds as text. */
const NUMBERS = new Set(["year", "rtp", "maxWin", "reels", "rows", "paylines", "ways"]);
/** The fields that are lists, their values separated by `|` in a CSV cell. */
const LISTS = new Set(["features", "themes"]);

/** A CSV row as the schema takes it: empty cells left out, numbers as numbers where they are numbers, lists split. */
function fromCells(row: Record<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(row)) {
    const value = cell.trim();
    if (value === "") continue;
    if (NUMBERS.has(field)) record[field] = /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value;
    else if (LISTS.has(field)) record[field] = value.split("|").map((item) => item.trim());
    else record[field] = value;
  }
  return record;
}

/**
 * The rows of a CSV list, each with its line (the header being line 1; a game whose quoted text spans lines, the line
 * it ends on), keyed by the header's names: the header is checked once, and a row of another length is a problem of
 * its own. A file that is not CSV throws its one problem.
 */
function csvRows(
  source: string,
  file: string,
  fieldNames: readonly string[],
  problems: string[],
): { at: string; row: Record<string, unknown> }[] {
  let records: { info: { lines: number }; record: string[] }[];
  try {
    // With `info`, each record comes with where the parser was; csv-parse's types do not follow that option.
    records = parse(source, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new Error(`${file}: line ${error.lines ?? "?"}: ${oneLine(error.message)}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new Error(`${file}: expected a header row of field names, then a game a line; the file is empty`);
  const names = header.record.map((name) => name.trim());
  const known = new Set(fieldNames);
  names.forEach((name, index) => {
    if (!known.has(name))
      problems.push(
        `${file}: line ${header.info.lines}: ${name ? fieldName([name]) : `column ${index + 1}`}: unknown field (the fields are ${fieldNames.join(", ")})`,
      );
    else if (names.indexOf(name) < index)
      problems.push(`${file}: line ${header.info.lines}: ${name}: the header has this field twice`);
  });
  return rows.flatMap(({ info, record }) => {
    if (record.length !== names.length) {
      problems.push(
        `${file}: line ${info.lines}: expected ${names.length} fields, as the header has, found ${record.length}`,
      );
      return [];
    }
    const cells = Object.fromEntries(
      names.flatMap((name, index) => (known.has(name) ? [[name, record[index] ?? ""]] : [])),
    );
    return [{ at: `line ${info.lines}`, row: fromCells(cells) }];
  });
}

/**
 * Why `source` is not JSON, at the line where the parser stopped when it says: its own words, without the excerpt of
 * the file it quotes, which may span lines.
 */
function notJson(error: Error, file: string): string {
  const message = oneLine(error.message.replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, ""));
  const at = / in JSON at position \d+ \(line (\d+) column (\d+)\)$/.exec(message);
  return at
    ? `${file}: line ${at[1]}: not JSON: ${message.slice(0, at.index)} (column ${at[2]})`
    : `${file}: not JSON: ${message}`;
}

/** What a JSON value is, in words, for a file that is not the list it should be: never its contents. */
const kindOf = (value: unknown) =>
  value === null ? "null" : typeof value === "object" ? "an object" : `a ${typeof value}`;

function jsonRows(source: string, file: string): { at: string; row: Record<string, unknown> }[] {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new Error(notJson(error as Error, file));
  }
  if (!Array.isArray(value)) throw new Error(`${file}: expected a list of games, got ${kindOf(value)}`);
  return value.map((row, index) => ({ at: `[${index}]`, row: row as Record<string, unknown> }));
}

/**
 * The list's text, decoded as UTF-8 (a byte order mark dropped). A file in another encoding (a spreadsheet's
 * Windows-1252 or UTF-16) throws, naming its first line that is not UTF-8: a line feed is never part of a longer
 * UTF-8 sequence, so each line is UTF-8 or not on its own.
 */
function textOf(bytes: Uint8Array, file: string): string {
  if (isUtf8(bytes)) return new TextDecoder().decode(bytes);
  let start = 0;
  let line = 1;
  for (
    let end = bytes.indexOf(0x0a);
    end >= 0 && isUtf8(bytes.subarray(start, end));
    end = bytes.indexOf(0x0a, start)
  ) {
    start = end + 1;
    line++;
  }
  throw new Error(`${file}: line ${line}: not UTF-8 text: save the list as UTF-8 (in a spreadsheet, as "CSV UTF-8")`);
}

/** What a list's games are checked against: the site's languages, its studios, whether it has `gamePictures`, and the catalogue's games. */
export type ListContext = {
  locales: readonly Locale[];
  studios: readonly Studio[];
  gamePictures: boolean;
  catalogue: readonly CatalogueEntry[];
  catalogueFile: string;
};

/**
 * The fields of a list's game that would change nothing, each a problem rather than left in silence: a `host` for a
 * studio whose launcher has no `{host}`, a `picture` on a site without `gamePictures`, or one an earlier game of the
 * list names (`pictures`, the games that named each so far).
 */
function fieldsThatDoNothing(
  game: Pick<ListedGame, "studio" | "host" | "picture">,
  file: string,
  here: string,
  context: ListContext,
  pictures: Map<string, string>,
): string[] {
  const problems: string[] = [];
  const studio = context.studios.find((known) => known.id === game.studio);
  if (game.host !== undefined && studio && !placeholdersOf(studio.launcher).includes("host")) {
    problems.push(
      `${file}: ${here}: host: the launcher of ${JSON.stringify(studio.id)} has no {host}, so a game's own host changes nothing: leave it out`,
    );
  }
  if (game.picture === undefined) return problems;
  const earlier = pictures.get(game.picture);
  if (!context.gamePictures)
    problems.push(`${file}: ${here}: picture: the site has no gamePictures folder to take it from`);
  else if (earlier !== undefined)
    problems.push(`${file}: ${here}: picture: ${JSON.stringify(game.picture)} is the picture of ${earlier} already`);
  else pictures.set(game.picture, here);
  return problems;
}

/**
 * The games of a list (`bytes`, the contents of `file`, CSV or JSON by its name, in UTF-8), checked. Throws one Error
 * listing every problem, one line each, as `sites/x/games.csv: line 3: rtp: expected a percentage from 80 to 99.99, got 101`.
 */
export function parseGameList(bytes: Uint8Array, file: string, context: ListContext): ListedGame[] {
  const schema = listSchema(context.locales);
  const problems: string[] = [];
  const source = textOf(bytes, file);
  const rows = file.endsWith(".json")
    ? jsonRows(source, file)
    : csvRows(source, file, Object.keys(schema.shape), problems);
  const studioIds = new Set(context.studios.map((studio) => studio.id));
  const games: ListedGame[] = [];
  // Where each slug and each studio's launch id was first seen, to name both places of a repeat.
  const slugs = new Map<string, string>(
    context.catalogue.map((entry, index) => [
      entry.slug,
      `${context.catalogueFile} [${index}] ${JSON.stringify(entry.name)}`,
    ]),
  );
  const launches = new Map<string, string>(
    context.catalogue.map((entry, index) => [
      `${entry.studio}:${entry.launchId}`,
      `${context.catalogueFile} [${index}] ${JSON.stringify(entry.name)}`,
    ]),
  );
  const pictures = new Map<string, string>();
  for (const { at, row } of rows) {
    const result = schema.safeParse(row);
    const name = typeof row?.name === "string" ? ` ${JSON.stringify(row.name)}` : "";
    const here = `${at}${name}`;
    for (const issue of result.error?.issues ?? []) {
      const paths = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
      for (const path of paths)
        problems.push(`${file}: ${at}: ${path.length > 0 ? `${fieldName(path)}: ` : ""}${issue.message}`);
    }
    const studio = row?.studio;
    if (typeof studio === "string" && !studioIds.has(studio)) {
      problems.push(
        `${file}: ${at}: studio: unknown studio ${JSON.stringify(studio)} (the studios are ${[...studioIds].join(", ")})`,
      );
    }
    if (!result.success) continue;
    const { slug = slugOf(result.data.name), picture, ...game } = result.data;
    if (slug === "") {
      problems.push(
        `${file}: ${here}: slug: required here, since the name has no letter or digit an address can spell; write one, such as ${JSON.stringify(`${game.studio}-${game.launchId}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"))}`,
      );
      continue;
    }
    // A slug made from the name was not checked with the written ones.
    const taken = slugTaken(slug);
    if (taken !== undefined) problems.push(`${file}: ${here}: slug: ${taken}`);
    const earlier = slugs.get(slug);
    if (earlier !== undefined) problems.push(`${file}: ${here} and ${earlier} share the slug ${JSON.stringify(slug)}`);
    else slugs.set(slug, here);
    const launch = `${game.studio}:${game.launchId}`;
    const launched = launches.get(launch);
    if (launched !== undefined)
      problems.push(
        `${file}: ${here} and ${launched} share the ${game.studio} launch id ${JSON.stringify(game.launchId)}`,
      );
    else launches.set(launch, here);
    problems.push(
      ...fieldsThatDoNothing({ studio: game.studio, host: game.host, picture }, file, here, context, pictures),
    );
    const description = Object.fromEntries(
      context.locales.flatMap((locale) => {
        const value = (result.data as Record<string, unknown>)[`description_${locale}`];
        return typeof value === "string" ? [[locale, value]] : [];
      }),
    );
    games.push({
      slug,
      name: game.name,
      studio: game.studio,
      category: game.category,
      year: game.year,
      launchId: game.launchId,
      host: game.host,
      ...factsOf(game),
      ...derivedArt({ slug, name: game.name, themes: game.themes, category: game.category }),
      description,
      picture,
    });
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return games;
}
