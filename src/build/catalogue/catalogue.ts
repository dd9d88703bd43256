/**
 * The game catalogue: every game a site may show, one entry each in src/build/catalogue/catalogue.json, checked on first
 * use. A site lists some of its slugs, or takes them all (src/build/site/schema.ts).
 */
import { z } from "astro/zod";
// The attribute lets Node itself import the JSON (the operator's commands, scripts).
import data from "#build/catalogue/catalogue.json" with { type: "json" };
import { closest, distance } from "fastest-levenshtein";
import { type Art, derivedArt, MOTIFS } from "#build/catalogue/art.ts";
import { type FactSource, factSources, HOW_TO_REGISTER, registeredUrl } from "#build/catalogue/fact-sources.ts";
import { factFields } from "#build/catalogue/facts.ts";
import { CATEGORIES, FACT_NAMES, GAME_TYPES, TYPE_CATEGORIES } from "#shared/game-words.ts";
import { PAGE_SEGMENT } from "#shared/listing-paths.ts";
import { isHostName, type Studio, studios } from "#build/catalogue/studios.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import {
  checkedList,
  expected,
  fields,
  HEX_COLOUR,
  isHttpUrl,
  itemLabel,
  text,
} from "#build/catalogue/schema-fields.ts";

export const CATALOGUE_FILE = "src/build/catalogue/catalogue.json";

/** The lobby's own address under /games/ beside its categories' and a listing's page N (PAGE_SEGMENT): the studios'. */
export const STUDIOS_SEGMENT = "studios";

/** The name of the site's own social card, `/social-cards/site.jpg`, beside the games' `/social-cards/{slug}.jpg`. */
export const SITE_CARD = "site";

/** Why no game can have `slug`, if none can: its page or its social card would stand where one of the site's own is. */
export function slugTaken(slug: string): string | undefined {
  if ((CATEGORIES as readonly string[]).includes(slug))
    return `${JSON.stringify(slug)} is the address of a category's page`;
  if (slug === PAGE_SEGMENT || slug === STUDIOS_SEGMENT)
    return `${JSON.stringify(slug)} is kept for the lobby's own pages (/games/${slug}/…)`;
  if (slug === SITE_CARD)
    return `${JSON.stringify(slug)} is kept for the site's social card (/social-cards/${slug}.jpg)`;
  return undefined;
}

const SLUG = "a slug of lower-case ASCII letters and digits between single hyphens, such as moon-princess";
const HOST = "a host name such as released.playngonetwork.com";
const LAUNCH_ID = "a launch id of letters, digits, _ and -, such as moonprincess";
const PALETTE = 'two CSS hex colours such as ["#f472b6", "#6d28d9"]';

/** Checked as a whole, so a bad colour is reported with the pair it belongs to. */
function isPalette(value: unknown): value is readonly [string, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((colour) => typeof colour === "string" && HEX_COLOUR.test(colour))
  );
}

/** The fields a game has wherever it is written: in the catalogue, or in an operator's list of a site. */
export const gameFields = {
  /** The game's address, /games/{slug}: lower-case ASCII, from the name (`Mötley Crüe` is `motley-crue`). */
  slug: z
    .string({ error: expected(SLUG) })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: expected(SLUG) })
    .refine((slug) => slugTaken(slug) === undefined, { error: (issue) => slugTaken(String(issue.input)) }),
  /** As the studio names it. */
  name: text,
  /** The id of its studio (src/build/catalogue/studios.json, or the site's own `studios`). */
  studio: z.string({ error: expected("a studio's id") }),
  category: z.enum(CATEGORIES, { error: expected(`one of ${CATEGORIES.join(", ")}`) }),
  /** The year of release, where it is known. */
  year: z
    .int({ error: expected("a year such as 2016") })
    .min(1990, { error: expected("a year such as 2016") })
    .max(2100, { error: expected("a year such as 2016") })
    .optional(),
  /** The studio's id for the game: `{id}` in its launcher's address. */
  launchId: z.string({ error: expected(LAUNCH_ID) }).regex(/^[A-Za-z0-9_-]+$/, { error: expected(LAUNCH_ID) }),
  /** Where the game is served from, when it is not its studio's `host`. */
  host: z
    .string({ error: expected(HOST) })
    .refine(isHostName, { error: expected(HOST) })
    .optional(),
  ...factFields,
};

