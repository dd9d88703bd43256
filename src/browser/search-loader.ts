// The only part of the game search that loads with the lobby: it shows the field, and fetches the search code and
// the index of games only when the visitor reaches for it, so a visit that never searches costs a few hundred bytes.

import type { Entry } from "#browser/game-search.ts";
import { slugOf } from "#shared/slug.ts";

/** One game of the search index (`data-index`): its name, or its name and slug where the slug rule does not give it. */
export type IndexRow = string | [name: string, slug: string];

/** A row of the index as the search takes it. */
export const entryOf = (row: IndexRow): Entry =>
  typeof row === "string" ? { name: row, slug: slugOf(row) } : { name: row[0], slug: row[1] };

const WAKE = ["focus", "pointerdown", "keydown"] as const;

export function loadSearchOnFocus(root: HTMLElement) {
  const input = root.querySelector<HTMLInputElement>("[role=combobox]");
  const url = root.dataset.index;
  if (!input || !url) return;
  // Hidden (or invisible until data-ready) in the HTML: without this script, a field that does nothing.
  root.hidden = false;
  root.dataset.ready = "";
  let loading = false;

  const load = async () => {
    if (loading) return;
    loading = true;
    let loaded;
    try {
      loaded = await Promise.all([
        import("#browser/search-combobox.ts"),
        fetch(url).then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json() as Promise<IndexRow[]>;
        }),
      ]);
    } catch {
      // Offline for a moment, say: the next reach for the field tries again.
      loading = false;
      return;
    }
    const [{ enhanceSearch }, rows] = loaded;
    for (const type of WAKE) input.removeEventListener(type, load);
    enhanceSearch(root, rows.map(entryOf));
    // The visitor may have typed while it loaded.
    if (input.value && root.ownerDocument.activeElement === input) input.dispatchEvent(new Event("input"));
  };

  for (const type of WAKE) input.addEventListener(type, load);
}
