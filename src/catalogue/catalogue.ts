/**
 * The game catalogue: every game a site may show, one entry each in src/catalogue/catalogue.json, checked on first
 * use. A site lists some of its slugs, or takes them all (src/site/schema.ts).
 */
import { z } from "astro/zod";
// Relative with its extension, not `~/`: astro.config.ts loads this module (through the site schema) before
// Vite's aliases exist; the attribute lets Node itself import the JSON (the server, scripts).
import data from "./catalogue.json" with { type: "json" };
import { closest, distance } from "fastest-levenshtein";
import { type Art, derivedArt, MOTIFS } from "./art.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { expected, fieldName, fields, HEX_COLOUR, isHttpUrl, issuePaths, text } from "../site/schema-fields.ts";

export const CATALOGUE_FILE = "src/catalogue/catalogue.json";

/** The kinds of game, as the lobby groups them. */
export const CATEGORIES = ["slots", "table-games", "instant-games"] as const;
export type Category = (typeof CATEGORIES)[number];

const SLUG = "a slug of lower-case ASCII letters and digits between single hyphens, such as moon-princess";
const HOST = "a host name such as asccw.playngonetwork.com";
const PALETTE = 'two CSS hex colours such as ["#f472b6", "#6d28d9"]';

/** Checked as a whole, so a bad colour is reported with the pair it belongs to. */
function isPalette(value: unknown): value is readonly [string, string] {
  return Array.isArray(value) && value.length === 2 && value.every((colour) => typeof colour === "string" && HEX_COLOUR.test(colour));
}

const entrySchema = fields({
  /** The game's address, /games/{slug}: lower-case ASCII, from the name (`Mötley Crüe` is `motley-crue`). */
  slug: z
    .string({ error: expected(SLUG) })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: expected(SLUG) })
    // The lobby's category pages are /games/{category} too.
    .refine((slug) => !(CATEGORIES as readonly string[]).includes(slug), { error: (issue) => `${JSON.stringify(issue.input)} is the address of a category's page` }),
  /** As the studio names it. */
  name: text,
  provider: text,
  category: z.enum(CATEGORIES, { error: expected(`one of ${CATEGORIES.join(", ")}`) }),
  /** The year of release, where it is known. */
  year: z
    .int({ error: expected("a year such as 2016") })
    .min(1990, { error: expected("a year such as 2016") })
    .max(2100, { error: expected("a year such as 2016") })
    .optional(),
  /** The launcher's id for the game (its `gid`). */
  gid: z.string({ error: expected("a launcher id such as moonprincess") }).regex(/^[a-z0-9]+$/i, { error: expected("a launcher id such as moonprincess") }),
  /** Where the launcher lives: `https://{host}/casino/ContainerLauncher`. */
  host: z.string({ error: expected(HOST) }).regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, { error: expected(HOST) }),
  /** The own art's colours and motif; derived from the slug when left out. */
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
  thumbnail: z.string({ error: expected("an absolute URL") }).refine(isHttpUrl, { error: expected("an absolute URL") }).optional(),
});

type EntryInput = z.infer<typeof entrySchema>;

/** A game of the catalogue, with its art (its own, or derived from its slug). */
export type CatalogueEntry = Omit<EntryInput, "palette" | "motif" | "description"> &
  Art & { description: Partial<Record<Locale, string>> };

/** `[12] "moon-princess"`: an entry as the messages name it, by its place in the file and its slug (or name). */
function entryLabel(entries: readonly unknown[], index: number, key: "slug" | "name" = "slug"): string {
  const entry = entries[index] as Record<string, unknown> | undefined;
  const label = typeof entry?.[key] === "string" ? entry[key] : entry?.name;
  return typeof label === "string" ? `[${index}] ${JSON.stringify(label)}` : `[${index}]`;
}

/** Two entries that share a slug or a launcher id: the later one names the first. */
function repeats(entries: readonly unknown[], field: "slug" | "gid", what: string): string[] {
  const first = new Map<unknown, number>();
  return entries.flatMap((entry, index) => {
    const value = (entry as Record<string, unknown> | null)?.[field];
    if (typeof value !== "string") return [];
    const earlier = first.get(value);
    if (earlier === undefined) {
      first.set(value, index);
      return [];
    }
    // The slugs are the same, so the names tell the entries apart.
    const key = field === "slug" ? "name" : "slug";
    return [`${entryLabel(entries, index, key)} and ${entryLabel(entries, earlier, key)} share the ${what} ${JSON.stringify(value)}`];
  });
}

/**
 * Checks a catalogue: a list of entries. Throws one Error listing every problem, one line each, as
 * `src/catalogue/catalogue.json: [12] "moon-princess": palette: expected two CSS hex colours …, got ["#fff"]`.
 */
export function parseCatalogue(value: unknown, file: string): CatalogueEntry[] {
  if (!Array.isArray(value)) throw new Error(`${file}: expected a list of games, got ${JSON.stringify(value)?.slice(0, 60)}`);
  const result = z.array(entrySchema).safeParse(value);
  const problems = [
    ...(result.error?.issues ?? []).flatMap((issue) =>
      issuePaths(issue).map(([index, ...path]) => `${entryLabel(value, index as number)}: ${path.length > 0 ? `${fieldName(path)}: ` : ""}${issue.message}`),
    ),
    ...repeats(value, "slug", "slug"),
    ...repeats(value, "gid", "launcher id"),
  ];
  if (problems.length > 0 || !result.success) throw new Error(problems.map((problem) => `${file}: ${problem}`).join("\n"));
  return result.data.map(({ palette, motif, description = {}, ...entry }) => {
    const derived = derivedArt(entry.slug);
    return { ...entry, palette: palette ?? derived.palette, motif: motif ?? derived.motif, description };
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
export function nearestSlug(slug: string): string | undefined {
  const nearest = closest(slug, catalogue().map((entry) => entry.slug));
  return distance(slug, nearest) <= Math.max(1, Math.floor(slug.length / 4)) ? nearest : undefined;
}
