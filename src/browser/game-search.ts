// Finds games by name as a visitor types: by the first letters of any word, whatever the case and accents, and
// forgiving one slip in a longer word. Pure: the combobox (search-combobox.ts) draws the results.
import MiniSearch from "minisearch";

export interface Entry {
  slug: string;
  name: string;
}

/** The words of a name or query, compared without case or accents: "Mötley Crüe" → ["motley", "crue"]. */
function words(text: string): string[] {
  return (
    text
      // Lower case first: "İ" lowers to "i" plus a combining dot, which the next step drops.
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      // An apostrophe joins ("Baker's" is "bakers", found by "baker" and "bakers"); any other character but a letter or
      // digit separates ("3-Hand" is "3" "hand", "*NSYNC" is "nsync").
      .replace(/['’‘`ʼ]/g, "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** A search over `entries`: the games that match every word of the query, the best first. */
export function createGameSearch(entries: readonly Entry[]) {
  // Each game with its folded words, those words as one phrase, and its place from A to Z by that phrase, which
  // orders results of the same kind and score: a number, so that no keystroke compares names (a page's first
  // localeCompare loads the collation rules, some 10 ms here and four times that on a phone).
  const games = entries.map((entry) => {
    const nameWords = words(entry.name);
    return { entry, words: nameWords, phrase: nameWords.join(" "), place: 0 };
  });
  [...games]
    .sort((a, b) => (a.phrase < b.phrase ? -1 : a.phrase > b.phrase ? 1 : 0))
    .forEach((game, place) => (game.place = place));
  const bySlug = new Map(games.map((game) => [game.entry.slug, game]));
  const index = new MiniSearch<Entry>({
    idField: "slug",
    fields: ["name"],
    tokenize: words,
    // words() has already folded each term.
    processTerm: (term) => term,
    searchOptions: {
      prefix: true,
      // One letter wrong, missing or extra, only in a word long enough that it is still clearly the word meant:
      // "gonz" is a start of a word, not a slip.
      fuzzy: (term) => term.length >= 5 && 1,
      combineWith: "AND",
    },
  });
  index.addAll(entries);

  return (query: string, limit = Infinity): Entry[] => {
    const terms = words(query);
    if (!terms.length) return [];
    const phrase = terms.join(" ");
    // MiniSearch's score alone can put a near miss in a short name before a prefix of a long one: the kind of match
    // comes first. 0: the very name; 1: each query word starts a word of the name; 2: a near miss.
    const kind = (game: (typeof games)[number]) =>
      game.phrase === phrase ? 0 : terms.every((term) => game.words.some((word) => word.startsWith(term))) ? 1 : 2;
    return index
      .search(phrase)
      .flatMap(({ id, score }) => {
        const game = bySlug.get(id);
        return game ? [{ ...game, score, kind: kind(game) }] : [];
      })
      .sort((a, b) => a.kind - b.kind || b.score - a.score || a.place - b.place)
      .slice(0, limit)
      .map(({ entry }) => entry);
  };
}
