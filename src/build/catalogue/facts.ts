/**
 * The facts players compare between games, each optional: what the catalogue and an operator's list may say of a
 * game, as the catalogue and the lists check them (their words: src/shared/game-words.ts).
 */
import { z } from "astro/zod";
import { FACT_NAMES, type Facts, FEATURES, THEMES, VOLATILITIES } from "#shared/game-words.ts";
import { wordsOf } from "#shared/slug.ts";
import { expected } from "#build/catalogue/schema-fields.ts";

const whole = (what: string) =>
  z
    .int({ error: expected(`a whole number of ${what}`) })
    .min(1, { error: expected(`a whole number of ${what}`) })
    .max(1_000_000, { error: expected(`a whole number of ${what}`) });

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: expected(`one of ${values.join(", ")}`) });

const RELEASED = "an ISO date such as 2021-02-25";

/** The facts' fields, as a game of the catalogue or of a list has them. */
export const factFields = {
  /** Return to player, in percent, as the studio states it for the game's default version. */
  rtp: z
    .number({ error: expected("a percentage from 80 to 99.99") })
    .min(80, { error: expected("a percentage from 80 to 99.99") })
    .max(99.99, { error: expected("a percentage from 80 to 99.99") })
    .optional(),
  volatility: oneOf(VOLATILITIES).optional(),
  /** The largest win, as a multiple of the bet. */
  maxWin: z
    .number({ error: expected("a multiple of the bet, such as 5000") })
    .positive({ error: expected("a multiple of the bet, such as 5000") })
    .optional(),
  reels: whole("reels").optional(),
  rows: whole("rows").optional(),
  paylines: whole("paylines").optional(),
  ways: whole("ways to win").optional(),
  features: z.array(oneOf(FEATURES), { error: expected(`a list of ${FEATURES.join(", ")}`) }).optional(),
  themes: z.array(oneOf(THEMES), { error: expected(`a list of ${THEMES.join(", ")}`) }).optional(),
  /** The day of release. */
  released: z.iso.date({ error: expected(RELEASED) }).optional(),
};

/** The facts among a game's fields, those it has and no others. */
export function factsOf<T extends Facts>(game: T): Pick<T, (typeof FACT_NAMES)[number]> {
  return Object.fromEntries(
    FACT_NAMES.flatMap((name) => (game[name] === undefined ? [] : [[name, game[name]]])),
  ) as Pick<T, (typeof FACT_NAMES)[number]>;
}

/**
 * A game's facts with what its name states added: a name that says Megaways is a Megaways game, since the word is the
 * mechanic's trademark, which a studio uses by licence for that mechanic alone (19 of the catalogue's names, of
 * which the sources mark 3). Nothing else is read from a name.
 */
export function withNamedFeatures<T extends Facts>(facts: T, name: string): T {
  if (!wordsOf(name).includes("megaways") || facts.features?.includes("megaways")) return facts;
  return { ...facts, features: [...(facts.features ?? []), "megaways"] };
}
