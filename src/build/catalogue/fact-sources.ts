/**
 * The public sources the games' facts are taken from: the registry (src/build/catalogue/fact-sources.json), checked on
 * first use. A game of the catalogue names its one source by its address (`factsSource`), and its page names the
 * source with a link; `npm run catalogue:facts` merges a registered source's facts into the catalogue.
 */
import { z } from "astro/zod";
// The attribute lets Node itself import the JSON (the import command).
import data from "#build/catalogue/fact-sources.json" with { type: "json" };
import { type Studio, studios } from "#build/catalogue/studios.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { checkedList, expected, fields, itemLabel, text } from "#build/catalogue/schema-fields.ts";

export const FACT_SOURCES_FILE = "src/build/catalogue/fact-sources.json";

/** What a message about an unregistered source says to do. */
export const HOW_TO_REGISTER = `register it in ${FACT_SOURCES_FILE} with its url, its name in each language (${LOCALES.join(", ")}) and, for a studio's own, the studio's id`;

const factSourceSchema = fields({
  /** Where the facts are stated, at the version read: a file of a public repository at a commit, or a page of the studio's own site. */
  url: z.url({ error: expected("the address of the public file or page that states the facts") }),
  /** What a game page calls it, in each language. */
  name: fields(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, typeof text>),
  /** The studio whose own source it is; left out for a list that republishes the studios' figures. */
  studio: z.string({ error: expected("a studio's id") }).optional(),
});

export type FactSource = z.output<typeof factSourceSchema>;

/**
 * Checks a list of sources; throws one Error listing every problem, one line each, as
 * `src/build/catalogue/fact-sources.json: [1] "https://…": name.fi: required`.
 */
export function parseFactSources(value: unknown, file: string, known: readonly Studio[] = studios()): FactSource[] {
  const ids = known.map((studio) => studio.id);
  const label = (items: readonly unknown[], index: number) => itemLabel(items, index, "url");
  return checkedList(value, file, {
    of: "sources",
    item: factSourceSchema,
    label,
    across: (items) => {
      const problems: string[] = [];
      const first = new Map<unknown, number>();
      items.forEach((source, index) => {
        const { url, studio } = (source ?? {}) as { url?: unknown; studio?: unknown };
        if (typeof studio === "string" && !ids.includes(studio))
          problems.push(
            `${label(items, index)}: studio: unknown studio ${JSON.stringify(studio)} (the studios are ${ids.join(", ")})`,
          );
        const earlier = first.get(url);
        if (earlier === undefined) first.set(url, index);
        else problems.push(`${label(items, index)}: url: [${earlier}] has the same url`);
      });
      return problems;
    },
  });
}

let registry: FactSource[] | undefined;

/** The registry's sources, in its order; checked on first use, before anything is built (through the catalogue). */
export function factSources(): readonly FactSource[] {
  registry ??= parseFactSources(data, FACT_SOURCES_FILE);
  return registry;
}

/**
 * How far a source's figures count for a game of `studio`: the studio's own source outranks a list that
 * republishes them (where two disagree, the studio's own figure wins).
 */
export function sourceRank(source: FactSource, studio: string): number {
  return source.studio === studio ? 1 : 0;
}

/**
 * The registered source a game's `factsSource` names: its address without the lines of the game's own entry
 * (`…/playngo.json#L1234-L1238` is `…/playngo.json`).
 */
export function registeredUrl(address: string): string {
  return address.replace(/#L\d+(?:-L\d+)?$/, "");
}

/** A game's source as its page names it in `locale`: the source's name in that language, and its address with the game's lines. */
export function factsSourceIn(
  url: string | undefined,
  locale: Locale,
  sources: readonly FactSource[] = factSources(),
): { name: string; url: string } | undefined {
  if (url === undefined) return undefined;
  const source = sources.find((candidate) => candidate.url === registeredUrl(url));
  if (!source) throw new Error(`${JSON.stringify(url)} is not a registered source of facts: ${HOW_TO_REGISTER}`);
  return { name: source.name[locale], url };
}