const entrySchema = fields({
  ...gameFields,
  /** What the game is, where its source names it more closely than its category (video bingo, video poker). */
  type: z.enum(GAME_TYPES, { error: expected(`one of ${GAME_TYPES.join(", ")}`) }).optional(),
  /** The own art's colours and motif, drawn by hand; left out, the colours come from the slug and the motif from the name. */
  palette: z.custom<readonly [string, string]>(isPalette, { error: expected(PALETTE) }).optional(),
  motif: z.enum(MOTIFS, { error: expected(`one of ${MOTIFS.join(", ")}`) }).optional(),
  /** Per language; a language without one gets a description from the game's facts (the messages' `catalogue`). */
  description: z
    .partialRecord(z.enum(LOCALES), text, {
      // A partial record reports a key it does not take as unrecognized, whatever its declared issue types say.
      error: (issue) =>
        (issue.code as string) === "unrecognized_keys"
          ? `unknown language (the languages are ${LOCALES.join(", ")})`
          : expected(`an object with a text per language (${LOCALES.join(", ")})`)(issue),
    })
    .optional(),
  /** Its own image address, over the site's image host or own art. */
  thumbnail: z
    .string({ error: expected("an absolute URL") })
    .refine(isHttpUrl, { error: expected("an absolute URL") })
    .optional(),
  /**
   * The address of the registered source that states the game's facts (src/build/catalogue/fact-sources.json), with the
   * lines of the game's own entry where the source is a file (`#L1234-L1238`): required with any fact, since none is guessed.
   */
  factsSource: z.url({ error: expected("the address of the public file or page that states the facts") }).optional(),
}).superRefine((entry, context) => {
  if (entry.type !== undefined && TYPE_CATEGORIES[entry.type] !== entry.category) {
    context.addIssue({
      code: "custom",
      path: ["type"],
      message: `a ${entry.type} game is of the category ${TYPE_CATEGORIES[entry.type]}, not ${entry.category}`,
    });
  }
  if (entry.factsSource === undefined && FACT_NAMES.some((name) => entry[name] !== undefined)) {
    context.addIssue({
      code: "custom",
      path: ["factsSource"],
      message: "required: a game's facts name the public page that states them",
    });
  }
});

type EntryInput = z.infer<typeof entrySchema>;

/** A game of the catalogue, with its art (its own, or derived from its slug). */
export type CatalogueEntry = Omit<EntryInput, "palette" | "motif" | "description"> &
  Art & { description: Partial<Record<Locale, string>> };

/** `[12] "moon-princess"`: an entry as the messages name it, by its place in the file and its slug (or name). */
function entryLabel(entries: readonly unknown[], index: number, key: "slug" | "name" = "slug"): string {
  return itemLabel(entries, index, key, "name");
}

/** Two entries that share a slug, or a studio's launch id: the later one names the first. */
function repeats(entries: readonly unknown[], field: "slug" | "launchId", what: string): string[] {
  const first = new Map<unknown, number>();
  return entries.flatMap((entry, index) => {
    const record = entry as Record<string, unknown> | null;
    const value = field === "slug" ? record?.slug : `${String(record?.studio)}:${String(record?.launchId)}`;
    if (typeof value !== "string" || (field === "launchId" && typeof record?.launchId !== "string")) return [];
    const earlier = first.get(value);
    if (earlier === undefined) {
      first.set(value, index);
      return [];
    }
    // The slugs are the same, so the names tell the entries apart.
    const key = field === "slug" ? "name" : "slug";
    const shown = field === "slug" ? value : record?.launchId;
    return [
      `${entryLabel(entries, index, key)} and ${entryLabel(entries, earlier, key)} share the ${what} ${JSON.stringify(shown)}`,
    ];
  });
}

