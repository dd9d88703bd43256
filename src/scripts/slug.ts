/**
 * The rule the slugs follow: lower-case ASCII, diacritics folded, apostrophes dropped, any other run of characters a
 * hyphen. Its own module, since the browser's search uses it too (a game's slug is left out of the search index where
 * this rule gives it).
 */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
