// The site's lobby cards, for the cards a page does not have (the favourites section, the filters' results): one
// script a shard (src/pages/[...locale]/games/cards/[shard].js.ts), a shard holding the games whose slug starts with
// its two characters: a visitor with three favourites loads three shards' cards, not 5,000, and a choice of filters
// whose first 60 games are spread over the whole alphabet loads at most 60 shards of a dozen or so cards each.

/** One game's card: its slug, its HTML, and its place in the A to Z list of every game. */
export type CardRow = [slug: string, html: string, place: number];

declare global {
  /** The shards' cards, by shard, once their scripts have run. */
  var lobbyCards: Record<string, CardRow[]> | undefined;
}

/** The shard a game's card is in. The lobby's head (lobby-layout.astro), which cannot import, follows the same rule. */
export const shardOf = (slug: string) => slug.slice(0, 2);

/**
 * A loader of the cards of some shards, A to Z, from the address of their scripts (`address`, with `{shard}`): each
 * shard's script added once (unless it has run already, added by the lobby's head), and added again on the next call
 * when it failed to load.
 */
export function siteCards(doc: Document, address: string) {
  const shards = new Map<string, Promise<CardRow[]>>();
  const shard = (key: string) => {
    const had = globalThis.lobbyCards?.[key];
    if (had) return Promise.resolve(had);
    let loading = shards.get(key);
    if (!loading) {
      const src = address.replace("{shard}", key);
      loading = new Promise<CardRow[]>((resolve, reject) => {
        const script = Object.assign(doc.createElement("script"), { src, async: true });
        script.addEventListener("load", () => {
          const rows = globalThis.lobbyCards?.[key];
          if (rows) resolve(rows);
          else reject(new Error(`${src} gave no cards`));
        });
        script.addEventListener("error", () => reject(new Error(`${src} did not load`)));
        doc.head.append(script);
      });
      loading.catch(() => shards.delete(key));
      shards.set(key, loading);
    }
    return loading;
  };
  return async (keys: Iterable<string>): Promise<CardRow[]> => {
    const rows = await Promise.all([...new Set(keys)].map(shard));
    return rows.flat().sort((a, b) => a[2] - b[2]);
  };
}
