import type { Locale } from "#shared/i18n/locales.ts";

/** How a page writes the facts in `locale`: one way each, for the list of a game's facts and the text made from them. */
export function factFormat(locale: Locale) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return {
    number: (value: number) => number.format(value),
    rtp: (rtp: number) => percent.format(rtp / 100),
    // The multiplication sign reads as "times the bet" in both languages: 5,000× and 5 000×.
    maxWin: (maxWin: number) => `${number.format(maxWin)}×`,
    list: (items: readonly string[]) => list.format(items),
    released: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
  };
}
