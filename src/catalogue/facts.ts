/**
 * The facts players compare between games, each optional: what the catalogue and an operator's list may say of a
 * game, and how a game page shows them in its language.
 */
import { z } from "astro/zod";
import { factFormat } from "../i18n/fact-format.ts";
import type { Locale } from "../i18n/locales.ts";
import { expected } from "./schema-fields.ts";

/**
 * The volatility scale, lowest first. Its in-between steps are kept as sources state them (a source's
 * `medium-high` stays medium to high, never rounded to `high`): docs/games.md maps each source's scale to this one.
 */
export const VOLATILITIES = ["low", "low-medium", "medium", "medium-high", "high", "very-high"] as const;
export type Volatility = (typeof VOLATILITIES)[number];

export const FEATURES = [
  "free-spins",
  "multipliers",
  "cascades",
  "cluster-pays",
  "megaways",
  "bonus-buy",
  "expanding-symbols",
  "sticky-wilds",
  "hold-and-win",
  "jackpot",
  "gamble",
] as const;
export type Feature = (typeof FEATURES)[number];

export const THEMES = [
  "adventure",
  "ancient-egypt",
  "animals",
  "asia",
  "classic",
  "fantasy",
  "fruits",
  "horror",
  "mythology",
  "space",
  "sweets",
  "western",
] as const;
export type Theme = (typeof THEMES)[number];

const whole = (what: string) =>
  z.int({ error: expected(`a whole number of ${what}`) }).min(1, { error: expected(`a whole number of ${what}`) }).max(1_000_000, { error: expected(`a whole number of ${what}`) });

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: expected(`one of ${values.join(", ")}`) });

const RELEASED = "an ISO date such as 2021-02-25";

/** The facts' fields, as a game of the catalogue or of a list has them. */
export const factFields = {
  /** Return to player, in percent, as the studio states it for the game's default version. */
  rtp: z.number({ error: expected("a percentage from 80 to 99.99") }).min(80, { error: expected("a percentage from 80 to 99.99") }).max(99.99, { error: expected("a percentage from 80 to 99.99") }).optional(),
  volatility: oneOf(VOLATILITIES).optional(),
  /** The largest win, as a multiple of the bet. */
  maxWin: z.number({ error: expected("a multiple of the bet, such as 5000") }).positive({ error: expected("a multiple of the bet, such as 5000") }).optional(),
  reels: whole("reels").optional(),
  rows: whole("rows").optional(),
  paylines: whole("paylines").optional(),
  ways: whole("ways to win").optional(),
  features: z.array(oneOf(FEATURES), { error: expected(`a list of ${FEATURES.join(", ")}`) }).optional(),
  themes: z.array(oneOf(THEMES), { error: expected(`a list of ${THEMES.join(", ")}`) }).optional(),
  /** The day of release. */
  released: z.iso.date({ error: expected(RELEASED) }).optional(),
};

export type Facts = {
  rtp?: number | undefined;
  volatility?: Volatility | undefined;
  maxWin?: number | undefined;
  reels?: number | undefined;
  rows?: number | undefined;
  paylines?: number | undefined;
  ways?: number | undefined;
  features?: readonly Feature[] | undefined;
  themes?: readonly Theme[] | undefined;
  released?: string | undefined;
};

/** The facts' names in the catalogue's order, which is the order a game page lists them in. */
export const FACT_NAMES = ["rtp", "volatility", "maxWin", "reels", "rows", "paylines", "ways", "features", "themes", "released"] as const;

/** The facts among a game's fields, those it has and no others. */
export function factsOf<T extends Facts>(game: T): Pick<T, (typeof FACT_NAMES)[number]> {
  return Object.fromEntries(FACT_NAMES.flatMap((name) => (game[name] === undefined ? [] : [[name, game[name]]]))) as Pick<T, (typeof FACT_NAMES)[number]>;
}

export function hasFacts(facts: Facts): boolean {
  return FACT_NAMES.some((name) => facts[name] !== undefined && !(Array.isArray(facts[name]) && facts[name].length === 0));
}

/** What a page says of the facts in its language: their labels and the words for their values. */
export type FactWords = {
  heading: string;
  studio: string;
  /** What comes before the name of the source the facts are taken from: `Source:`. */
  source: string;
  /** What an RTP is: the studio's default, which a casino may lower. */
  rtpNote: string;
  labels: Record<(typeof FACT_NAMES)[number], string>;
  volatilities: Record<Volatility, string>;
  features: Record<Feature, string>;
  themes: Record<Theme, string>;
};

/**
 * A game's facts as a page lists them: the studio first, then each fact it has, formatted for `locale`; the RTP with
 * its note, since a studio ships several and a casino chooses.
 */
export function factRows(studio: string, facts: Facts, locale: Locale, words: FactWords): { label: string; value: string; note?: string }[] {
  const format = factFormat(locale);
  // A list of features or themes is a phrase of its own: its first word capitalised, as the other values are.
  const phrase = (items: string[]) => format.list(items).replace(/^./, (first) => first.toLocaleUpperCase(locale));
  const value = (name: (typeof FACT_NAMES)[number]): string | undefined => {
    switch (name) {
      case "rtp":
        return facts.rtp === undefined ? undefined : format.rtp(facts.rtp);
      case "volatility":
        return facts.volatility && words.volatilities[facts.volatility];
      case "maxWin":
        return facts.maxWin === undefined ? undefined : format.maxWin(facts.maxWin);
      case "features":
        return facts.features?.length ? phrase(facts.features.map((feature) => words.features[feature])) : undefined;
      case "themes":
        return facts.themes?.length ? phrase(facts.themes.map((theme) => words.themes[theme])) : undefined;
      case "released":
        return facts.released === undefined ? undefined : format.released(facts.released);
      default:
        return facts[name] === undefined ? undefined : format.number(facts[name]);
    }
  };
  return [
    { label: words.studio, value: studio },
    ...FACT_NAMES.flatMap((name) => {
      const text = value(name);
      if (text === undefined) return [];
      return [name === "rtp" ? { label: words.labels[name], value: text, note: words.rtpNote } : { label: words.labels[name], value: text }];
    }),
  ];
}
