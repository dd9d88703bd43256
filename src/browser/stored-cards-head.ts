// The head's script of the sections of stored cards (src/ui/components/stored-cards.astro): written into each page as
// its own text, minified, and run before the first paint, so it imports nothing and names no value from outside
// but the site's cards (`self.lobbyCards`, src/shared/site-cards.ts, whose shard rule it follows: a slug's first two
// characters).

/** A list's storage key, the attribute of its section (whose `[…-list]` element takes the cards), and its order. */
export type StoredList = { key: string; section: string; byPlace: boolean };

type CardRow = [slug: string, html: string, place: number];

/**
 * Holds the page's rendering while a list of `lists` has games stored, until their cards (from `cardsPath`'s shards)
 * are shown in its section: see stored-cards.astro.
 */
export function showStoredCards(lists: readonly StoredList[], cardsPath: string): void {
  try {
    const stored = lists.flatMap((list) => {
      const games: unknown = JSON.parse(localStorage.getItem(list.key) ?? "[]");
      const slugs = Array.isArray(games) ? games.filter((slug): slug is string => typeof slug === "string") : [];
      return slugs.length ? [{ ...list, slugs }] : [];
    });
    if (stored.length) {
      const hold = document.createElement("link");
      Object.assign(hold, { rel: "expect", href: "#stored-cards-shown" });
      hold.setAttribute("blocking", "render");
      const shards = [...new Set(stored.flatMap(({ slugs }) => slugs.map((slug) => slug.slice(0, 2))))];
      let read = false;
      let waiting = shards.length;
      const show = () => {
        if (!read || waiting) return;
        const cards = new Map<string, CardRow>(
          shards.flatMap((shard) => self.lobbyCards?.[shard] ?? []).map((row) => [row[0], row]),
        );
        for (const { section, slugs, byPlace } of stored) {
          const rows = slugs.flatMap((slug) => {
            const row = cards.get(slug);
            return row ? [row] : [];
          });
          if (byPlace) rows.sort((a, b) => a[2] - b[2]);
          const template = document.createElement("template");
          template.innerHTML = rows.map(([, card]) => card).join("");
          const shown = document.querySelector<HTMLElement>(`[${section}]`);
          if (shown && template.content.children.length) {
            shown.querySelector(`[${section}-list]`)?.replaceChildren(template.content);
            shown.hidden = false;
          }
        }
        hold.remove();
      };
      const scripts = shards.map((shard) => {
        const script = Object.assign(document.createElement("script"), {
          src: cardsPath.replace("{shard}", shard),
          async: true,
        });
        script.setAttribute("blocking", "render");
        script.onload = script.onerror = () => {
          waiting -= 1;
          show();
        };
        return script;
      });
      document.head.append(hold, ...scripts);
      document.addEventListener(
        "readystatechange",
        () => {
          read = true;
          show();
        },
        { once: true },
      );
    }
  } catch {
    // Storage refused, or nothing stored that reads as games: nothing to wait for, and the sections stay hidden.
  }
}
