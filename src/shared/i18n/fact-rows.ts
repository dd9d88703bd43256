import { factFormat } from "#shared/i18n/fact-format.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { FACT_NAMES, type Facts, type Feature, type Theme, type Volatility } from "#shared/game-words.ts";

/** What a page says of the facts in its language: their labels and the words for their values. */
export type FactWords = {
  heading: string;
  studio: string;
  /** What comes before the name of the source the facts are taken from: `Source:`. */
  source: string;
  /** The same, on a lobby site, in words a player reads: the figures are the studio's defaults, from that source. */
  figuresSource: string;
  /** What an RTP is: the studio's default, which a casino may lower. */
  rtpNote: string;
  labels: Record<(typeof FACT_NAMES)[number], string>;
  volatilities: Record<Volatility, string>;
  features: Record<Feature, string>;
  themes: Record<Theme, string>;
  /** A lobby card's figures, compact: each given its value formatted already. */
  card: { rtp: (rtp: string) => string; volatilities: Record<Volatility, string>; maxWin: (maxWin: string) => string };
};

/**
 * A game's facts as a page lists them: the studio first, then each fact it has, formatted for `locale`; the RTP with
 * its note, since a studio ships several and a casino chooses.
 */
export function factRows(
  studio: string,
  facts: Facts,
  locale: Locale,
  words: FactWords,
): { label: string; value: string; note?: string }[] {
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
      return [
        name === "rtp"
          ? { label: words.labels[name], value: text, note: words.rtpNote }
          : { label: words.labels[name], value: text },
      ];
    }),
  ];
}
