// The only part of the game search that loads with the lobby: it shows the field, and fetches the search code and
// the index of games only when the visitor reaches for it, so a visit that never searches costs a few hundred bytes.

/** One game of the search index (`data-index`), with short keys to keep the file of hundreds of games small. */
export interface IndexRow {
  s: string;
  n: string;
  c: string;
}

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
        import("./search-combobox.ts"),
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
    enhanceSearch(root, rows.map(({ s, n, c }) => ({ slug: s, name: n, category: c })));
    // The visitor may have typed while it loaded.
    if (input.value && root.ownerDocument.activeElement === input) input.dispatchEvent(new Event("input"));
  };

  for (const type of WAKE) input.addEventListener(type, load);
}
