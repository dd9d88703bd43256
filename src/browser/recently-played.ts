// The games a visitor played on a site that keeps them (`recentlyPlayed`), newest first, in this browser only: a game
// page puts its game first once its launcher has loaded (played-game.ts), and the home page and the lobby show them as
// "Continue playing", filled before the first paint by the page's head (stored-cards.astro) and kept up to date
// here: the list cleared with its button, and changed in another tab or on a page shown again from the back/forward
// cache.
import { CARDS_ADDED } from "#browser/favourites.ts";
import { RECENT_KEY, recentGames } from "#browser/recent-games.ts";
import { shardOf, siteCards } from "#shared/site-cards.ts";

/** On the home page and the lobby: the section's button, and the list kept as the stored one changes elsewhere. */
export function initRecentlyPlayed(doc: Document = document) {
  const view = doc.defaultView;
  const section = doc.querySelector<HTMLElement>("[data-recent]");
  const list = section?.querySelector("[data-recent-list]");
  if (!view || !section || !list) return;
  const load = siteCards(doc, section.dataset.cards ?? "");
  // Each showing's number: one that waited for the site's cards gives way to a later one.
  let showing = 0;

  const show = async () => {
    const mine = ++showing;
    const games = recentGames(view.localStorage);
    if (!games) return;
    let rows: Awaited<ReturnType<typeof load>> = [];
    try {
      rows = games.length ? await load(games.map(shardOf)) : [];
    } catch {
      // Offline, say: the list stays as it is until the next change.
      return;
    }
    if (mine !== showing) return;
    const cards = new Map(rows.map(([slug, card]) => [slug, card]));
    const template = doc.createElement("template");
    template.innerHTML = games.flatMap((slug) => cards.get(slug) ?? []).join("");
    list.replaceChildren(template.content);
    section.hidden = list.children.length === 0;
    // The cards' favourite toggles come unset: the favourites' script, where the page has it, sets them.
    doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
  };

  const clear = section.querySelector<HTMLElement>("[data-clear-recent]");
  clear?.addEventListener("click", () => {
    try {
      view.localStorage.removeItem(RECENT_KEY);
    } catch {
      // Storage refused: nothing was kept to clear.
    }
    list.replaceChildren();
    section.hidden = true;
    // The button has gone with its section: the page's main content takes the focus rather than the document's start.
    doc.getElementById("main-content")?.focus();
  });
  if (clear) clear.dataset.ready = "";
  view.addEventListener("storage", (event) => {
    if (event.key === RECENT_KEY || event.key === null) void show();
  });
  view.addEventListener("pageshow", (event) => {
    if (event.persisted) void show();
  });
  // A game played in another tab between this page's first paint and now: the page's head showed the list before.
  const shown = [...list.querySelectorAll<HTMLElement>(":scope > [data-game]")].map((card) => card.dataset.game);
  if (JSON.stringify(shown) !== JSON.stringify(recentGames(view.localStorage) ?? shown)) void show();
}
