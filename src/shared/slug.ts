/**
 * The rule the slugs follow: lower-case ASCII, diacritics folded, the letters that have no diacritic to fold written
 * as their usual ASCII spelling (`Æsir` is `aesir`, `ß` is `ss`), apostrophes dropped, any other run of characters a
 * hyphen. Its own module, since the browser's search uses it too (a game's slug is left out of the search index where
 * this rule gives it). A name of no such letters at all (`福`) gives the empty slug: a game so named needs its own.
 */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[æøßþðđłœıħŧŋĸ]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A name's words as its slug spells them: `Joker's Jewels` is joker, jewels; `Æsir Spins` aesir, spins. */
export function wordsOf(name: string): string[] {
  return slugOf(name)
    .split("-")
    .filter((word) => word.length > 0);
}

/**
 * The Latin letters that Unicode does not decompose into an ASCII letter and a diacritic, as they are written in ASCII
 * (the lower case: the name is lower-cased first).
 */
const SPELLED: Record<string, string> = {
  æ: "ae",
  ø: "o",
  ß: "ss",
  þ: "th",
  ð: "d",
  đ: "d",
  ł: "l",
  œ: "oe",
  ı: "i",
  ħ: "h",
  ŧ: "t",
  ŋ: "ng",
  ĸ: "k",
};
