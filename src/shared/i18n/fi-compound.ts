/**
 * A name as the first part of a Finnish compound: a one-word name joins the word with a plain hyphen
 * (`BGaming-pelitalon`, `Revontuli-sivustolla`), and a name of several words with a space before the hyphen, so the
 * hyphen does not bind only the last word (`Play'n GO -pelitalon`). Names are not inflected: the word after carries the case.
 */
export function compound(name: string, word: string): string {
  return /\s/.test(name.trim()) ? `${name} -${word}` : `${name}-${word}`;
}