/**
 * Checks a catalogue: a list of entries. Throws one Error listing every problem, one line each, as
 * `src/build/catalogue/catalogue.json: [12] "moon-princess": palette: expected two CSS hex colours …, got ["#fff"]`.
 */
export function parseCatalogue(
  value: unknown,
  file: string,
  known: readonly Studio[] = studios(),
  sources: readonly FactSource[] = factSources(),
): CatalogueEntry[] {
  const entries = checkedList(value, file, {
    of: "games",
    item: entrySchema,
    label: entryLabel,
    across: (items) => [
      ...repeats(items, "slug", "slug"),
      ...repeats(items, "launchId", "launch id"),
      ...unknownStudios(items, known).map(({ index, problem }) => `${entryLabel(items, index)}: ${problem}`),
      ...unregisteredSources(items, sources).map(({ index, problem }) => `${entryLabel(items, index)}: ${problem}`),
    ],
  });
  return entries.map(({ palette, motif, description = {}, ...entry }) => {
    const derived = derivedArt(entry);
    // A motif of the entry's own is a drawing made for the game by hand: it keeps its picture as drawn.
    return {
      ...entry,
      palette: palette ?? derived.palette,
      motif: motif ?? derived.motif,
      derived: motif === undefined,
      description,
    };
  });
}

/** The entries whose studio is none of `known`: the message lists the studios there are. */
export function unknownStudios(
  entries: readonly unknown[],
  known: readonly Studio[],
): { index: number; problem: string }[] {
  const ids = new Set(known.map((studio) => studio.id));
  return entries.flatMap((entry, index) => {
    const studio = (entry as Record<string, unknown> | null)?.studio;
    if (typeof studio !== "string" || ids.has(studio)) return [];
    return [
      { index, problem: `studio: unknown studio ${JSON.stringify(studio)} (the studios are ${[...ids].join(", ")})` },
    ];
  });
}

/** The entries whose `factsSource` is no registered source's address: the message says how to register one. */
function unregisteredSources(
  entries: readonly unknown[],
  sources: readonly FactSource[],
): { index: number; problem: string }[] {
  const urls = new Set(sources.map((source) => source.url));
  return entries.flatMap((entry, index) => {
    const source = (entry as Record<string, unknown> | null)?.factsSource;
    if (typeof source !== "string" || urls.has(registeredUrl(source))) return [];
    return [
      { index, problem: `factsSource: ${JSON.stringify(source)} is not a registered source (${HOW_TO_REGISTER})` },
    ];
  });
}

let checked: CatalogueEntry[] | undefined;

/**
 * Every game of the catalogue, in the file's order. Checked on first use: astro.config.ts calls it before
 * anything is built, so a problem stops the build with its messages.
 */
export function catalogue(): readonly CatalogueEntry[] {
  checked ??= parseCatalogue(data, CATALOGUE_FILE);
  return checked;
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** A to Z by name, numbers in their order (`3 Clown Monty` before `15 Crystal Roses`): how a list of all the games reads. */
export function byName(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name);
}

/**
 * The catalogue's slug nearest `slug`, if a typo or two away (a quarter of its letters at most, so a short slug is
 * not "corrected" into another game): what a message about an unknown slug suggests.
 */
export function nearestSlug(slug: string, entries: readonly { slug: string }[] = catalogue()): string | undefined {
  const nearest = closest(
    slug,
    entries.map((entry) => entry.slug),
  );
  return distance(slug, nearest) <= Math.max(1, Math.floor(slug.length / 4)) ? nearest : undefined;
}
