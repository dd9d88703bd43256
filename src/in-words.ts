const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A small count as a word, as English prose writes it ("six demo games"); larger ones as digits. */
export function inWords(count: number): string {
  return WORDS[count] ?? String(count);
}
