// The week's popular games, fresher than the build knew them (a site that counts plays): the hosts' POPULAR_ENDPOINT,
// kept by the browser up to an hour. The home page's "Popular this week" row takes its order here; the popular
// order's first page does in src/browser/lobby-filters.ts. Either keeps the build's order when the fresher one would
// move what the visitor sees: a list that grows or shrinks in view would push the rest of the page.
import { CARDS_ADDED } from "#browser/favourites.ts";
import { POPULAR_ENDPOINT, POPULAR_GAMES } from "#shared/plays.ts";
import { shardOf, siteCards } from "#shared/site-cards.ts";

/** The hosts' popular games, most played first; undefined when there are too few, or the answer did not come. */
export async function fetchPopular(view: Window, url = POPULAR_ENDPOINT): Promise<string[] | undefined> {
  try {
    const response = await view.fetch(url);
    if (!response.ok) return undefined;
    const { games } = (await response.json()) as { games?: unknown };
    return Array.isArray(games) && games.length >= POPULAR_GAMES && games.every((game) => typeof game === "string")
      ? (games as string[])
      : undefined;
  } catch {
    // Offline, or a host that does not answer: the build's order stays.
    return undefined;
  }
}

/**
 * Makes `change` to `list` unless it moves what is in view: where the list's end moves while it, or what follows it,
 * is in the viewport, `undo` puts it back within the same task, so the browser never paints the change.
 */
export function changeOutOfSight(view: Window, list: Element, change: () => void, undo: () => void): boolean {
  const before = list.getBoundingClientRect().bottom;
  change();
  const after = list.getBoundingClientRect().bottom;
  if (after === before || Math.min(before, after) >= view.innerHeight) return true;
  undo();
  return false;
}

/** The home page's "Popular this week" row: its cards in the hosts' fresher order, where it differs from the build's. */
export async function initPopularRow(doc: Document = document) {
  const view = doc.defaultView;
  const row = doc.querySelector<HTMLElement>("[data-popular-row]");
  const list = row?.querySelector("ul");
  if (!view || !row || !list) return;
  const popular = await fetchPopular(view, row.dataset.popularRow);
  const shown = [...list.children].map((card) => (card as HTMLElement).dataset.game ?? "");
  const wanted = popular?.slice(0, shown.length);
  if (!wanted || wanted.join() === shown.join()) return;
  let rows;
  try {
    rows = await siteCards(doc, row.dataset.cards ?? "")(wanted.map(shardOf));
  } catch {
    return;
  }
  const cards = new Map(rows.map(([slug, card]) => [slug, card]));
  if (!wanted.every((slug) => cards.has(slug))) return;
  const template = doc.createElement("template");
  template.innerHTML = wanted.map((slug) => cards.get(slug)).join("");
  // A game that may not load right now at the end, as the build puts it (its card says so).
  const fresh = [...template.content.children];
  const failing = (card: Element) => card.hasAttribute("data-may-not-load");
  const ordered = [...fresh.filter((card) => !failing(card)), ...fresh.filter(failing)];
  const built = [...list.children];
  if (
    changeOutOfSight(
      view,
      list,
      () => list.replaceChildren(...ordered),
      () => list.replaceChildren(...built),
    )
  )
    // The cards' favourite toggles come unset: the favourites' script, where the page has it, sets them.
    doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
}
